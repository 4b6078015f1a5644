import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {
  TAddCodesReply,
  TAdminCodeReportsReply,
  TCheckoutReply,
  TClientListReply,
  TCodeStockReply,
  TErrorReply,
  TOrderChangeReply,
  TOrderReply,
  TPendingOrdersReply,
  TRecentOrdersReply,
  TRevealCodesReply,
  TWalletBalanceReply,
} from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sweepOrders } from '../../jobs/escrow-sweeper.js';
import { expectLedgerInvariants } from '../../test/ledger-invariants.js';
import { postAd } from '../../test/listing-fixtures.js';
import { moneyHelpers, type User } from '../../test/money-fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { assertCodeKeysUsable } from './code-keys.js';

const serverLog: string[] = [];
const t = useTestApp({}, { log: (line) => serverLog.push(line) });
let admin: User;
let seller: User;
beforeAll(async () => {
  admin = await t.createUser({ role: 'admin' });
  seller = await t.createUser({ role: 'trader' });
});
const m = () => moneyHelpers(t, () => admin);
const sweepSettings = { releaseDays: 3, shipDays: 5, commissionPercent: 0 };

/** A digital code listing of the seller, approved, with `codes` uploaded as a TXT file. */
async function codeListing(codes: string[], title = 'PSN KSA 50 SAR') {
  const id = await postAd(t, {
    token: seller.token,
    approveWith: admin.token,
    fields: { title, price: '50', type: 'digital_code', region: 'SA', location: '' },
  });
  const form = new FormData();
  form.append('file', new Blob([codes.join('\n')], { type: 'text/plain' }), 'codes.txt');
  const upload = await t.request<TAddCodesReply>('POST', `/api/user/ads/${id}/codes`, { token: seller.token, body: form });
  if (upload.status !== 200) throw new Error(`upload failed: ${JSON.stringify(upload.body)}`);
  return { id, upload: upload.body };
}
const codesOf = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${String(i).padStart(4, '0')}-ABCD-EFGH`);

async function buyOne(buyer: User, listingId: string) {
  await m().fund(buyer, 100);
  return m().checkout(buyer, { items: [{ productId: listingId, quantity: 1 }] });
}
const reveal = (buyer: User, orderId: string) =>
  t.request<TRevealCodesReply>('POST', `/api/user/orders/${orderId}/codes/reveal`, { token: buyer.token });
const orderOf = async (user: User, orderId: string) =>
  (await t.request<TOrderReply>('GET', `/api/user/orders/${orderId}`, { token: user.token })).body;
const pendingOf = async (user: User) =>
  (await t.request<TWalletBalanceReply>('GET', '/api/user/wallet/balance', { token: user.token })).body;

describe('codes of a digital code listing', () => {
  it('are uploaded from a file with duplicates and sold codes counted, and make the stock', async () => {
    const codes = codesOf('UP', 30);
    const { id, upload } = await codeListing([...codes, codes[0]!, ` ${codes[1]!.toLowerCase()} `]);
    expect([upload.added, upload.duplicates, upload.alreadySold]).toEqual([30, 2, 0]);
    const again = await t.request<TAddCodesReply>('POST', `/api/user/ads/${id}/codes`, {
      token: seller.token,
      body: { codes: [codes[2], 'NEW-CODE-0001'] },
    });
    expect([again.body.added, again.body.duplicates]).toEqual([1, 1]);
    const listing = await t.request<{ quantity: number; type: string; region: string }>('GET', `/api/user/ads/${id}`, {
      token: seller.token,
    });
    expect([listing.body.quantity, listing.body.type, listing.body.region]).toEqual([31, 'digital_code', 'SA']);

    // A code sold elsewhere is refused as already sold when uploaded again, to this listing or another.
    const buyer = await t.createUser();
    const order = (await buyOne(buyer, id)).body as TCheckoutReply;
    const sold = (await reveal(buyer, order.orders[0]!.id)).body.codes[0]!.code;
    const other = await codeListing([sold, 'OTHER-CODE-0001'], 'Steam 100 SAR');
    expect([other.upload.added, other.upload.alreadySold]).toEqual([1, 1]);

    const withdrawn = await t.request('POST', `/api/user/ads/${id}/codes/withdraw`, { token: seller.token, body: { all: true } });
    expect(withdrawn.status).toBe(200);
    const stock = await t.request<TCodeStockReply>('GET', `/api/user/ads/${id}/codes`, { token: seller.token });
    expect(stock.body.stock).toEqual({ available: 0, reserved: 0, sold: 1, withdrawn: 30 });
    expect((await t.request('GET', `/api/user/ads/${id}/codes`, { token: buyer.token })).status).toBe(404);
  });

  it('sell out with their last code and are back on sale when codes come again', async () => {
    const { id } = await codeListing(codesOf('OUT', 2), 'Sold out and back');
    const ad = async () =>
      (await t.request<{ quantity: number; status: string }>('GET', `/api/user/ads/${id}`, { token: seller.token })).body;
    await t.request('POST', `/api/user/ads/${id}/codes/withdraw`, { token: seller.token, body: { all: true } });
    expect(await ad()).toMatchObject({ quantity: 0, status: 'sold' });
    await t.request('POST', `/api/user/ads/${id}/codes`, { token: seller.token, body: { codes: ['BACK-CODE-0001'] } });
    expect(await ad()).toMatchObject({ quantity: 1, status: 'active' });
  });

  it('refuses a quantity typed for a code listing: its stock is its codes', async () => {
    const { id } = await codeListing(codesOf('QTY', 3), 'Typed stock');
    await t.request('PUT', `/api/user/ads/${id}`, { token: seller.token, body: { quantity: 99 } });
    const listing = await t.request<{ quantity: number }>('GET', `/api/user/ads/${id}`, { token: seller.token });
    expect(listing.body.quantity).toBe(3);
  });
});

describe('50 buyers racing for 20 codes', () => {
  it('delivers exactly 20 orders with 20 different codes; the others are refused and never charged', async () => {
    const { id } = await codeListing(codesOf('RACE', 20), 'Race 50');
    const buyers = await Promise.all(Array.from({ length: 50 }, () => t.createUser()));
    for (const buyer of buyers) {
      await m().fund(buyer, 100);
      await t.request('POST', '/api/user/cart', { token: buyer.token, body: { productId: id, quantity: 1 } });
    }
    const replies = await Promise.all(
      buyers.map((buyer) => t.request<TCheckoutReply>('POST', '/api/user/orders', { token: buyer.token, body: {} })),
    );
    const placed = replies.filter((reply) => reply.status === 201);
    const refused = replies.filter((reply) => reply.status !== 201);
    expect(placed).toHaveLength(20);
    expect(refused.map((reply) => reply.status)).toEqual(Array(30).fill(409));
    expect(placed.every((reply) => reply.body.orders[0]!.status === 'shipped')).toBe(true);

    const codes = new Set<string>();
    for (const [index, reply] of replies.entries()) {
      const balance = await pendingOf(buyers[index]!);
      if (reply.status !== 201) {
        expect(balance.available).toBe(100);
        continue;
      }
      expect(balance.available).toBe(50);
      const revealed = await reveal(buyers[index]!, reply.body.orders[0]!.id);
      codes.add(revealed.body.codes[0]!.code);
    }
    expect(codes.size).toBe(20);
    const assigned = await t.db.execute<{ n: number }>(
      sql`select count(distinct order_id)::int as n from digital_codes where listing_id = ${id} and status = 'sold'`,
    );
    expect(assigned.rows[0]!.n).toBe(20);
    await expectLedgerInvariants(t.db);
  });
});

describe('a code is seen only by the buyer who paid, after the reveal', () => {
  it('never appears in another reply, an admin view, an export, or the server log', async () => {
    const secret = 'LEAK-CHECK-7Q2W-9E8R';
    const { id } = await codeListing([secret], 'Leak check');
    const buyer = await t.createUser();
    const placed = (await buyOne(buyer, id)).body as TCheckoutReply;
    const orderId = placed.orders[0]!.id;
    const replies = [
      JSON.stringify(placed),
      (await t.request('GET', `/api/user/orders/${orderId}`, { token: buyer.token })).body,
      (await t.request('GET', '/api/user/orders', { token: buyer.token })).body,
      (await t.request('GET', `/api/user/orders/${orderId}`, { token: seller.token })).body,
      (await t.request('GET', '/api/trader/orders', { token: seller.token })).body,
      (await t.request('GET', `/api/user/ads/${id}/codes`, { token: seller.token })).body,
      (await t.request('GET', `/api/admin/orders/${orderId}`, { token: admin.token })).body,
      (await t.request('GET', '/api/admin/code-reports', { token: admin.token })).body,
      (await t.request('GET', '/api/user/data-export', { token: buyer.token })).body,
      (await t.request('GET', '/api/user/notifications', { token: buyer.token })).body,
      (await t.request('GET', `/api/dev/outbox?to=${encodeURIComponent(buyer.email)}`)).body,
    ];
    // Neither the seller nor an admin can reveal it.
    expect((await reveal(seller, orderId)).status).toBe(404);
    expect((await reveal(admin, orderId)).status).toBe(404);
    for (const body of replies) expect(JSON.stringify(body)).not.toContain(secret);

    const revealed = await reveal(buyer, orderId);
    expect(revealed.body.codes.map((c) => c.code)).toEqual([secret]);
    const stored = await t.db.execute(sql`select * from digital_codes where listing_id = ${id}`);
    expect(JSON.stringify(stored.rows)).not.toContain(secret.slice(0, 10));
    const reveals = await t.db.execute<{ user_id: string; ip: string }>(
      sql`select user_id, ip from code_reveals where order_id = ${orderId}`,
    );
    expect(reveals.rows).toEqual([{ user_id: buyer.id, ip: '127.0.0.1' }]);
    await t.jobsSettled();
    expect(serverLog.length).toBeGreaterThan(10);
    expect(serverLog.join('\n')).not.toContain(secret);
    expect(t.logLines.join('\n')).not.toContain(secret);
  });
});

describe('protection of a code order', () => {
  const expireWindow = (orderId: string) =>
    t.db.execute(sql`update orders set protection_ends_at = now() - interval '1 second' where id = ${orderId}`);
  const expireAnswer = (orderId: string) =>
    t.db.execute(sql`update code_reports set seller_deadline = now() - interval '1 second' where order_id = ${orderId}`);
  /**
   * The sweep skips an order another transaction holds (SKIP LOCKED), as the order's invoice job can when the queue is
   * slow, and takes it at its next run; here it runs once the queue is quiet, so it sees every order.
   */
  const sweep = async () => {
    await t.jobsSettled();
    return sweepOrders(t.db, sweepSettings);
  };

  it('report → the seller replaces the code from stock → the new code is revealed → funds release when the window ends', async () => {
    const { id } = await codeListing(codesOf('REPL', 3), 'Replace me');
    const buyer = await t.createUser();
    const orderId = ((await buyOne(buyer, id)).body as TCheckoutReply).orders[0]!.id;
    const before = await reveal(buyer, orderId);
    expect((await orderOf(buyer, orderId)).digital!.canReport).toBe(true);
    const report = await t.request<TOrderChangeReply>('POST', `/api/user/orders/${orderId}/codes/report`, {
      token: buyer.token,
      body: { reason: 'already_used' },
    });
    expect(report.body.order.digital!.report!.status).toBe('open');
    // The report holds the release even when the window has ended.
    await expireWindow(orderId);
    expect((await sweep()).released).not.toContain(orderId);

    const answer = await t.request<TOrderChangeReply>('POST', `/api/user/orders/${orderId}/codes/answer`, {
      token: seller.token,
      body: { action: 'replace' },
    });
    expect(answer.body.order.digital!.report!.status).toBe('replaced');
    const after = await reveal(buyer, orderId);
    expect(after.body.codes).toHaveLength(1);
    expect(after.body.codes[0]!.code).not.toBe(before.body.codes[0]!.code);
    expect(after.body.reportUntil).not.toBeNull();
    expect((await sweep()).released).not.toContain(orderId);
    await expireWindow(orderId);
    expect((await sweep()).released).toContain(orderId);
    expect((await orderOf(buyer, orderId)).status).toBe('completed');
    await expectLedgerInvariants(t.db);
  });

  it('report → no answer by the deadline → the buyer is refunded in full', async () => {
    const { id } = await codeListing(codesOf('RFND', 2), 'Refund me');
    const buyer = await t.createUser();
    const orderId = ((await buyOne(buyer, id)).body as TCheckoutReply).orders[0]!.id;
    await reveal(buyer, orderId);
    await t.request('POST', `/api/user/orders/${orderId}/codes/report`, { token: buyer.token, body: { reason: 'wrong_region' } });
    await expireAnswer(orderId);
    expect((await sweep()).canceled).toContain(orderId);
    const order = await orderOf(buyer, orderId);
    expect([order.status, order.payment_status, order.digital!.report!.status]).toEqual(['canceled', 'refunded', 'refunded']);
    expect((await pendingOf(buyer)).available).toBe(100);
    // The reported code is not put back on sale.
    const stock = await t.request<TCodeStockReply>('GET', `/api/user/ads/${id}/codes`, { token: seller.token });
    expect(stock.body.stock.available).toBe(1);
    await expectLedgerInvariants(t.db);
  });

  it('refuses a report before the reveal and after the window', async () => {
    const { id } = await codeListing(codesOf('WIN', 1), 'Window');
    const buyer = await t.createUser();
    const orderId = ((await buyOne(buyer, id)).body as TCheckoutReply).orders[0]!.id;
    const early = await t.request<TErrorReply>('POST', `/api/user/orders/${orderId}/codes/report`, {
      token: buyer.token,
      body: { reason: 'not_working' },
    });
    expect([early.status, early.body.messageKey]).toEqual([409, 'errors.revealFirst']);
    await reveal(buyer, orderId);
    await expireWindow(orderId);
    const late = await t.request<TErrorReply>('POST', `/api/user/orders/${orderId}/codes/report`, {
      token: buyer.token,
      body: { reason: 'not_working' },
    });
    expect([late.status, late.body.messageKey]).toEqual([409, 'errors.reportWindowClosed']);
  });
});

describe('a codes key that is gone or unreadable', () => {
  it('answers the reveal with a clear 503, records no reveal, logs the key for ops and stops the next start', async () => {
    const { id } = await codeListing(codesOf('LOST', 2), 'Lost key');
    const buyer = await t.createUser();
    const orderId = ((await buyOne(buyer, id)).body as TCheckoutReply).orders[0]!.id;
    const [stored] = (await t.db.execute<{ key_id: string }>(sql`select key_id from digital_codes where listing_id = ${id} limit 1`)).rows;
    await t.db.execute(sql`update digital_codes set key_id = 'lostkey00000' where listing_id = ${id}`);
    try {
      const reply = await t.request<TErrorReply>('POST', `/api/user/orders/${orderId}/codes/reveal`, { token: buyer.token });
      expect([reply.status, reply.body.code, reply.body.messageKey]).toEqual([503, 'CODES_UNAVAILABLE', 'errors.CODES_UNAVAILABLE']);
      expect(serverLog.some((line) => line.includes('lostkey00000') && line.includes('not configured'))).toBe(true);
      const reveals = await t.db.execute(sql`select 1 from code_reveals where order_id = ${orderId}`);
      expect(reveals.rows).toHaveLength(0);
      // The order waits: its window has not started, so nothing is released while the key is missing.
      expect((await orderOf(buyer, orderId)).releaseAt).toBeNull();
      await expect(assertCodeKeysUsable(t.db, t.app.config)).rejects.toThrow(/2 with key lostkey00000.*CODES_OLD_KEYS/);
    } finally {
      await t.db.execute(sql`update digital_codes set key_id = ${stored!.key_id} where listing_id = ${id}`);
    }
    await expect(assertCodeKeysUsable(t.db, t.app.config)).resolves.toBeUndefined();
  });

  it('refuses to start with a key file that is not a key, or a CODES_KEY of the wrong size', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gamesouq-codes-key-'));
    await writeFile(path.join(dataDir, 'codes-key'), 'not a key');
    await expect(assertCodeKeysUsable(t.db, { DATA_DIR: dataDir })).rejects.toThrow(/codes-key is not 32 bytes/);
    await expect(assertCodeKeysUsable(t.db, { DATA_DIR: dataDir, CODES_KEY: 'c2hvcnQ=' })).rejects.toThrow(/32 bytes/);
  });
});

describe('sellers with many upheld code reports', () => {
  it('are flagged for the admins when the third report in 30 days is upheld; the queue shows open and decided reports', async () => {
    const shop = await t.createUser({ role: 'trader' });
    const id = await postAd(t, {
      token: shop.token,
      approveWith: admin.token,
      fields: { title: 'Xbox 100 SAR', price: '50', type: 'digital_code', region: 'SA', location: '' },
    });
    await t.request('POST', `/api/user/ads/${id}/codes`, { token: shop.token, body: { codes: codesOf('FLAG', 8) } });
    const reported = async (reason: 'not_working' | 'already_used' = 'not_working') => {
      const buyer = await t.createUser();
      const orderId = ((await buyOne(buyer, id)).body as TCheckoutReply).orders[0]!.id;
      await reveal(buyer, orderId);
      await t.request('POST', `/api/user/orders/${orderId}/codes/report`, {
        token: buyer.token,
        body: { reason, details: 'Redeem failed' },
      });
      return { buyer, orderId };
    };
    const isFlagged = async () => {
      const clients = await t.request<TClientListReply>('GET', `/api/admin/users?search=${encodeURIComponent(shop.email)}`, {
        token: admin.token,
      });
      return clients.body.find((client) => client.id === shop.id)?.codeReportsFlagged;
    };
    const decide = (orderId: string, decision: 'refund' | 'reject') =>
      t.request('POST', `/api/admin/code-reports/${orderId}/decide`, { token: admin.token, body: { decision, note: 'Checked' } });

    const first = await reported();
    await t.request('POST', `/api/user/orders/${first.orderId}/codes/answer`, { token: shop.token, body: { action: 'replace' } });
    const second = await reported('already_used');
    await t.request('POST', `/api/user/orders/${second.orderId}/codes/answer`, { token: shop.token, body: { action: 'refund' } });
    // A report the admin rejects is not upheld: it does not count.
    const rejected = await reported();
    expect((await decide(rejected.orderId, 'reject')).status).toBe(200);
    expect(await isFlagged()).toBe(false);

    const third = await reported();
    const queue = await t.request<TAdminCodeReportsReply>('GET', '/api/admin/code-reports?state=open', { token: admin.token });
    const open = queue.body.reports.find((report) => report.orderId === third.orderId)!;
    expect(open).toMatchObject({
      status: 'open',
      reason: 'not_working',
      details: 'Redeem failed',
      listing: { id, title: 'Xbox 100 SAR' },
      seller: { id: shop.id, validReports: 2, flagged: false },
      buyer: { id: third.buyer.id },
    });
    expect(new Date(open.sellerDeadline).getTime()).toBeGreaterThan(Date.now());
    // A buyer or the seller cannot read or decide the queue.
    expect((await t.request('GET', '/api/admin/code-reports', { token: shop.token })).status).toBe(403);
    expect((await decide(third.orderId, 'refund')).status).toBe(200);
    expect(await isFlagged()).toBe(true);

    const decided = await t.request<TAdminCodeReportsReply>('GET', '/api/admin/code-reports?state=decided', { token: admin.token });
    const mine = decided.body.reports.filter((report) => report.seller.id === shop.id);
    expect(mine.map((report) => report.status).sort()).toEqual(['refunded', 'refunded', 'rejected', 'replaced']);
    expect(mine.every((report) => report.seller.flagged && report.seller.validReports === 3)).toBe(true);
    expect(mine.find((report) => report.orderId === third.orderId)).toMatchObject({
      decisionNote: 'Checked',
      decidedAt: expect.any(String),
    });
    expect(decided.body.reports.some((report) => report.status === 'open')).toBe(false);
    const profile = await t.request<{ user: { codeReportsFlagged: boolean } }>('POST', `/api/admin/users/${shop.id}/view`, {
      token: admin.token,
    });
    expect(profile.body.user.codeReportsFlagged).toBe(true);
    await expectLedgerInvariants(t.db);
  });
});

describe('order lists beside the order pages', () => {
  it("carry a code order's kind and reveal state, so the wallet and the dashboard word it as the order page does", async () => {
    const [secret] = codesOf('LISTS', 1);
    const { id } = await codeListing([secret!], 'Lists wording');
    const buyer = await t.createUser();
    const orderId = ((await buyOne(buyer, id)).body as TCheckoutReply).orders[0]!.id;
    const pendingRow = async () => {
      const reply = await t.request<TPendingOrdersReply>('GET', '/api/user/wallet/pending-orders', { token: buyer.token });
      return reply.body.pendingOrders.find((order) => order.id === orderId);
    };
    const recentRow = async () => {
      const reply = await t.request<TRecentOrdersReply>('GET', '/api/admin/dashboard/recent-orders', { token: admin.token });
      return reply.body.orders.find((order) => order.id === orderId);
    };
    const unrevealed = { status: 'shipped', kind: 'digital_code', digital: { kind: 'digital_code', codes: [{ revealedAt: null }] } };
    expect(await pendingRow()).toMatchObject(unrevealed);
    expect(await recentRow()).toMatchObject(unrevealed);

    await reveal(buyer, orderId);
    const [pending, recent] = [await pendingRow(), await recentRow()];
    expect(pending?.digital?.codes[0]?.revealedAt).toEqual(expect.any(String));
    expect(recent?.digital?.codes[0]?.revealedAt).toEqual(expect.any(String));
    expect(JSON.stringify([pending, recent])).not.toContain(secret);
  });
});
