import type {
  TCartReply,
  TCheckoutReply,
  TErrorReply,
  TListingDetailReply,
  TOrdersReply,
  TPromoCodesReply,
  TWalletTransactionsReply,
} from '@gamesouq/core';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../../test/ledger-invariants.js';
import { moneyHelpers, type User } from '../../test/money-fixtures.js';
import { useAdmin, useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const admin = useAdmin(t);

const m = () => moneyHelpers(t, () => admin);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const cartOf = async (user: User) => (await t.request<TCartReply>('GET', '/api/user/cart', { token: user.token })).body.cart;
const promo = async (code: string) =>
  (await t.request<TPromoCodesReply>('GET', `/api/admin/promo-codes?search=${code}`, { token: admin.token })).body.promoCodes[0]!;
const stockOf = async (id: string, token: string) =>
  (await t.request<TListingDetailReply>('GET', `/api/user/ads/${id}`, { token })).body.quantity;

/** A cart of three sellers: pickup only, shipping only (20 SAR shipping), and both (the buyer picks pickup). */
async function mixedCart(code: string) {
  const { ad, fund } = m();
  const [pickupSeller, shipSeller, bothSeller, buyer] = [
    await t.createUser(),
    await t.createUser(),
    await t.createUser(),
    await t.createUser(),
  ];
  const pickupItem = await ad(pickupSeller, { title: 'Pickup only', price: '100', quantity: '3', deliveryType: 'hand' });
  const shipItem = await ad(shipSeller, { title: 'Shipping only', price: '200', quantity: '3', deliveryType: 'shipping' });
  await t.request('POST', `/api/admin/ads/${shipItem}/shipping-cost`, { token: admin.token, body: { shippingCost: 20 } });
  const bothItem = await ad(bothSeller, { title: 'Either way', price: '50', quantity: '3', deliveryType: 'both' });
  await t.request('POST', '/api/admin/promo-codes', {
    token: admin.token,
    body: { code, type: 'percentage', value: 10, expiresAt: inDays(5), usageLimit: 5 },
  });
  for (const item of [pickupItem, shipItem, bothItem]) {
    await t.request('POST', '/api/user/cart', { token: buyer.token, body: { productId: item, quantity: 1 } });
  }
  // Per order: subtotal + shipping - 10% promo, nothing added = 90, 200 and 45 (335 in all).
  await fund(buyer, 300);
  const body = {
    deliveries: { [pickupSeller.id]: 'pickup', [shipSeller.id]: 'shipping', [bothSeller.id]: 'pickup' },
    promoCode: code,
    shippingAddress: { fullName: 'Mixed Buyer', city: 'Riyadh', address: 'Olaya Street 1' },
  };
  return { buyer, sellers: { pickupSeller, shipSeller, bothSeller }, items: [pickupItem, shipItem, bothItem], body };
}

describe('checkout of a cart that mixes pickup and shipping sellers', () => {
  it('is one request and one transaction: a short balance changes nothing at all', async () => {
    const { balance, checkout } = m();
    const { buyer, sellers, items, body } = await mixedCart('MIXSHORT');
    const notOffered = await checkout<TErrorReply>(buyer, {
      ...body,
      deliveries: { ...body.deliveries, [sellers.pickupSeller.id]: 'shipping' },
    });
    expect([notOffered.status, notOffered.body.code]).toEqual([400, 'DELIVERY_NOT_OFFERED']);

    const short = await checkout(buyer, body, { 'idempotency-key': 'mixed-short' });
    expect([short.status, short.body.message]).toEqual([402, 'Insufficient balance']);
    expect(await balance(buyer)).toMatchObject({ available: 300, pending: 0 });
    for (const seller of Object.values(sellers)) expect(await balance(seller)).toMatchObject({ available: 0, pending: 0 });
    for (const item of items) expect(await stockOf(item, buyer.token)).toBe(3);
    expect((await cartOf(buyer)).flatMap((group) => group.items)).toHaveLength(3);
    expect((await t.request<TOrdersReply>('GET', '/api/user/orders', { token: buyer.token })).body.orders).toEqual([]);
    expect((await promo('MIXSHORT')).usedCount).toBe(0);
    await expectLedgerInvariants(t.db);
  });

  it('places every seller’s order once, each with its delivery and its share of the promo', async () => {
    const { balance, checkout, fund } = m();
    const { buyer, sellers, items, body } = await mixedCart('MIXOK');
    await fund(buyer, 35);
    const headers = { 'idempotency-key': 'mixed-ok' };
    const replies = await Promise.all(Array.from({ length: 5 }, () => checkout(buyer, body, headers)));
    expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201, 201, 201]);
    for (const reply of replies) expect(reply.body).toEqual(replies[0]!.body);

    const bySeller = Object.fromEntries(replies[0]!.body.orders.map((order) => [order.seller.id, order]));
    expect(Object.keys(bySeller)).toHaveLength(3);
    expect(bySeller[sellers.pickupSeller.id]).toMatchObject({
      deliveryType: 'pickup',
      subtotal: 100,
      shipping: 0,
      discount: 10,
      total: 90,
    });
    expect(bySeller[sellers.shipSeller.id]).toMatchObject({ deliveryType: 'shipping', shipping: 20, discount: 20, total: 200 });
    expect(bySeller[sellers.shipSeller.id]!.shippingAddress).toMatchObject({ city: 'Riyadh' });
    expect(bySeller[sellers.bothSeller.id]).toMatchObject({ deliveryType: 'pickup', shipping: 0, discount: 5, total: 45 });
    expect(bySeller[sellers.bothSeller.id]!.shippingAddress).toEqual({});

    expect(await balance(buyer)).toMatchObject({ available: 0 });
    expect(await balance(sellers.shipSeller)).toMatchObject({ pending: 220 });
    for (const item of items) expect(await stockOf(item, buyer.token)).toBe(2);
    expect(await cartOf(buyer)).toEqual([]);
    expect((await t.request<TOrdersReply>('GET', '/api/user/orders', { token: buyer.token })).body.orders).toHaveLength(3);
    expect((await promo('MIXOK')).usedCount).toBe(1);
    expect((await checkout(buyer, body)).body.message).toBe('Your cart is empty');
    await expectLedgerInvariants(t.db);
  });
});

describe('checkout with one Idempotency-Key', () => {
  it('answers 50 concurrent requests with one order and identical replies, notifies the seller once, and refuses another body', async () => {
    const { ad, fund, checkout, notificationsOf } = m();
    const [seller, buyer] = [await t.createUser(), await t.createUser()];
    const item = await ad(seller, { title: 'Storm item', price: '40', quantity: '100' });
    await fund(buyer, 1000);
    const headers = { 'idempotency-key': 'checkout-storm' };
    const body = { items: [{ productId: item, quantity: 2 }] };
    await t.request('POST', '/api/user/cart', { token: buyer.token, body: { productId: item, quantity: 2 } });
    const place = () => t.request<TCheckoutReply>('POST', '/api/user/orders', { token: buyer.token, body, headers });
    const replies = await Promise.all(Array.from({ length: 50 }, place));
    expect(new Set(replies.map((reply) => reply.status))).toEqual(new Set([201]));
    for (const reply of replies) expect(reply.body).toEqual(replies[0]!.body);
    expect(replies[0]!.body.orders).toHaveLength(1);
    expect((await t.request<TOrdersReply>('GET', '/api/user/orders', { token: buyer.token })).body.orders).toHaveLength(1);
    expect(await stockOf(item, buyer.token)).toBe(98);
    expect((await notificationsOf(seller)).filter((n) => n.data?.event === 'placed')).toHaveLength(1);

    const other = await checkout<TErrorReply>(buyer, { items: [{ productId: item, quantity: 1 }] }, headers);
    expect([other.status, other.body.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect(await stockOf(item, buyer.token)).toBe(98);
    await expectLedgerInvariants(t.db);
  });
});

describe('checkouts', () => {
  it('are written by one prepared statement whatever the buyer, sellers, listings, prices and quantities', async () => {
    const { ad, fund, checkout } = m();
    const names: string[] = [];
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const config = args[0] as { name?: string; text?: string };
      if (config.text?.startsWith('with placed_orders')) names.push(config.name ?? 'unnamed');
      return (query as (...args: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    const buyers: User[] = [];
    try {
      for (const [price, quantity] of [
        ['40', 1],
        ['75.5', 2],
        ['120', 3],
      ] as const) {
        const [seller, buyer] = [await t.createUser(), await t.createUser()];
        const item = await ad(seller, { title: `Shape ${price}`, price, quantity: '5' });
        await fund(buyer, 1000);
        const reply = await checkout(buyer, { items: [{ productId: item, quantity }] });
        expect(reply.body.orders[0]!.total).toBe(Number(price) * quantity);
        buyers.push(buyer);
      }
      // Two sellers, one of them with two lines: two orders, in the same statement.
      const [first, second, buyer] = [await t.createUser(), await t.createUser(), await t.createUser()];
      const items = [
        await ad(first, { title: 'Two lines, first', price: '10', quantity: '5' }),
        await ad(first, { title: 'Two lines, second', price: '20', quantity: '5' }),
        await ad(second, { title: 'Other seller', price: '30', quantity: '1' }),
      ];
      for (const item of items) await t.request('POST', '/api/user/cart', { token: buyer.token, body: { productId: item, quantity: 1 } });
      await fund(buyer, 100);
      const reply = await checkout(buyer, {});
      expect(reply.body.orders.map((order) => [order.items.length, order.total]).sort()).toEqual([
        [1, 30],
        [2, 30],
      ]);
      expect(await stockOf(items[2]!, second.token)).toBe(0);
      buyers.push(buyer);
    } finally {
      pg.Client.prototype.query = query;
    }
    expect(names).toHaveLength(4);
    expect(names[0]).not.toBe('unnamed');
    expect(new Set(names).size).toBe(1);
    // Each payment names its order, whose number the statement gave it.
    for (const buyer of buyers) {
      const orders = (await t.request<TOrdersReply>('GET', '/api/user/orders', { token: buyer.token })).body.orders;
      const history = (await t.request<TWalletTransactionsReply>('GET', '/api/user/wallet/transactions', { token: buyer.token })).body;
      const payments = history.transactions.filter((entry) => entry.type === 'purchase').map((entry) => entry.description);
      expect(payments.sort()).toEqual(orders.map((order) => `Payment for order #${order.number}`).sort());
    }
  });
});
