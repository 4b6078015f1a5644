import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOrders } from '../../jobs/escrow-sweeper.js';
import { expectLedgerInvariants } from '../../test/ledger-invariants.js';
import { postAd } from '../../test/listing-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { orders } from './tables.js';

type Body = Record<string, any>;
type User = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let admin: User;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t.close());

const card = { cardNumber: '4242424242424242', expiry: '12/39', cvv: '123', cardHolder: 'Buyer' };
const balance = async (user: User) => (await t.request<Body>('GET', '/api/user/wallet/balance', { token: user.token })).body;
const details = 'The disc arrived cracked and does not load.';

async function shippedOrder({ isShipped = true } = {}) {
  const [seller, buyer] = [await t.createUser(), await t.createUser()];
  const item = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title: 'Disputed game', price: '100' } });
  await t.request('POST', '/api/user/wallet/deposit', { token: buyer.token, body: { amount: 500, ...card } });
  const order = (
    await t.request<Body>('POST', '/api/user/orders', { token: buyer.token, body: { items: [{ productId: item, quantity: 1 }] } })
  ).body.orders[0];
  if (isShipped) {
    await t.request('PATCH', `/api/user/orders/${order.id}/status`, { token: seller.token, body: { status: 'processing' } });
    await t.request('PATCH', `/api/user/orders/${order.id}/status`, { token: seller.token, body: { status: 'shipped' } });
  }
  return { seller, buyer, order };
}
const open = (user: User, orderId: string) =>
  t.request<Body>('POST', `/api/user/orders/${orderId}/dispute`, { token: user.token, body: { reason: 'damaged', details } });

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
    expect((await open(buyer, order.id)).body.code).toBe('DISPUTE_NOT_ALLOWED');

    await t.db.update(orders).set({ shippedAt: sql`now() - interval '10 days'` }).where(eq(orders.id, order.id));
    const release = await t.request<Body>('POST', `/api/user/wallet/auto-withdraw/${order.id}`, { token: seller.token });
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
    const thread = (await t.request<Body>('GET', `/api/user/orders/${order.id}/dispute`, { token: buyer.token })).body.dispute.messages;
    expect(thread.map((m: Body) => m.role)).toEqual(['buyer', 'seller', 'admin']);
    expect((await t.request('GET', `/api/user/orders/${order.id}/dispute`, { token: (await t.createUser()).token })).status).toBe(404);
    expect((await t.request('GET', `/api/admin/disputes/${body.dispute.id}`, { token: buyer.token })).status).toBe(403);
    const queue = await t.request<Body>('GET', '/api/admin/disputes?status=open', { token: admin.token });
    expect(queue.body.disputes.map((d: Body) => d.id)).toContain(body.dispute.id);
  });

  it('refunds part of the escrow to the buyer and releases the rest to the seller', async () => {
    const { seller, buyer, order } = await shippedOrder();
    const { body } = await open(buyer, order.id);
    const noAmount = await t.request<Body>('POST', `/api/admin/disputes/${body.dispute.id}/decide`, {
      token: admin.token,
      body: { decision: 'partial_refund' },
    });
    expect(noAmount.body.message).toBe('Please enter the amount to refund');
    const decided = await t.request<Body>('POST', `/api/admin/disputes/${body.dispute.id}/decide`, {
      token: admin.token,
      body: { decision: 'partial_refund', refundAmount: 30, note: 'Partial damage: 30 SAR back.' },
    });
    expect(decided.body.dispute).toMatchObject({ status: 'resolved', resolution: 'partial_refund', refundAmount: 30 });
    expect(await balance(buyer)).toMatchObject({ available: 500 - 110 + 30 });
    expect(await balance(seller)).toMatchObject({ available: 70, pending: 0 });
    const again = await t.request('POST', `/api/admin/disputes/${body.dispute.id}/decide`, {
      token: admin.token,
      body: { decision: 'release' },
    });
    expect(again.status).toBe(409);
    await expectLedgerInvariants(t.db);
  });

  it('refunds the buyer in full, or releases to the seller', async () => {
    const a = await shippedOrder();
    const disputeA = (await open(a.buyer, a.order.id)).body.dispute.id;
    await t.request('POST', `/api/admin/disputes/${disputeA}/decide`, { token: admin.token, body: { decision: 'refund' } });
    expect(await balance(a.buyer)).toMatchObject({ available: 500 });
    expect((await t.request<Body>('GET', `/api/user/orders/${a.order.id}`, { token: a.buyer.token })).body.status).toBe('canceled');
    const b = await shippedOrder();
    const disputeB = (await open(b.buyer, b.order.id)).body.dispute.id;
    await t.request('POST', `/api/admin/disputes/${disputeB}/decide`, { token: admin.token, body: { decision: 'release' } });
    expect(await balance(b.seller)).toMatchObject({ available: 100 });
    await expectLedgerInvariants(t.db);
  });
});
