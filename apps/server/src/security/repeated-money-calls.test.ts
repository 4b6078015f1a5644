import type {
  TCartReply,
  TCheckoutReply,
  TDepositReply,
  TDisputeChangeReply,
  TErrorReply,
  TEscrowReleasedReply,
  TOrdersReply,
  TWithdrawReply,
} from '@gamesouq/core';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../modules/orders/tables.js';
import { expectLedgerInvariants } from '../test/ledger-invariants.js';
import { moneyHelpers, type User } from '../test/money-fixtures.js';
import { TEST_CARD } from '../test/order-fixtures.js';
import { useAdmin, useTestApp } from '../test/test-app.js';

/**
 * Money calls sent ten times at once without an Idempotency-Key, as a retrying phone or two open devices send them:
 * the money moves once, the other calls are told why (or get the first reply), and the ledger holds.
 */
const t = useTestApp();
const admin = useAdmin(t);

const m = () => moneyHelpers(t, () => admin);
const tenTimes = <T>(call: () => Promise<T>) => Promise.all(Array.from({ length: 10 }, call));
const statuses = (replies: { status: number }[]) => replies.map((reply) => reply.status).sort();
const cartLines = async (user: User) =>
  (await t.request<TCartReply>('GET', '/api/user/cart', { token: user.token })).body.cart.flatMap((group) => group.items);

describe('a cart', () => {
  it('is checked out once: one order, paid once, the other nine told that the cart is empty', async () => {
    const { ad, fund, balance } = m();
    const [seller, buyer] = [await t.createUser(), await t.createUser()];
    const item = await ad(seller, { title: 'One cart', price: '100', quantity: '20' });
    await fund(buyer, 1000);
    await t.request('POST', '/api/user/cart', { token: buyer.token, body: { productId: item, quantity: 2 } });

    const replies = await tenTimes(() => t.request<TCheckoutReply>('POST', '/api/user/orders', { token: buyer.token, body: {} }));
    expect(statuses(replies)).toEqual([201, ...Array(9).fill(409)]);
    for (const refused of replies.filter((reply) => reply.status === 409)) {
      expect(refused.body).toMatchObject({ code: 'CART_EMPTY', message: 'Your cart is empty' });
    }
    expect((await t.request<TOrdersReply>('GET', '/api/user/orders', { token: buyer.token })).body.orders).toHaveLength(1);
    expect(await balance(buyer)).toMatchObject({ available: 1000 - 200 });
    expect(await balance(seller)).toMatchObject({ pending: 200 });
    expect(await cartLines(buyer)).toEqual([]);
    await expectLedgerInvariants(t.db);
  });

  it('bought from two devices with the lines named: the second is told the cart has changed', async () => {
    const { ad, fund, balance } = m();
    const [seller, buyer] = [await t.createUser(), await t.createUser()];
    const item = await ad(seller, { title: 'Two devices', price: '50', quantity: '20' });
    await fund(buyer, 1000);
    await t.request('POST', '/api/user/cart', { token: buyer.token, body: { productId: item, quantity: 1 } });
    const body = { items: [{ productId: item, quantity: 1 }] };

    const replies = await tenTimes(() => t.request<TCheckoutReply>('POST', '/api/user/orders', { token: buyer.token, body }));
    expect(statuses(replies)).toEqual([201, ...Array(9).fill(409)]);
    expect(await balance(buyer)).toMatchObject({ available: 1000 - 50 });
    await expectLedgerInvariants(t.db);
  });

  it('keeps what was not bought: a checkout of part of a line leaves the rest in the cart', async () => {
    const { ad, fund } = m();
    const [seller, buyer] = [await t.createUser(), await t.createUser()];
    const item = await ad(seller, { title: 'Part of a line', price: '10', quantity: '5' });
    await fund(buyer, 100);
    await t.request('POST', '/api/user/cart', { token: buyer.token, body: { productId: item, quantity: 3 } });
    const placed = await t.request<TCheckoutReply>('POST', '/api/user/orders', {
      token: buyer.token,
      body: { items: [{ productId: item, quantity: 1 }] },
    });
    expect(placed.status).toBe(201);
    expect(await cartLines(buyer)).toEqual([expect.objectContaining({ productId: item, quantity: 2 })]);
  });

  it('never holds more than the stock, however many adds arrive at once', async () => {
    const { ad } = m();
    const [seller, buyer] = [await t.createUser(), await t.createUser()];
    const item = await ad(seller, { title: 'Five left', price: '10', quantity: '5' });
    const replies = await tenTimes(() =>
      t.request<TErrorReply>('POST', '/api/user/cart', { token: buyer.token, body: { productId: item, quantity: 1 } }),
    );
    expect(statuses(replies)).toEqual([...Array(5).fill(200), ...Array(5).fill(409)]);
    expect(replies.find((reply) => reply.status === 409)!.body.code).toBe('OUT_OF_STOCK');
    expect(await cartLines(buyer)).toEqual([expect.objectContaining({ productId: item, quantity: 5 })]);
  });
});

describe('the wallet', () => {
  it('charges a card once for ten identical top-ups, answering each with the first reply', async () => {
    const { balance } = m();
    const user = await t.createUser();
    const body = { amount: 75, description: 'Top-up', ...TEST_CARD };
    const replies = await tenTimes(() => t.request<TDepositReply>('POST', '/api/user/wallet/deposit', { token: user.token, body }));
    expect(statuses(replies)).toEqual(Array(10).fill(200));
    for (const reply of replies) expect(reply.body).toEqual(replies[0]!.body);
    expect(await balance(user)).toMatchObject({ available: 75 });
    // Another amount is another top-up.
    await t.request('POST', '/api/user/wallet/deposit', { token: user.token, body: { ...body, amount: 25 } });
    expect(await balance(user)).toMatchObject({ available: 100 });
    await expectLedgerInvariants(t.db);
  });

  it('takes a top-up again once the retry window has passed', async () => {
    const { balance } = m();
    const user = await t.createUser();
    const body = { amount: 30, ...TEST_CARD };
    await t.request('POST', '/api/user/wallet/deposit', { token: user.token, body });
    await t.db.execute(sql`update idempotency_keys set created_at = now() - interval '2 minutes' where user_id = ${user.id}`);
    await t.request('POST', '/api/user/wallet/deposit', { token: user.token, body });
    expect(await balance(user)).toMatchObject({ available: 60 });
  });

  it('holds one withdrawal for ten identical requests', async () => {
    const { fund, balance } = m();
    const user = await t.createUser();
    await fund(user, 500);
    const body = { amount: 100, description: 'Payout', account_info: 'SA0380000000608010167519' };
    const replies = await tenTimes(() => t.request<TWithdrawReply>('POST', '/api/user/wallet/withdraw', { token: user.token, body }));
    expect(new Set(replies.map((reply) => reply.body.id)).size).toBe(1);
    expect(await balance(user)).toMatchObject({ available: 400, held: 100 });
    await expectLedgerInvariants(t.db);
  });
});

describe('an order', () => {
  it('is completed once when the buyer confirms delivery ten times at once', async () => {
    const { handedOverOrder, balance } = m();
    const { buyer, seller, order } = await handedOverOrder();
    const replies = await tenTimes(() =>
      t.request<TEscrowReleasedReply>('POST', `/api/user/wallet/confirm-delivery/${order.id}`, { token: buyer.token }),
    );
    expect(statuses(replies)).toEqual([200, ...Array(9).fill(409)]);
    expect(await balance(seller)).toMatchObject({ available: 100, pending: 0 });
    await expectLedgerInvariants(t.db);
  });

  it('is released once when its seller asks ten times at once', async () => {
    const { handedOverOrder, balance } = m();
    const { seller, order } = await handedOverOrder();
    await t.db
      .update(orders)
      .set({ shippedAt: sql`now() - interval '4 days'`, protectionStartsAt: sql`now() - interval '4 days'` })
      .where(eq(orders.id, order.id));
    const replies = await tenTimes(() =>
      t.request<TEscrowReleasedReply>('POST', `/api/user/wallet/auto-withdraw/${order.id}`, { token: seller.token }),
    );
    expect(statuses(replies)).toEqual([200, ...Array(9).fill(409)]);
    expect(await balance(seller)).toMatchObject({ available: 100, pending: 0 });
    await expectLedgerInvariants(t.db);
  });

  it('has its dispute decided once, whatever ten admins decide at the same moment', async () => {
    const { handedOverOrder, balance } = m();
    const { buyer, seller, order } = await handedOverOrder();
    const opened = await t.request<TDisputeChangeReply>('POST', `/api/user/orders/${order.id}/dispute`, {
      token: buyer.token,
      body: { reason: 'damaged', details: 'The disc arrived cracked and does not load.' },
    });
    const note = 'Decided on the photos of both parties.';
    const decisions = [
      { decision: 'release', note },
      { decision: 'refund', note },
      { decision: 'partial_refund', refundAmount: 40, note },
    ];
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.request<TDisputeChangeReply>('POST', `/api/admin/disputes/${opened.body.dispute.id}/decide`, {
          token: admin.token,
          body: decisions[i % 3],
        }),
      ),
    );
    expect(statuses(replies)).toEqual([200, ...Array(9).fill(409)]);
    const [buyerBalance, sellerBalance] = [await balance(buyer), await balance(seller)];
    // One outcome: the buyer's 400 left plus no refund, 40 or all 100; the seller gets the rest of the escrow.
    expect([
      [400, 100],
      [440, 60],
      [500, 0],
    ]).toContainEqual([buyerBalance.available, sellerBalance.available]);
    expect(sellerBalance.pending).toBe(0);
    await expectLedgerInvariants(t.db);
  });
});
