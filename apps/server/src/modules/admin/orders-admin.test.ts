import type {
  TAdminOrderCountsReply,
  TAdminOrderDeletedReply,
  TAdminOrderReply,
  TAdminOrdersReply,
  TAdminOrderUpdatedReply,
  TAdminSearchReply,
  TCheckoutReply,
  TDashboardCategoriesReply,
  TDashboardStatsReply,
  TErrorReply,
  TOrderView,
  TRecentOrdersReply,
  TWalletBalanceReply,
} from '@gamesouq/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../../test/ledger-invariants.js';
import { postAd } from '../../test/listing-fixtures.js';
import { connectSocket, nextEvent } from '../../test/sockets.js';
import { type TestApp, useTestApp } from '../../test/test-app.js';
import { percentChange } from './dashboard.js';

type User = Awaited<ReturnType<TestApp['createUser']>>;
const t = useTestApp();
let admin: User;
let shop: User;
let person: User;
let buyer: User;
const placed: Record<string, TOrderView> = {};

const asAdmin = <T = Record<string, unknown>>(method: string, url: string, body?: unknown) =>
  t.request<T>(method, url, { token: admin.token, body });
const card = { cardNumber: '4242424242424242', expiry: '12/39', cvv: '123', cardHolder: 'Buyer' };

async function buy(seller: User, title: string, price: string) {
  const id = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title, price, deliveryType: 'shipping' } });
  await t.request('POST', '/api/user/cart', { token: buyer.token, body: { productId: id } });
  const reply = await t.checkout<TCheckoutReply>({ token: buyer.token, body: { deliveryType: 'shipping' } });
  return reply.body.orders[0]!;
}

beforeAll(async () => {
  admin = await t.createUser({ role: 'admin' });
  [shop, person, buyer] = [await t.createUser({ role: 'trader' }), await t.createUser(), await t.createUser()];
  await t.request('POST', '/api/user/wallet/deposit', { token: buyer.token, body: { amount: 5000, ...card } });
  placed.shop = await buy(shop, 'Elden Ring', '300');
  placed.person = await buy(person, 'Zelda Tears', '150');
});

describe('dashboard', () => {
  it('compares with the previous period', () => {
    expect(percentChange(15, 10)).toBe(50);
    expect(percentChange(5, 10)).toBe(-50);
    expect(percentChange(3, 0)).toBe(100);
    expect(percentChange(0, 0)).toBe(0);
  });

  it('counts users, orders, revenue and ads of the period from real data', async () => {
    const stats = await asAdmin<TDashboardStatsReply>('GET', '/api/admin/dashboard/stats?period=month');
    const card = (type: string) => stats.body.stats.find((s) => s.type === type)!;
    expect(card('orders')).toMatchObject({ title: 'Total Orders', value: 2, previous: 0, change: 100, period: 'month' });
    expect(card('revenue').value).toBe(placed.shop!.total + placed.person!.total);
    expect(card('users').value).toBeGreaterThanOrEqual(3);
    expect(card('products').value).toBeGreaterThanOrEqual(2);
    expect((await asAdmin('GET', '/api/admin/dashboard/stats?period=decade')).status).toBe(400);
    const categories = await asAdmin<TDashboardCategoriesReply>('GET', '/api/admin/dashboard/categories');
    expect(categories.body.categories[0]).toMatchObject({
      name: expect.any(String),
      color: expect.stringMatching(/^#/),
      gamesCount: expect.any(Number),
    });
    const recent = await asAdmin<TRecentOrdersReply>('GET', '/api/admin/dashboard/recent-orders');
    expect(recent.body.orders[0]).toMatchObject({
      status: 'pending',
      product: { name: 'Zelda Tears', price: 150, originalPrice: 150 },
      customer: { name: expect.any(String), verified: false },
    });
  });
});

describe('orders', () => {
  it('lists by tab with counts, search by # or name, sorts and pages', async () => {
    const counts = await asAdmin<TAdminOrderCountsReply>('GET', '/api/admin/orders/counts');
    expect(counts.body).toMatchObject({ all: 2, traders: 1, person: 1, awaiting: 2, shipped: 0, delivered: 0 });
    const traders = await asAdmin<TAdminOrdersReply>('GET', '/api/admin/orders?type=traders');
    expect(traders.body.orders).toEqual([
      expect.objectContaining({ id: placed.shop!.id, customer: expect.objectContaining({ id: shop.id, type: 'Store' }) }),
    ]);
    const byNumber = await asAdmin<TAdminOrdersReply>('GET', `/api/admin/orders?search=${encodeURIComponent(placed.person!.orderId)}`);
    expect(byNumber.body.orders.map((o) => o.id)).toEqual([placed.person!.id]);
    const byAmount = await asAdmin<TAdminOrdersReply>('GET', '/api/admin/orders?sort=amount');
    expect(byAmount.body.orders.map((o) => o.id)).toEqual([placed.shop!.id, placed.person!.id]);
    const paged = await asAdmin<TAdminOrdersReply>('GET', '/api/admin/orders?limit=1&page=2&sort=amount');
    expect(paged.body.orders.map((o) => o.id)).toEqual([placed.person!.id]);
    expect(paged.body.pagination).toEqual({ currentPage: 2, totalPages: 2, totalItems: 2, itemsPerPage: 1 });
    const search = await asAdmin<TAdminSearchReply>('GET', '/api/admin/search?q=Zelda');
    expect(search.body.orders).toEqual([]);
    expect(
      (await asAdmin<TAdminSearchReply>('GET', `/api/admin/search?q=${encodeURIComponent(placed.shop!.orderId)}`)).body.orders[0]!.id,
    ).toBe(placed.shop!.id);
  });

  it('shows the real order and edits status through the state machine and the shipping address', async () => {
    const number = placed.shop!.orderId.slice(1);
    const detail = await asAdmin<TAdminOrderReply>('GET', `/api/admin/orders/${number}`);
    expect(detail.body.order).toMatchObject({
      id: placed.shop!.id,
      total: placed.shop!.total,
      payments: [expect.objectContaining({ kind: 'purchase' })],
    });
    expect(detail.body.order.timeline.map((s) => s.key)).toEqual(['placed']);

    const socket = await connectSocket(t.baseUrl, buyer.token);
    const processing = await asAdmin<TAdminOrderUpdatedReply>('PUT', `/api/admin/orders/${placed.shop!.id}`, {
      status: 'processing',
      shippingAddress: { city: 'Jeddah', address: 'Tahlia St 5' },
    });
    expect(processing.body).toMatchObject({
      message: 'Order updated successfully',
      order: { status: 'processing', shippingAddress: { city: 'Jeddah' } },
    });
    const told = nextEvent(socket, 'notification', (n) => n.title === 'Order shipped');
    await asAdmin('PUT', `/api/admin/orders/${placed.shop!.id}`, { status: 'shipped' });
    await told;
    socket.close();
    expect((await asAdmin('PUT', `/api/admin/orders/${placed.shop!.id}`, { status: 'completed' })).status).toBe(409);
    expect((await asAdmin('PUT', `/api/admin/orders/${placed.shop!.id}`, { status: 'bogus' })).status).toBe(400);
    expect((await asAdmin<TAdminOrderCountsReply>('GET', '/api/admin/orders/counts')).body).toMatchObject({ shipped: 1, awaiting: 1 });
    const audit = await asAdmin<{ entries: unknown[] }>('GET', '/api/admin/audit-log?action=orders.update');
    expect(audit.body.entries[0]).toMatchObject({
      entityId: placed.shop!.id,
      before: { status: 'processing' },
      after: { status: 'shipped' },
    });
  });

  it('deletes only settled orders, with the leading # stripped; a cancel by the admin refunds the buyer', async () => {
    const key = encodeURIComponent(placed.person!.orderId);
    const refused = await asAdmin<TErrorReply>('DELETE', `/api/admin/orders/${key}`);
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'Only completed or cancelled orders can be deleted. Cancel the order first.',
    ]);
    const before = (await t.request<TWalletBalanceReply>('GET', '/api/user/wallet/balance', { token: buyer.token })).body;
    await asAdmin('PUT', `/api/admin/orders/${key}`, { status: 'canceled', reason: 'Seller unreachable' });
    const after = (await t.request<TWalletBalanceReply>('GET', '/api/user/wallet/balance', { token: buyer.token })).body;
    expect(after.available).toBeCloseTo(before.available + placed.person!.total, 2);
    expect((await asAdmin<TAdminOrderDeletedReply>('DELETE', `/api/admin/orders/${key}`)).body.message).toBe('Order deleted successfully');
    expect((await asAdmin('GET', `/api/admin/orders/${key}`)).status).toBe(404);
    expect((await asAdmin<TAdminOrderCountsReply>('GET', '/api/admin/orders/counts')).body.all).toBe(1);
    expect((await t.request('GET', `/api/user/orders/${placed.person!.id}`, { token: buyer.token })).status).toBe(200);
    expect((await asAdmin('DELETE', '/api/admin/orders/%23999999')).status).toBe(404);
    await expectLedgerInvariants(t.db);
  });
});
