import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../../test/ledger-invariants.js';
import { imageBytes, postAd } from '../../test/listing-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { plainPdf } from '../../test/upload-fixtures.js';

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

/** A buyer buys the trader's new product; returns the order id. */
async function sale(trader: User, { price = '200', deliveryType = 'shipping', title = 'Sold game' } = {}) {
  const buyer = await t.createUser();
  const id = await postAd(t, { token: trader.token, approveWith: admin.token, fields: { title, price, deliveryType } });
  await t.request('POST', '/api/user/wallet/deposit', { token: buyer.token, body: { amount: 1000, ...card } });
  const placed = await t.request<Body>('POST', '/api/user/orders', {
    token: buyer.token,
    body: {
      items: [{ productId: id, quantity: 1 }],
      deliveryType: deliveryType === 'hand' ? 'pickup' : 'shipping',
      shippingAddress: { fullName: 'Sara', phone: '+966500000001', city: 'Riyadh', address: 'King Fahd Rd' },
    },
  });
  return { orderId: placed.body.orders[0].id as string, buyer };
}
const setStatus = (user: User, id: string, status: string) =>
  t.request<Body>('PATCH', `/api/trader/orders/${id}/status`, { token: user.token, body: { status } });

describe('trader orders', () => {
  it('lists sales by tab with the spec’s fields, sorts and pages', async () => {
    const trader = await t.createUser({ role: 'trader' });
    const first = await sale(trader, { price: '100', title: 'First' });
    const second = await sale(trader, { price: '300', title: 'Second' });
    await setStatus(trader, second.orderId, 'processing');
    await setStatus(trader, second.orderId, 'shipped');
    const pending = await t.request<Body>('GET', '/api/trader/orders?tab=pending', { token: trader.token });
    expect(pending.body.orders.map((o: Body) => o.id)).toEqual([first.orderId]);
    expect(pending.body.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 1, itemsPerPage: 10 });
    expect(pending.body.orders[0]).toMatchObject({
      status: 'pending',
      total: 110,
      customer: { name: expect.any(String), email: expect.stringContaining('@') },
      items: [{ name: 'First', quantity: 1, price: 100 }],
      shippingInfo: { phone: '+966500000001', address: 'King Fahd Rd, Riyadh' },
      nextStatuses: ['processing', 'canceled'],
    });
    const more = await t.request<Body>('GET', '/api/trader/orders?tab=more', { token: trader.token });
    expect(more.body.orders.map((o: Body) => [o.id, o.status])).toEqual([[second.orderId, 'shipped']]);
    expect((await t.request<Body>('GET', '/api/trader/orders?tab=completed', { token: trader.token })).body.orders).toEqual([]);
    const byTotal = await t.request<Body>('GET', '/api/trader/orders?sort=total', { token: trader.token });
    expect(byTotal.body.orders.map((o: Body) => o.total)).toEqual([330, 110]);
    const limited = await t.request<Body>('GET', '/api/trader/orders?limit=1&page=2&sort=date', { token: trader.token });
    expect(limited.body.orders.map((o: Body) => o.id)).toEqual([first.orderId]);
    const searched = await t.request<Body>('GET', '/api/trader/orders?search=second', { token: trader.token });
    expect(searched.body.orders.map((o: Body) => o.id)).toEqual([second.orderId]);
    const shipped = await t.request<Body>('GET', '/api/trader/orders?status=shipped', { token: trader.token });
    expect(shipped.body.orders).toHaveLength(1);
    // The buyer's own purchases are not sales.
    expect((await t.request<Body>('GET', `/api/trader/orders/${first.orderId}`, { token: first.buyer.token })).status).toBe(403);
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
    expect((await t.request<Body>('GET', `/api/trader/orders/${orderId}`, { token: trader.token })).body.order.status).toBe('pending');
  });

  it('takes proofs as images or PDF, refuses anything else, and serves the invoice as invoice-{id}.pdf', async () => {
    const trader = await t.createUser({ role: 'trader' });
    const { orderId } = await sale(trader);
    const form = new FormData();
    form.append('proof', new Blob([new Uint8Array(await imageBytes('jpeg'))]), 'receipt.jpg');
    form.append('proof', new Blob([new Uint8Array(await plainPdf('Waybill 123'))]), 'waybill.pdf');
    const uploaded = await t.request<Body>('POST', `/api/trader/orders/${orderId}/proof`, { token: trader.token, body: form });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.proofs.map((p: Body) => [p.name, p.type])).toEqual([
      ['receipt.jpg', 'image/webp'],
      ['waybill.pdf', 'application/pdf'],
    ]);
    const detail = await t.request<Body>('GET', `/api/trader/orders/${orderId}`, { token: trader.token });
    expect(detail.body.order.proofs).toHaveLength(2);
    const pdf = await fetch(`${t.baseUrl}${detail.body.order.proofs[1].url}`, { headers: { authorization: `Bearer ${trader.token}` } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.text()).startsWith('%PDF-')).toBe(true);

    const bad = new FormData();
    bad.append('proof', new Blob([new TextEncoder().encode('MZ executable')]), 'virus.exe');
    const refused = await t.request<Body>('POST', `/api/trader/orders/${orderId}/proof`, { token: trader.token, body: bad });
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
  it('counts the period’s profit, orders and received orders, charts them and lists the last 5 events', async () => {
    const trader = await t.createUser({ role: 'trader' });
    const empty = await t.request<Body>('GET', '/api/trader/dashboard', { token: trader.token });
    expect(empty.body).toMatchObject({ period: 'month', profit: 0, orders: 0, received: 0, recentActivity: [] });
    expect(empty.body.chart.length).toBeGreaterThanOrEqual(30);

    const done = await sale(trader, { price: '150', title: 'Done' });
    await setStatus(trader, done.orderId, 'processing');
    await setStatus(trader, done.orderId, 'shipped');
    await t.request('POST', `/api/user/wallet/confirm-delivery/${done.orderId}`, { token: done.buyer.token });
    await sale(trader, { price: '40', title: 'Open' });
    const week = await t.request<Body>('GET', '/api/trader/dashboard?period=week', { token: trader.token });
    expect(week.body).toMatchObject({ period: 'week', profit: 150, orders: 2, received: 1 });
    expect(week.body.chart.length).toBeGreaterThanOrEqual(7);
    expect(week.body.chart.reduce((sum: number, p: Body) => sum + p.orders, 0)).toBe(2);
    // Two orders and their two listings (sold out at checkout, in the same transaction as the order).
    expect(week.body.recentActivity).toHaveLength(4);
    expect(week.body.recentActivity).toContainEqual(
      expect.objectContaining({ type: 'order', status: 'pending', description: 'New order received', amount: 40 }),
    );
    expect(
      week.body.recentActivity
        .slice(0, 2)
        .map((a: Body) => a.type)
        .sort(),
    ).toEqual(['order', 'product']);
    await sale(trader);
    await sale(trader);
    const capped = await t.request<Body>('GET', '/api/trader/dashboard?period=week', { token: trader.token });
    expect(capped.body.recentActivity).toHaveLength(5);
    const year = await t.request<Body>('GET', '/api/trader/dashboard?period=year', { token: trader.token });
    expect(year.body.chart.length).toBeGreaterThanOrEqual(12);
    expect(year.body, JSON.stringify({ ...year.body, chart: year.body.chart.slice(-2) })).toMatchObject({ profit: 150, orders: 4 });
    expect((await t.request('GET', '/api/trader/dashboard?period=decade', { token: trader.token })).status).toBe(400);
  });

  it('shows the balance and the period’s transactions, and withdraws within the limits to the profile’s bank account', async () => {
    const trader = await t.createUser({ role: 'trader' });
    const done = await sale(trader, { price: '500' });
    await setStatus(trader, done.orderId, 'processing');
    await setStatus(trader, done.orderId, 'shipped');
    await t.request('POST', `/api/user/wallet/confirm-delivery/${done.orderId}`, { token: done.buyer.token });
    await sale(trader, { price: '70' });

    const wallet = await t.request<Body>('GET', '/api/trader/wallet?period=week', { token: trader.token });
    expect(wallet.body.balance).toEqual({ available: 500, pending: 70, held: 0, currency: 'SAR' });
    expect(wallet.body.withdrawalInfo).toMatchObject({ minAmount: 50, maxAmount: 10000, processingTime: '3-5 business days' });
    expect(wallet.body.transactions.map((x: Body) => [x.type, x.amount, x.currency])).toEqual([
      ['sale', 70, 'SAR'],
      ['sale', 500, 'SAR'],
      ['sale', 500, 'SAR'],
    ]);

    const withdraw = (amount: unknown, headers: Record<string, string> = {}) =>
      t.request<Body>('POST', '/api/trader/wallet/withdraw', { token: trader.token, body: { amount }, headers });
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
    const after = await t.request<Body>('GET', '/api/trader/wallet?period=all', { token: trader.token });
    expect(after.body.balance).toMatchObject({ available: 300, held: 200 });
    expect(after.body.withdrawals).toHaveLength(1);
    expect(after.body.withdrawals[0].account).not.toContain('0608010167519');
    await expectLedgerInvariants(t.db);
  });
});

describe('trader notifications', () => {
  it('lists, marks read, marks all read and deletes the trader’s own notifications only', async () => {
    const trader = await t.createUser({ role: 'trader' });
    const stranger = await t.createUser({ role: 'trader' });
    await sale(trader);
    await sale(trader);
    const list = await t.request<Body>('GET', '/api/trader/notifications?limit=10', { token: trader.token });
    const orders = list.body.notifications.filter((n: Body) => n.title === 'New order');
    expect(orders).toHaveLength(2);
    expect(list.body.pagination).toMatchObject({ currentPage: 1, itemsPerPage: 10 });
    const [first, second] = orders;
    expect(first).toMatchObject({
      read: false,
      type: 'order',
      actionUrl: expect.stringContaining('/orders/'),
      data: { event: 'placed', number: expect.stringMatching(/^\d{6}$/) },
    });
    expect((await t.request('PATCH', `/api/trader/notifications/${first.id}/read`, { token: stranger.token })).status).toBe(404);
    expect((await t.request('DELETE', `/api/trader/notifications/${first.id}`, { token: stranger.token })).status).toBe(404);
    await t.request('PATCH', `/api/trader/notifications/${first.id}/read`, { token: trader.token });
    const afterOne = await t.request<Body>('GET', '/api/trader/notifications', { token: trader.token });
    expect(afterOne.body.notifications.find((n: Body) => n.id === first.id).read).toBe(true);
    await t.request('POST', '/api/trader/notifications/mark-all-read', { token: trader.token });
    expect((await t.request<Body>('GET', '/api/trader/notifications', { token: trader.token })).body.unreadCount).toBe(0);
    expect((await t.request('DELETE', `/api/trader/notifications/${second.id}`, { token: trader.token })).status).toBe(200);
    const left = await t.request<Body>('GET', '/api/trader/notifications', { token: trader.token });
    expect(left.body.notifications.map((n: Body) => n.id)).not.toContain(second.id);
  });
});

describe('trader chats', () => {
  it('lists customer chats with unread counts, reads, answers and marks read; strangers get 404', async () => {
    const trader = await t.createUser({ role: 'trader' });
    const stranger = await t.createUser({ role: 'trader' });
    const buyer = await t.createUser();
    const chat = await t.request<Body>('POST', '/api/user/chat/start', { token: buyer.token, body: { other_user_id: trader.id } });
    const chatId = chat.body.chat_id as string;
    await t.request('POST', `/api/user/chat/${chatId}/send`, { token: buyer.token, body: { message: 'Is it still available?' } });
    const list = await t.request<Body>('GET', '/api/trader/chats', { token: trader.token });
    expect(list.body.chats).toEqual([
      expect.objectContaining({ id: chatId, buyer_name: expect.any(String), last_message: 'Is it still available?', unread_count: 1 }),
    ]);
    const thread = await t.request<Body>('GET', `/api/trader/chats/${chatId}/messages`, { token: trader.token });
    expect(thread.body.messages.map((m: Body) => m.text)).toEqual(['Is it still available?']);
    const reply = await t.request<Body>('POST', `/api/trader/chats/${chatId}/messages`, { token: trader.token, body: { message: 'Yes!' } });
    expect(reply.body.message).toMatchObject({ text: 'Yes!', sender_id: trader.id });
    await t.request('PATCH', `/api/trader/chats/${chatId}/read`, { token: trader.token });
    expect((await t.request<Body>('GET', '/api/trader/chats', { token: trader.token })).body.chats[0].unread_count).toBe(0);
    expect((await t.request('GET', `/api/trader/chats/${chatId}/messages`, { token: stranger.token })).status).toBe(404);
    expect(
      (await t.request('POST', `/api/trader/chats/${chatId}/messages`, { token: stranger.token, body: { message: 'x' } })).status,
    ).toBe(404);
    expect((await t.request<Body>('GET', '/api/trader/chats', { token: stranger.token })).body.chats).toEqual([]);
  });
});
