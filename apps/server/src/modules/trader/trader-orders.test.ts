import type {
  TAvatarReply,
  TChatMessageReply,
  TChatMessagesReply,
  TCheckoutReply,
  TNotificationsReply,
  TOrderProofsReply,
  TOrderReply,
  TPreferencesReply,
  TStartChatReply,
  TTraderChatListReply,
  TTraderDashboardReply,
  TTraderNotificationsReply,
  TTraderNotificationView,
  TTraderOrderChangeReply,
  TTraderOrderReply,
  TTraderOrdersReply,
  TTraderWalletReply,
  TTraderWithdrawReply,
} from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../../test/ledger-invariants.js';
import { imageBytes, postAd } from '../../test/listing-fixtures.js';
import { parcelFor, TEST_CARD } from '../../test/order-fixtures.js';
import { type User, useAdmin, useTestApp } from '../../test/test-app.js';
import { plainPdf } from '../../test/upload-fixtures.js';

const t = useTestApp();
const admin = useAdmin(t);

/** A buyer (a new user unless given) buys one of the trader's new product; returns the order id. */
type SaleOptions = { price?: string; deliveryType?: string; title?: string; quantity?: string; buyer?: User };

async function sale(
  trader: User,
  { price = '200', deliveryType = 'shipping', title = 'Sold game', quantity = '1', buyer: given }: SaleOptions = {},
) {
  const buyer = given ?? (await t.createUser());
  const id = await postAd(t, { token: trader.token, approveWith: admin.token, fields: { title, price, deliveryType, quantity } });
  await t.request('POST', '/api/user/wallet/deposit', { token: buyer.token, body: { amount: 1000, ...TEST_CARD } });
  const placed = await t.checkout<TCheckoutReply>({
    token: buyer.token,
    body: {
      items: [{ productId: id, quantity: 1 }],
      deliveryType: deliveryType === 'hand' ? 'pickup' : 'shipping',
      shippingAddress: { fullName: 'Sara', phone: '+966500000001', city: 'Riyadh', address: 'King Fahd Rd' },
    },
  });
  return { orderId: placed.body.orders[0]!.id, number: placed.body.orders[0]!.number, listingId: id, buyer };
}

/** Moves an order's placing, its money and its events `days` into the past, as if it had happened then. */
async function backdate(orderId: string, days: number) {
  const shift = sql`interval '1 day' * ${days}`;
  await t.db.execute(
    sql`update orders set created_at = created_at - ${shift}, completed_at = completed_at - ${shift} where id = ${orderId}`,
  );
  await t.db.execute(sql`update journal_entries set created_at = created_at - ${shift} where order_id = ${orderId}`);
  await t.db.execute(sql`update seller_activity set created_at = created_at - ${shift} where subject_id = ${orderId}`);
}

/** A sale that the buyer has received: the funds are released to the trader. */
async function completedSale(trader: User, options: SaleOptions = {}) {
  const done = await sale(trader, options);
  await setStatus(trader, done.orderId, 'processing');
  await setStatus(trader, done.orderId, 'shipped');
  await t.request('POST', `/api/user/wallet/confirm-delivery/${done.orderId}`, { token: done.buyer.token });
  return done;
}
const setStatus = async (user: User, id: string, status: string) =>
  t.request<TTraderOrderChangeReply>('PATCH', `/api/trader/orders/${id}/status`, {
    token: user.token,
    body: { status, ...(await parcelFor(t, { status, orderId: id, token: user.token })) },
  });

describe('trader orders', () => {
  it('lists sales by tab with the spec’s fields, sorts and pages', async () => {
    const trader = await t.createUser({ role: 'trader' });
    const first = await sale(trader, { price: '100', title: 'First' });
    const second = await sale(trader, { price: '300', title: 'Second' });
    await setStatus(trader, second.orderId, 'processing');
    await setStatus(trader, second.orderId, 'shipped');
    const pending = await t.request<TTraderOrdersReply>('GET', '/api/trader/orders?tab=pending', { token: trader.token });
    expect(pending.body.orders.map((o) => o.id)).toEqual([first.orderId]);
    expect(pending.body.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 1, itemsPerPage: 10 });
    expect(pending.body.orders[0]).toMatchObject({
      status: 'pending',
      total: 100,
      customer: { name: expect.any(String), email: expect.stringContaining('@') },
      items: [{ name: 'First', quantity: 1, price: 100 }],
      shippingInfo: { phone: '+966500000001', address: 'King Fahd Rd, Riyadh' },
      nextStatuses: ['processing', 'canceled'],
    });
    const more = await t.request<TTraderOrdersReply>('GET', '/api/trader/orders?tab=more', { token: trader.token });
    expect(more.body.orders.map((o) => [o.id, o.status])).toEqual([[second.orderId, 'shipped']]);
    expect((await t.request<TTraderOrdersReply>('GET', '/api/trader/orders?tab=completed', { token: trader.token })).body.orders).toEqual(
      [],
    );
    const byTotal = await t.request<TTraderOrdersReply>('GET', '/api/trader/orders?sort=total', { token: trader.token });
    expect(byTotal.body.orders.map((o) => o.total)).toEqual([300, 100]);
    // Customer sorts by the buyer's name A to Z, status by the status's name; both differ from the date order.
    await t.db.execute(sql`update users set name = 'Zainab' where id = ${first.buyer.id}`);
    await t.db.execute(sql`update users set name = 'Ahmed' where id = ${second.buyer.id}`);
    const byCustomer = await t.request<TTraderOrdersReply>('GET', '/api/trader/orders?sort=customer', { token: trader.token });
    expect(byCustomer.body.orders.map((o) => o.customer.name)).toEqual(['Ahmed', 'Zainab']);
    await t.db.execute(sql`update users set name = 'Abdullah' where id = ${first.buyer.id}`);
    const byCustomerAgain = await t.request<TTraderOrdersReply>('GET', '/api/trader/orders?sort=customer', { token: trader.token });
    expect(byCustomerAgain.body.orders.map((o) => o.id)).toEqual([first.orderId, second.orderId]);
    const third = await sale(trader, { price: '50', title: 'Third' });
    await setStatus(trader, third.orderId, 'processing');
    const byStatus = await t.request<TTraderOrdersReply>('GET', '/api/trader/orders?sort=status', { token: trader.token });
    expect(byStatus.body.orders.map((o) => o.status)).toEqual(['pending', 'processing', 'shipped']);
    const byDate = await t.request<TTraderOrdersReply>('GET', '/api/trader/orders?sort=date', { token: trader.token });
    expect(byDate.body.orders.map((o) => o.id)).toEqual([third.orderId, second.orderId, first.orderId]);
    expect((await t.request('GET', '/api/trader/orders?sort=name', { token: trader.token })).status).toBe(400);
    const limited = await t.request<TTraderOrdersReply>('GET', '/api/trader/orders?limit=1&page=3&sort=date', { token: trader.token });
    expect(limited.body.orders.map((o) => o.id)).toEqual([first.orderId]);
    const searched = await t.request<TTraderOrdersReply>('GET', '/api/trader/orders?search=second', { token: trader.token });
    expect(searched.body.orders.map((o) => o.id)).toEqual([second.orderId]);
    const shipped = await t.request<TTraderOrdersReply>('GET', '/api/trader/orders?status=shipped', { token: trader.token });
    expect(shipped.body.orders).toHaveLength(1);
    // A buyer who is not a trader has no trader panel.
    expect((await t.request<TTraderOrderReply>('GET', `/api/trader/orders/${first.orderId}`, { token: first.buyer.token })).status).toBe(
      403,
    );
  });

  it('moves an order through the state machine, refusing what it forbids with 409', async () => {
    const trader = await t.createUser({ role: 'trader' });
    const { orderId } = await sale(trader);
    expect((await setStatus(trader, orderId, 'shipped')).status).toBe(409);
    expect((await setStatus(trader, orderId, 'completed')).status).toBe(409);
    const processing = await setStatus(trader, orderId, 'processing');
    expect(processing.body).toMatchObject({ message: 'Order status updated successfully', order: { status: 'processing' } });
    expect((await setStatus(trader, orderId, 'ready_for_pickup')).status).toBe(409);
    const shipped = await setStatus(trader, orderId, 'shipped');
    expect(shipped.body.order).toMatchObject({ status: 'shipped', nextStatuses: [] });
    expect((await setStatus(trader, orderId, 'cancelled')).status).toBe(409);
    expect((await setStatus(trader, orderId, 'bogus')).status).toBe(400);

    const other = await sale(trader);
    const cancelled = await setStatus(trader, other.orderId, 'cancelled');
    expect(cancelled.body.order.status).toBe('canceled');
    await expectLedgerInvariants(t.db);
  });

  it('answers 404 for another trader’s order on every order route', async () => {
    const trader = await t.createUser({ role: 'trader' });
    const stranger = await t.createUser({ role: 'trader' });
    const { orderId } = await sale(trader);
    const form = new FormData();
    form.append('proof', new Blob([new Uint8Array(await imageBytes())]), 'proof.png');
    for (const [method, url, body] of [
      ['GET', `/api/trader/orders/${orderId}`, undefined],
      ['PATCH', `/api/trader/orders/${orderId}/status`, { status: 'processing' }],
      ['POST', `/api/trader/orders/${orderId}/proof`, form],
      ['GET', `/api/trader/orders/${orderId}/invoice`, undefined],
    ] as const) {
      expect((await t.request(method, url, { token: stranger.token, body })).status, `${method} ${url}`).toBe(404);
    }
    expect((await t.request<TTraderOrderReply>('GET', `/api/trader/orders/${orderId}`, { token: trader.token })).body.order.status).toBe(
      'pending',
    );

    // The proof the trader uploaded is the trader's: another trader gets 404, not the file.
    const uploaded = await t.request<TOrderProofsReply>('POST', `/api/trader/orders/${orderId}/proof`, { token: trader.token, body: form });
    const proofUrl = uploaded.body.proofs[0]!.url;
    expect((await fetch(`${t.baseUrl}${proofUrl}`, { headers: { authorization: `Bearer ${trader.token}` } })).status).toBe(200);
    expect((await t.request('GET', proofUrl, { token: stranger.token })).status).toBe(404);
    expect((await t.request('GET', `/api/trader/orders/${orderId}/proofs/nope`, { token: trader.token })).status).toBe(404);
  });

  it('answers 404 for a trader’s own purchase: the panel shows sales only (decision 002)', async () => {
    const seller = await t.createUser({ role: 'trader' });
    const shopper = await t.createUser({ role: 'trader' });
    const { orderId } = await sale(seller, { buyer: shopper });
    // The purchase is the shopper's order in the general area...
    expect((await t.request<TOrderReply>('GET', `/api/user/orders/${orderId}`, { token: shopper.token })).status).toBe(200);
    // ...and no sale of theirs in the trader panel.
    for (const [method, url, body] of [
      ['GET', `/api/trader/orders/${orderId}`, undefined],
      ['PATCH', `/api/trader/orders/${orderId}/status`, { status: 'canceled' }],
      ['GET', `/api/trader/orders/${orderId}/invoice`, undefined],
    ] as const) {
      expect((await t.request(method, url, { token: shopper.token, body })).status, `${method} ${url}`).toBe(404);
    }
    expect((await t.request<TTraderOrdersReply>('GET', '/api/trader/orders', { token: shopper.token })).body.orders).toEqual([]);
    const sellerView = await t.request<TTraderOrdersReply>('GET', '/api/trader/orders', { token: seller.token });
    expect(sellerView.body.orders.map((o) => o.id)).toEqual([orderId]);
  });

  it('shows the customer’s avatar unless the customer made their profile private', async () => {
    const trader = await t.createUser({ role: 'trader' });
    const buyer = await t.createUser();
    const { orderId } = await sale(trader, { buyer });
    const customer = async () =>
      (await t.request<TTraderOrderReply>('GET', `/api/trader/orders/${orderId}`, { token: trader.token })).body.order.customer;
    expect((await customer()).avatar).toBeNull();
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(await imageBytes('jpeg'))]), 'me.jpg');
    const avatar = await t.request<TAvatarReply>('PUT', '/api/user/profile/avatar', { token: buyer.token, body: form });
    expect((await customer()).avatar).toBe(avatar.body.avatar);
    const listed = await t.request<TTraderOrdersReply>('GET', '/api/trader/orders', { token: trader.token });
    expect(listed.body.orders[0]!.customer.avatar).toBe(avatar.body.avatar);
    const prefs = await t.request<TPreferencesReply>('GET', '/api/user/preferences', { token: buyer.token });
    await t.request('PUT', '/api/user/preferences', {
      token: buyer.token,
      body: { ...prefs.body.preferences, profileVisibility: 'private' },
    });
    expect((await customer()).avatar).toBeNull();
    expect((await customer()).name).toEqual(expect.any(String));
  });

  it('takes proofs as images or PDF, refuses anything else, and serves the invoice as invoice-{id}.pdf', async () => {
    const trader = await t.createUser({ role: 'trader' });
    const { orderId } = await sale(trader);
    const form = new FormData();
    form.append('proof', new Blob([new Uint8Array(await imageBytes('jpeg'))]), 'receipt.jpg');
    form.append('proof', new Blob([new Uint8Array(await plainPdf('Waybill 123'))]), 'waybill.pdf');
    const uploaded = await t.request<TOrderProofsReply>('POST', `/api/trader/orders/${orderId}/proof`, { token: trader.token, body: form });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.proofs.map((p) => [p.name, p.type])).toEqual([
      ['receipt.jpg', 'image/webp'],
      ['waybill.pdf', 'application/pdf'],
    ]);
    const detail = await t.request<TTraderOrderReply>('GET', `/api/trader/orders/${orderId}`, { token: trader.token });
    expect(detail.body.order.proofs).toHaveLength(2);
    const pdf = await fetch(`${t.baseUrl}${detail.body.order.proofs[1]!.url}`, { headers: { authorization: `Bearer ${trader.token}` } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.text()).startsWith('%PDF-')).toBe(true);

    const bad = new FormData();
    bad.append('proof', new Blob([new TextEncoder().encode('MZ executable')]), 'virus.exe');
    const refused = await t.request<TOrderProofsReply>('POST', `/api/trader/orders/${orderId}/proof`, { token: trader.token, body: bad });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please upload an image (JPG, PNG, GIF, WebP) or a PDF file');

    const invoice = await fetch(`${t.baseUrl}/api/trader/orders/${orderId}/invoice`, {
      headers: { authorization: `Bearer ${trader.token}` },
    });
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get('content-type')).toBe('application/pdf');
    expect(invoice.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${orderId}.pdf"`);
    expect(
      Buffer.from(await invoice.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});

describe('trader dashboard and wallet', () => {
  it('counts the period’s profit, orders and received orders, and charts them', async () => {
    const trader = await t.createUser({ role: 'trader' });
    const empty = await t.request<TTraderDashboardReply>('GET', '/api/trader/dashboard', { token: trader.token });
    expect(empty.body).toMatchObject({ period: 'month', profit: 0, orders: 0, received: 0, recentActivity: [] });
    expect(empty.body.chart.length).toBeGreaterThanOrEqual(30);

    await completedSale(trader, { price: '150', title: 'Done' });
    await sale(trader, { price: '40', title: 'Open' });
    const cancelled = await sale(trader, { price: '60', title: 'Cancelled' });
    await setStatus(trader, cancelled.orderId, 'cancelled');
    const week = await t.request<TTraderDashboardReply>('GET', '/api/trader/dashboard?period=week', { token: trader.token });
    expect(week.body).toMatchObject({ period: 'week', profit: 150, orders: 2, received: 1 });
    expect(week.body.chart.length).toBeGreaterThanOrEqual(7);
    expect(week.body.chart.reduce((sum, p) => sum + p.orders, 0)).toBe(2);
    expect(week.body.chart.reduce((sum, p) => sum + p.profit, 0)).toBe(150);
    const year = await t.request<TTraderDashboardReply>('GET', '/api/trader/dashboard?period=year', { token: trader.token });
    expect(year.body.chart.length).toBeGreaterThanOrEqual(12);
    expect(year.body).toMatchObject({ profit: 150, orders: 2, received: 1 });
    expect((await t.request('GET', '/api/trader/dashboard?period=decade', { token: trader.token })).status).toBe(400);
  });

  it('leaves out what happened before the period: a week, a month, a quarter, a year', async () => {
    const trader = await t.createUser({ role: 'trader' });
    const dashboard = async (period: string) =>
      (await t.request<TTraderDashboardReply>('GET', `/api/trader/dashboard?period=${period}`, { token: trader.token })).body;
    // Released and placed 10, 40 and 100 days ago, and one today.
    await backdate((await completedSale(trader, { price: '100' })).orderId, 10);
    await backdate((await completedSale(trader, { price: '200' })).orderId, 40);
    await backdate((await completedSale(trader, { price: '400' })).orderId, 100);
    await completedSale(trader, { price: '800' });
    const expected: [string, { profit: number; orders: number; received: number }][] = [
      ['week', { profit: 800, orders: 1, received: 1 }],
      ['month', { profit: 900, orders: 2, received: 2 }],
      ['quarter', { profit: 1100, orders: 3, received: 3 }],
      ['year', { profit: 1500, orders: 4, received: 4 }],
    ];
    for (const [period, figures] of expected) {
      const body = await dashboard(period);
      expect(body, period).toMatchObject(figures);
      expect(
        body.chart.reduce((sum, p) => sum + p.orders, 0),
        period,
      ).toBe(figures.orders);
    }
    // Quarters chart by week, years by month.
    expect((await dashboard('quarter')).chart.length).toBeGreaterThanOrEqual(13);
    expect((await dashboard('quarter')).chart.length).toBeLessThanOrEqual(15);
  });

  it('lists the last 5 events as they happened: an order keeps its earlier steps and a sale adds no false product event', async () => {
    const trader = await t.createUser({ role: 'trader' });
    const activity = async () =>
      (await t.request<TTraderDashboardReply>('GET', '/api/trader/dashboard?period=week', { token: trader.token })).body.recentActivity;
    // Two in stock: selling one changes the listing's stock, not its status.
    const done = await completedSale(trader, { price: '150', title: 'Done', quantity: '2' });
    const order = `Order #${done.number}`;
    expect((await activity()).map((a) => [a.type, a.status, a.title, a.description, a.amount])).toEqual([
      ['order', 'completed', order, 'Order completed and funds released', 150],
      ['order', 'shipped', order, 'Order shipped', 150],
      ['order', 'processing', order, 'Order is being processed', 150],
      ['order', 'pending', order, 'New order received', 150],
      ['product', 'active', 'Done', 'Live on the marketplace', 150],
    ]);
    expect((await activity())[0]).toMatchObject({ subjectId: done.orderId, timestamp: expect.any(String) });

    // The last one in stock: the checkout sells the listing out, a real event of the same moment.
    const open = await sale(trader, { price: '40', title: 'Open' });
    const latest = await activity();
    expect(latest).toHaveLength(5);
    expect(
      latest
        .slice(0, 2)
        .map((a) => [a.type, a.status, a.subjectId])
        .sort(),
    ).toEqual([
      ['order', 'pending', open.orderId],
      ['product', 'sold', open.listingId],
    ]);
    expect(latest.slice(2).map((a) => [a.type, a.status, a.title])).toEqual([
      ['product', 'active', 'Open'],
      ['product', 'pending_review', 'Open'],
      ['order', 'completed', order],
    ]);

    // A withdrawal is an event too, and so is an admin's decision on it.
    await t.request('PUT', '/api/trader/profile', { token: trader.token, body: { iban: 'SA0380000000608010167519' } });
    const withdrawal = await t.request<TTraderWithdrawReply>('POST', '/api/trader/wallet/withdraw', {
      token: trader.token,
      body: { amount: 100 },
    });
    await t.request('POST', `/api/admin/withdrawals/${withdrawal.body.id}/reject`, {
      token: admin.token,
      body: { rejection_reason: 'Wrong IBAN' },
    });
    expect((await activity()).slice(0, 2).map((a) => [a.type, a.status, a.amount])).toEqual([
      ['withdrawal', 'rejected', 100],
      ['withdrawal', 'pending', 100],
    ]);
  });

  it('shows the balance and the period’s transactions, and withdraws within the limits to the profile’s bank account', async () => {
    const trader = await t.createUser({ role: 'trader' });
    const done = await sale(trader, { price: '500' });
    await setStatus(trader, done.orderId, 'processing');
    await setStatus(trader, done.orderId, 'shipped');
    await t.request('POST', `/api/user/wallet/confirm-delivery/${done.orderId}`, { token: done.buyer.token });
    await sale(trader, { price: '70' });

    const wallet = await t.request<TTraderWalletReply>('GET', '/api/trader/wallet?period=week', { token: trader.token });
    expect(wallet.body.balance).toEqual({ available: 500, pending: 70, held: 0, currency: 'SAR' });
    expect(wallet.body.withdrawalInfo).toMatchObject({ minAmount: 50, maxAmount: 10000, processingTime: '3-5 business days' });
    expect(wallet.body.transactions.map((x) => [x.type, x.amount, x.currency])).toEqual([
      ['sale', 70, 'SAR'],
      ['release', 500, 'SAR'],
      ['sale', 500, 'SAR'],
    ]);

    const withdraw = (amount: unknown, headers: Record<string, string> = {}) =>
      t.request<TTraderWithdrawReply>('POST', '/api/trader/wallet/withdraw', { token: trader.token, body: { amount }, headers });
    expect((await withdraw(100)).body.message).toBe('Please add your bank details (IBAN) in your profile before requesting a withdrawal.');
    await t.request('PUT', '/api/trader/profile', {
      token: trader.token,
      body: { iban: 'SA0380000000608010167519', bankName: 'Al Rajhi' },
    });
    expect((await withdraw(0)).body.message).toBe('Please enter a valid amount');
    expect((await withdraw('abc')).body.message).toBe('Please enter a valid amount');
    expect((await withdraw(20)).body.message).toBe('The minimum withdrawal is 50 SAR');
    expect((await withdraw(10_001)).body.message).toBe('The maximum withdrawal is 10,000 SAR');
    const tooMuch = await withdraw(600);
    expect([tooMuch.status, tooMuch.body.message]).toEqual([402, 'Insufficient balance']);
    const ok = await withdraw(200, { 'idempotency-key': 'w-1' });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ message: 'Withdrawal request submitted successfully!', status: 'pending' });
    await withdraw(200, { 'idempotency-key': 'w-1' });
    const after = await t.request<TTraderWalletReply>('GET', '/api/trader/wallet?period=all', { token: trader.token });
    expect(after.body.balance).toMatchObject({ available: 300, held: 200 });
    expect(after.body.withdrawals).toHaveLength(1);
    expect(after.body.withdrawals[0]!.account).not.toContain('0608010167519');
    await expectLedgerInvariants(t.db);
  });
});

describe('trader wallet periods', () => {
  it('leaves transactions older than the period out of the week and the month, and keeps them in the quarter and all', async () => {
    const trader = await t.createUser({ role: 'trader' });
    const old = await completedSale(trader, { price: '300' });
    await backdate(old.orderId, 40);
    await sale(trader, { price: '70' });
    const wallet = async (period: string) =>
      (await t.request<TTraderWalletReply>('GET', `/api/trader/wallet?period=${period}`, { token: trader.token })).body;
    const movements = async (period: string) => (await wallet(period)).transactions.map((x) => [x.type, x.amount]);
    expect(await movements('week')).toEqual([['sale', 70]]);
    expect(await movements('month')).toEqual([['sale', 70]]);
    expect(await movements('quarter')).toEqual([
      ['sale', 70],
      ['release', 300],
      ['sale', 300],
    ]);
    expect(await movements('all')).toEqual(await movements('quarter'));
    // The balance is today's, whatever the period.
    expect((await wallet('week')).balance).toMatchObject({ available: 300, pending: 70 });
  });
});

describe('trader notifications', () => {
  it('lists, marks read, marks all read and deletes the trader’s own notifications only', async () => {
    const trader = await t.createUser({ role: 'trader' });
    const stranger = await t.createUser({ role: 'trader' });
    await sale(trader);
    await sale(trader);
    await t.jobsSettled();
    const list = await t.request<TTraderNotificationsReply>('GET', '/api/trader/notifications?limit=10', { token: trader.token });
    const orders = list.body.notifications.filter((n) => n.title === 'New order');
    expect(orders).toHaveLength(2);
    expect(list.body.pagination).toMatchObject({ currentPage: 1, itemsPerPage: 10 });
    const [first, second] = orders as [TTraderNotificationView, TTraderNotificationView];
    expect(first).toMatchObject({
      read: false,
      type: 'new_order',
      notification_type: 'order',
      actionUrl: expect.stringContaining('/orders/'),
      data: { event: 'placed', number: expect.stringMatching(/^\d{6}$/) },
    });
    expect((await t.request('PATCH', `/api/trader/notifications/${first.id}/read`, { token: stranger.token })).status).toBe(404);
    expect((await t.request('DELETE', `/api/trader/notifications/${first.id}`, { token: stranger.token })).status).toBe(404);
    await t.request('PATCH', `/api/trader/notifications/${first.id}/read`, { token: trader.token });
    const afterOne = await t.request<TTraderNotificationsReply>('GET', '/api/trader/notifications', { token: trader.token });
    expect(afterOne.body.notifications.find((n) => n.id === first.id)!.read).toBe(true);
    await t.request('POST', '/api/trader/notifications/mark-all-read', { token: trader.token });
    expect((await t.request<TTraderNotificationsReply>('GET', '/api/trader/notifications', { token: trader.token })).body.unreadCount).toBe(
      0,
    );
    expect((await t.request('DELETE', `/api/trader/notifications/${second.id}`, { token: trader.token })).status).toBe(200);
    const left = await t.request<TTraderNotificationsReply>('GET', '/api/trader/notifications', { token: trader.token });
    expect(left.body.notifications.map((n) => n.id)).not.toContain(second.id);
  });

  it('types each notification by the panel’s kinds: new_order, delivery, profit, review, other', async () => {
    const trader = await t.createUser({ role: 'trader' });
    const done = await completedSale(trader, { title: 'Typed' });
    const dropped = await sale(trader);
    await setStatus(trader, dropped.orderId, 'cancelled');
    const chat = await t.request<TStartChatReply>('POST', '/api/user/chat/start', {
      token: done.buyer.token,
      body: { other_user_id: trader.id },
    });
    await t.request('POST', `/api/user/chat/${chat.body.chat_id}/send`, { token: done.buyer.token, body: { message: 'Thanks!' } });
    await t.jobsSettled();
    const list = await t.request<TTraderNotificationsReply>('GET', '/api/trader/notifications?limit=50', { token: trader.token });
    const kinds = list.body.notifications.map((n) => [n.notification_type, n.data.event ?? null, n.type]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['order', 'placed', 'new_order'],
        ['order', 'completed', 'profit'],
        ['order', 'canceled', 'other'],
        ['chat', null, 'other'],
      ]),
    );
    for (const n of list.body.notifications) expect(['new_order', 'delivery', 'profit', 'review', 'other']).toContain(n.type);
    // The general bell keeps the stored kinds.
    const bell = await t.request<TNotificationsReply>('GET', '/api/user/notifications?limit=50', { token: trader.token });
    expect(bell.body.notifications.map((n) => n.type)).toContain('order');
  });
});

describe('trader chats', () => {
  it('lists customer chats with unread counts, reads, answers and marks read; strangers get 404', async () => {
    const trader = await t.createUser({ role: 'trader' });
    const stranger = await t.createUser({ role: 'trader' });
    const buyer = await t.createUser();
    const chat = await t.request<TStartChatReply>('POST', '/api/user/chat/start', {
      token: buyer.token,
      body: { other_user_id: trader.id },
    });
    const chatId = chat.body.chat_id as string;
    await t.request('POST', `/api/user/chat/${chatId}/send`, { token: buyer.token, body: { message: 'Is it still available?' } });
    const list = await t.request<TTraderChatListReply>('GET', '/api/trader/chats', { token: trader.token });
    expect(list.body.chats).toEqual([
      expect.objectContaining({ id: chatId, buyer_name: expect.any(String), last_message: 'Is it still available?', unread_count: 1 }),
    ]);
    const thread = await t.request<TChatMessagesReply>('GET', `/api/trader/chats/${chatId}/messages`, { token: trader.token });
    expect(thread.body.messages.map((m) => m.text)).toEqual(['Is it still available?']);
    const reply = await t.request<TChatMessageReply>('POST', `/api/trader/chats/${chatId}/messages`, {
      token: trader.token,
      body: { message: 'Yes!' },
    });
    expect(reply.body.message).toMatchObject({ text: 'Yes!', sender_id: trader.id });
    await t.request('PATCH', `/api/trader/chats/${chatId}/read`, { token: trader.token });
    expect((await t.request<TTraderChatListReply>('GET', '/api/trader/chats', { token: trader.token })).body.chats[0]!.unread_count).toBe(
      0,
    );
    expect((await t.request('GET', `/api/trader/chats/${chatId}/messages`, { token: stranger.token })).status).toBe(404);
    expect(
      (await t.request('POST', `/api/trader/chats/${chatId}/messages`, { token: stranger.token, body: { message: 'x' } })).status,
    ).toBe(404);
    expect((await t.request<TTraderChatListReply>('GET', '/api/trader/chats', { token: stranger.token })).body.chats).toEqual([]);
  });
});
