import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type {
  TCheckoutReply,
  TDisputeChangeReply,
  TDisputeReply,
  TDisputesReply,
  TDoneReply,
  TErrorReply,
  TEscrowReleasedReply,
  TNotificationsReply,
  TOrderReply,
  TWalletBalanceReply,
  TWalletReply,
} from '@gamesouq/core';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction.js';
import { sweepOrders } from '../../jobs/escrow-sweeper.js';
import { expectLedgerInvariants } from '../../test/ledger-invariants.js';
import { imageBytes, postAd } from '../../test/listing-fixtures.js';
import { parcelFor, TEST_CARD } from '../../test/order-fixtures.js';
import { type User, useAdmin, useTestApp } from '../../test/test-app.js';
import { recordShipmentEvent } from './record-shipment-event.js';
import { orders } from './tables.js';

const t = useTestApp();
const admin = useAdmin(t);
const balance = async (user: User) => (await t.request<TWalletBalanceReply>('GET', '/api/user/wallet/balance', { token: user.token })).body;
const details = 'The disc arrived cracked and does not load.';

async function shippedOrder({ isShipped = true } = {}) {
  const [seller, buyer] = [await t.createUser(), await t.createUser()];
  const item = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title: 'Disputed game', price: '100' } });
  await t.request('POST', '/api/user/wallet/deposit', { token: buyer.token, body: { amount: 500, ...TEST_CARD } });
  const order = (await t.checkout<TCheckoutReply>({ token: buyer.token, body: { items: [{ productId: item, quantity: 1 }] } })).body
    .orders[0]!;
  if (isShipped) {
    await t.request('PATCH', `/api/user/orders/${order.id}/status`, { token: seller.token, body: { status: 'processing' } });
    await t.request('PATCH', `/api/user/orders/${order.id}/status`, {
      token: seller.token,
      body: { status: 'shipped', ...(await parcelFor(t, { status: 'shipped', orderId: order.id, token: seller.token })) },
    });
  }
  return { seller, buyer, order };
}
const open = <T = TDisputeChangeReply>(user: User, orderId: string) =>
  t.request<T>('POST', `/api/user/orders/${orderId}/dispute`, {
    token: user.token,
    body: { reason: 'damaged', details },
  });

describe('disputes', () => {
  it('lets only the buyer of a shipped order open one, and freezes the release', async () => {
    const pending = await shippedOrder({ isShipped: false });
    expect((await open(pending.buyer, pending.order.id)).status).toBe(409);
    const { seller, buyer, order } = await shippedOrder();
    expect((await open(seller, order.id)).status).toBe(409);
    const opened = await open(buyer, order.id);
    expect(opened.status).toBe(201);
    expect(opened.body.dispute).toMatchObject({
      status: 'open',
      reason: 'damaged',
      messages: [expect.objectContaining({ role: 'buyer', body: details })],
    });
    expect((await open<TErrorReply>(buyer, order.id)).body.code).toBe('DISPUTE_NOT_ALLOWED');

    await t.db
      .update(orders)
      .set({ shippedAt: sql`now() - interval '10 days'`, protectionStartsAt: sql`now() - interval '10 days'` })
      .where(eq(orders.id, order.id));
    const release = await t.request<TEscrowReleasedReply>('POST', `/api/user/wallet/auto-withdraw/${order.id}`, { token: seller.token });
    expect(release.body.message).toBe('This order is under dispute. An admin will decide on it.');
    await sweepOrders(t.db, { releaseDays: 3, shipDays: 5, commissionPercent: 0 });
    expect(await balance(seller)).toMatchObject({ pending: 100, available: 0 });
    expect(
      (await t.request('PATCH', `/api/user/orders/${order.id}/status`, { token: admin.token, body: { status: 'canceled' } })).status,
    ).toBe(409);
  });

  it('shows one thread to both parties and admins, and nobody else', async () => {
    const { seller, buyer, order } = await shippedOrder();
    const { body } = await open(buyer, order.id);
    await t.request('POST', `/api/user/orders/${order.id}/dispute/messages`, {
      token: seller.token,
      body: { message: 'It was sealed when I shipped it.' },
    });
    await t.request('POST', `/api/admin/disputes/${body.dispute.id}/messages`, {
      token: admin.token,
      body: { message: 'Please send a photo of the parcel.' },
    });
    const thread = (await t.request<TDisputeReply>('GET', `/api/user/orders/${order.id}/dispute`, { token: buyer.token })).body.dispute
      .messages;
    expect(thread.map((m) => m.role)).toEqual(['buyer', 'seller', 'admin']);
    expect((await t.request('GET', `/api/user/orders/${order.id}/dispute`, { token: (await t.createUser()).token })).status).toBe(404);
    expect((await t.request('GET', `/api/admin/disputes/${body.dispute.id}`, { token: buyer.token })).status).toBe(403);
    const queue = await t.request<TDisputesReply>('GET', '/api/admin/disputes?status=open', { token: admin.token });
    expect(queue.body.disputes.map((d) => d.id)).toContain(body.dispute.id);
  });

  it('has no default decision: the admin picks one and gives the reason both parties then read', async () => {
    const { seller, buyer, order } = await shippedOrder();
    const { body } = await open(buyer, order.id);
    const decide = (decision: Record<string, unknown>) =>
      t.request<TErrorReply>('POST', `/api/admin/disputes/${body.dispute.id}/decide`, {
        token: admin.token,
        body: decision,
      });
    const noChoice = await decide({ note: 'The seller shipped what was listed.' });
    expect([noChoice.status, noChoice.body.fieldKeys]).toEqual([400, { decision: 'validation.disputeDecisionRequired' }]);
    for (const note of [undefined, '', '   ok   ']) {
      const noReason = await decide({ decision: 'release', ...(note === undefined ? {} : { note }) });
      expect([noReason.status, noReason.body.message]).toEqual([400, 'Write the reason both parties will read (at least 10 characters)']);
    }
    expect(
      (await t.request<TDisputesReply>('GET', '/api/admin/disputes?status=open', { token: admin.token })).body.disputes.map((d) => d.id),
    ).toContain(body.dispute.id);
    expect((await decide({ decision: 'refund', note: 'The disc in the photos is cracked.' })).status).toBe(200);
    for (const party of [buyer, seller]) {
      const seen = await t.request<TDisputeReply>('GET', `/api/user/orders/${order.id}/dispute`, { token: party.token });
      expect(seen.body.dispute).toMatchObject({ resolution: 'refund', decisionNote: 'The disc in the photos is cracked.' });
    }
  });

  it('refunds part of the escrow to the buyer and releases the rest to the seller', async () => {
    const { seller, buyer, order } = await shippedOrder();
    const { body } = await open(buyer, order.id);
    const buyerWallet = async () => (await t.request<TWalletReply>('GET', '/api/user/wallet', { token: buyer.token })).body.wallet.buyer;
    expect(await buyerWallet()).toMatchObject({ inEscrow: 100, refundsPending: 100, refundOrders: 1, spentThisMonth: 100 });
    const noAmount = await t.request<TDisputeChangeReply>('POST', `/api/admin/disputes/${body.dispute.id}/decide`, {
      token: admin.token,
      body: { decision: 'partial_refund', note: 'Half of the items were damaged.' },
    });
    expect(noAmount.body.message).toBe('Please enter the amount to refund');
    const decided = await t.request<TDisputeChangeReply>('POST', `/api/admin/disputes/${body.dispute.id}/decide`, {
      token: admin.token,
      body: { decision: 'partial_refund', refundAmount: 30, note: 'Partial damage: 30 SAR back.' },
    });
    expect(decided.body.dispute).toMatchObject({ status: 'resolved', resolution: 'partial_refund', refundAmount: 30 });
    expect(await balance(buyer)).toMatchObject({ available: 500 - 100 + 30 });
    expect(await balance(seller)).toMatchObject({ available: 70, pending: 0 });
    expect(await buyerWallet()).toEqual({ inEscrow: 0, escrowOrders: 0, refundsPending: 0, refundOrders: 0, spentThisMonth: 70 });
    const again = await t.request('POST', `/api/admin/disputes/${body.dispute.id}/decide`, {
      token: admin.token,
      body: { decision: 'release', note: 'Decided on the photos of both parties.' },
    });
    expect(again.status).toBe(409);
    await expectLedgerInvariants(t.db);
  });

  it('refunds the buyer in full, or releases to the seller', async () => {
    const a = await shippedOrder();
    const disputeA = (await open(a.buyer, a.order.id)).body.dispute.id;
    await t.request('POST', `/api/admin/disputes/${disputeA}/decide`, {
      token: admin.token,
      body: { decision: 'refund', note: 'Decided on the photos of both parties.' },
    });
    expect(await balance(a.buyer)).toMatchObject({ available: 500 });
    expect((await t.request<TOrderReply>('GET', `/api/user/orders/${a.order.id}`, { token: a.buyer.token })).body.status).toBe('canceled');
    const b = await shippedOrder();
    const disputeB = (await open(b.buyer, b.order.id)).body.dispute.id;
    await t.request('POST', `/api/admin/disputes/${disputeB}/decide`, {
      token: admin.token,
      body: { decision: 'release', note: 'Decided on the photos of both parties.' },
    });
    expect(await balance(b.seller)).toMatchObject({ available: 100 });
    await expectLedgerInvariants(t.db);
  });
});

describe('dispute photos and notices', () => {
  const form = (fields: Record<string, string>, photos: Buffer[]) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    for (const [i, photo] of photos.entries()) body.append('photos', new Blob([new Uint8Array(photo)]), `photo-${i}.png`);
    return body;
  };
  const photo = (url: string, user: User) => fetch(`${t.baseUrl}${url}`, { headers: { authorization: `Bearer ${user.token}` } });
  /** The user's notifications of `event`, once the queue has delivered what the calls so far recorded. */
  const events = async (user: User, event: string) => {
    await t.jobsSettled();
    return (
      await t.request<TNotificationsReply>('GET', '/api/user/notifications?limit=100', { token: user.token })
    ).body.notifications.filter((n) => n.data?.event === event);
  };
  const storedFiles = async () => readdir(path.join(t.storageDir, 'disputes')).catch(() => [] as string[]);

  it('opens a dispute with photos, re-encoded to WebP and shown only to the parties and admins', async () => {
    const { seller, buyer, order } = await shippedOrder();
    const opened = await t.request<TDisputeChangeReply>('POST', `/api/user/orders/${order.id}/dispute`, {
      token: buyer.token,
      body: form({ reason: 'damaged', details }, [await imageBytes('png'), await imageBytes('jpeg', { color: '#ef4444' })]),
    });
    expect(opened.status).toBe(201);
    const first = opened.body.dispute.messages[0]!;
    expect(first).toMatchObject({ role: 'buyer', body: details });
    expect(first.photos).toHaveLength(2);
    expect(first.photos[0]).toMatchObject({ width: 640, height: 480 });
    for (const viewer of [buyer, seller, admin]) {
      const reply = await photo(first.photos[0]!.url, viewer);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await reply.arrayBuffer());
      expect([bytes.subarray(0, 4).toString('latin1'), bytes.subarray(8, 12).toString('latin1')]).toEqual(['RIFF', 'WEBP']);
    }
    expect((await photo(first.photos[1]!.thumbUrl, seller)).status).toBe(200);
    expect((await photo(first.photos[0]!.url, await t.createUser())).status).toBe(404);
    expect((await fetch(`${t.baseUrl}${first.photos[0]!.url}`)).status).toBe(401);
    const admins = (await t.request<TDisputeReply>('GET', `/api/admin/disputes/${opened.body.dispute.id}`, { token: admin.token })).body
      .dispute;
    expect(admins.messages[0]!.photos.map((p) => p.id)).toEqual(first.photos.map((p) => p.id));
  });

  it('refuses a file that is not an image, or too many photos, and keeps nothing', async () => {
    const { buyer, order } = await shippedOrder();
    const before = await storedFiles();
    const fake = Buffer.from('%PDF-1.4 this is not a photo');
    const bad = await t.request<TDisputeChangeReply>('POST', `/api/user/orders/${order.id}/dispute`, {
      token: buyer.token,
      body: form({ reason: 'damaged', details }, [await imageBytes('png'), fake]),
    });
    expect([bad.status, bad.body.message]).toEqual([400, 'Please select a valid image file (JPG, PNG, GIF, WebP)']);
    const many = await t.request<TDisputeChangeReply>('POST', `/api/user/orders/${order.id}/dispute`, {
      token: buyer.token,
      body: form(
        { reason: 'damaged', details },
        await Promise.all(Array.from({ length: 9 }, () => imageBytes('png', { width: 40, height: 40 }))),
      ),
    });
    expect(many.body.message).toBe('You can only upload up to 8 photos');
    const short = await t.request<TDisputeChangeReply>('POST', `/api/user/orders/${order.id}/dispute`, {
      token: buyer.token,
      body: form({ reason: 'damaged', details: 'short' }, [await imageBytes('png')]),
    });
    expect(short.body.message).toBe('Please describe the problem in at least 10 characters');
    expect((await t.request('GET', `/api/user/orders/${order.id}/dispute`, { token: buyer.token })).status).toBe(404);
    expect(await storedFiles()).toEqual(before);
  });

  it('tells the seller about a new dispute, the other side about each message, and both about the decision', async () => {
    const { seller, buyer, order } = await shippedOrder();
    const { body } = await open(buyer, order.id);
    expect(await events(seller, 'disputed')).toEqual([
      expect.objectContaining({ orderId: order.id, title: 'Dispute opened', actionUrl: `/orders/${order.id}` }),
    ]);
    expect(await events(buyer, 'disputed')).toEqual([]);

    const withPhotoOnly = await t.request<TDoneReply>('POST', `/api/user/orders/${order.id}/dispute/messages`, {
      token: seller.token,
      body: form({}, [await imageBytes('webp')]),
    });
    expect(withPhotoOnly.body.message).toBe('Message sent successfully');
    const empty = await t.request<TDoneReply>('POST', `/api/user/orders/${order.id}/dispute/messages`, {
      token: buyer.token,
      body: { message: ' ' },
    });
    expect(empty.body.message).toBe('Please write a message');
    expect(await events(buyer, 'dispute_message')).toHaveLength(1);
    expect(await events(seller, 'dispute_message')).toHaveLength(0);

    await t.request('POST', `/api/admin/disputes/${body.dispute.id}/messages`, {
      token: admin.token,
      body: form({ message: 'Please send the courier receipt.' }, [await imageBytes('gif')]),
    });
    expect(await events(buyer, 'dispute_message')).toHaveLength(2);
    expect(await events(seller, 'dispute_message')).toHaveLength(1);
    const thread = (await t.request<TDisputeReply>('GET', `/api/user/orders/${order.id}/dispute`, { token: buyer.token })).body.dispute
      .messages;
    expect(thread.map((m) => [m.role, m.body, m.photos.length])).toEqual([
      ['buyer', details, 0],
      ['seller', '', 1],
      ['admin', 'Please send the courier receipt.', 1],
    ]);

    await t.request('POST', `/api/admin/disputes/${body.dispute.id}/decide`, {
      token: admin.token,
      body: { decision: 'release', note: 'Decided on the photos of both parties.' },
    });
    expect(await events(buyer, 'dispute_decided')).toHaveLength(1);
    expect(await events(seller, 'dispute_decided')).toHaveLength(1);
  });

  it('shows the parties and admins an evidence timeline: the order’s milestones, the carrier’s events and the messages with photos', async () => {
    const { seller, buyer, order } = await shippedOrder();
    await inTransaction(t.db, (tx) =>
      recordShipmentEvent(tx, { orderId: order.id, event: 'out_for_delivery', occurredAt: new Date(), source: 'webhook' }),
    );
    const opened = await t.request<TDisputeChangeReply>('POST', `/api/user/orders/${order.id}/dispute`, {
      token: buyer.token,
      body: form({ reason: 'damaged', details }, [await imageBytes('png')]),
    });
    await t.request('POST', `/api/user/orders/${order.id}/dispute/messages`, {
      token: seller.token,
      body: form({ message: 'It left here intact.' }, []),
    });
    const timelines = [
      (await t.request<TDisputeReply>('GET', `/api/user/orders/${order.id}/dispute`, { token: buyer.token })).body.dispute.evidence,
      (await t.request<TDisputeReply>('GET', `/api/user/orders/${order.id}/dispute`, { token: seller.token })).body.dispute.evidence,
      (await t.request<TDisputeReply>('GET', `/api/admin/disputes/${opened.body.dispute.id}`, { token: admin.token })).body.dispute
        .evidence,
    ];
    for (const evidence of timelines) {
      expect(evidence.map((e) => `${e.kind}:${e.event}:${e.role}`)).toEqual([
        'milestone:placed:buyer',
        'milestone:shipped:seller',
        'carrier:out_for_delivery:carrier',
        'milestone:disputed:buyer',
        'message:message:buyer',
        'message:message:seller',
      ]);
      expect(evidence[4]).toMatchObject({ body: details, photos: [expect.objectContaining({ width: 640, height: 480 })] });
      expect(evidence[5]).toMatchObject({ body: 'It left here intact.' });
      expect(evidence[5]!.photos).toBeUndefined();
    }
  });
});
