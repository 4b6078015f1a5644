import type {
  TCheckoutReply,
  TEscrowReleasedReply,
  TMeReply,
  TOrderChangeReply,
  TOrderReply,
  TOrdersReply,
  TOwnListingsReply,
  TPendingOrdersReply,
  TReviewReply,
  TWalletBalanceReply,
  TWalletReply,
} from '@gamesouq/core';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sweepOrders } from '../../jobs/escrow-sweeper.js';
import { expectLedgerInvariants } from '../../test/ledger-invariants.js';
import { postAd } from '../../test/listing-fixtures.js';
import { parcelFor, TEST_CARD } from '../../test/order-fixtures.js';
import { type User, useAdmin, useTestApp } from '../../test/test-app.js';
import { orders } from './tables.js';

/** Replies of the cart and listings modules, as far as these tests read them. */
type Said = { message: string };
type CartReply = {
  cart: { seller: { id: string }; items: { id: string; productId: string; deliveryType: string; city: string; location: string }[] }[];
  summary: unknown;
};
const t = useTestApp();
const admin = useAdmin(t);
const fund = (user: User, amount: number) =>
  t.request('POST', '/api/user/wallet/deposit', { token: user.token, body: { amount, ...TEST_CARD } });
const balance = async (user: User) => (await t.request<TWalletBalanceReply>('GET', '/api/user/wallet/balance', { token: user.token })).body;
const ad = (seller: User, fields: Record<string, string>) => postAd(t, { token: seller.token, approveWith: admin.token, fields });
const addToCart = (user: User, productId: string, quantity = 1) =>
  t.request<Said>('POST', '/api/user/cart', { token: user.token, body: { productId, quantity } });
const checkout = (user: User, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  t.checkout<TCheckoutReply>({ token: user.token, body, headers });
const setStatus = async (user: User, id: string, status: string) =>
  t.request<TOrderChangeReply>('PATCH', `/api/user/orders/${id}/status`, {
    token: user.token,
    body: { status, ...(await parcelFor(t, { status, orderId: id, token: user.token })) },
  });
const listing = async (id: string, token: string) => (await t.request('GET', `/api/user/ads/${id}`, { token })).body;

/** Moves an order's hand-over back in time, as if the days had passed. */
const ageShipping = (id: string, days: number) =>
  t.db
    .update(orders)
    .set({ shippedAt: sql`now() - make_interval(days => ${days})`, protectionStartsAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(orders.id, id));

describe('cart', () => {
  it('groups lines by seller, keeps quantities between 1 and the stock, and refuses one’s own product', async () => {
    const [shop, person, buyer] = [await t.createUser({ role: 'trader' }), await t.createUser(), await t.createUser()];
    const a = await ad(shop, { title: 'Cart A', price: '100', quantity: '3' });
    const b = await ad(person, { title: 'Cart B', price: '50', discountPercentage: '10' });
    expect((await addToCart(buyer, a, 2)).body.message).toBe('Added to cart');
    await addToCart(buyer, b);
    expect((await addToCart(buyer, a, 2)).status).toBe(409);
    expect((await addToCart(shop, a)).body.message).toBe('You cannot buy your own product.');
    const cart = (await t.request<CartReply>('GET', '/api/user/cart', { token: buyer.token })).body;
    expect(cart.cart).toHaveLength(2);
    const lineA = cart.cart.flatMap((g) => g.items).find((i) => i.productId === a)!;
    expect(lineA).toMatchObject({ name: 'Cart A', price: 100, quantity: 2, stock: 3 });
    expect(cart.cart.flatMap((g) => g.items).find((i) => i.productId === b)).toMatchObject({ price: 45, discount: '10%' });
    // Nothing is added at the cart, and neither seller is VAT-registered (design §8).
    expect(cart.summary).toEqual({ subtotal: 245, shipping: 0, tax: 0, vat: 0, total: 245 });

    expect(
      (await t.request<Said>('PUT', `/api/user/cart/items/${lineA.id}`, { token: buyer.token, body: { quantity: 0 } })).body.message,
    ).toBe('Quantity must be at least 1');
    expect((await t.request('PUT', `/api/user/cart/items/${lineA.id}`, { token: buyer.token, body: { quantity: 4 } })).status).toBe(409);
    expect(
      (await t.request<Said>('PUT', `/api/user/cart/items/${lineA.id}`, { token: buyer.token, body: { quantity: 3 } })).body.message,
    ).toBe('Cart updated successfully');
    expect((await t.request('DELETE', `/api/user/cart/items/${lineA.id}`, { token: shop.token })).status).toBe(404);
    expect((await t.request<Said>('DELETE', `/api/user/cart/items/${lineA.id}`, { token: buyer.token })).body.message).toBe(
      'Item removed from cart',
    );
  });
});

describe('seller names', () => {
  it('show a shop under its store name in the cart, the buyer’s orders and order details, and a person under their name', async () => {
    const [shop, person, buyer] = [await t.createUser({ role: 'trader' }), await t.createUser(), await t.createUser()];
    await t.request('PUT', '/api/trader/profile', { token: shop.token, body: { store_name: 'Pixel Palace' } });
    const shopName = (await t.request<TMeReply>('GET', '/api/user/me', { token: shop.token })).body.name;
    const personName = (await t.request<TMeReply>('GET', '/api/user/me', { token: person.token })).body.name;
    await addToCart(buyer, await ad(shop, { title: 'Named A', price: '40' }));
    await addToCart(buyer, await ad(person, { title: 'Named B', price: '30' }));

    const cart = (await t.request<CartReply>('GET', '/api/user/cart', { token: buyer.token })).body.cart;
    const sellerOf = (id: string) => cart.find((g) => g.seller.id === id)!.seller;
    expect(sellerOf(shop.id)).toMatchObject({ name: shopName, storeName: 'Pixel Palace' });
    expect(sellerOf(person.id)).toMatchObject({ name: personName, storeName: personName });

    await fund(buyer, 500);
    expect((await checkout(buyer)).status).toBe(201);
    const mine = (await t.request<TOrdersReply>('GET', '/api/user/orders', { token: buyer.token })).body.orders;
    const shopOrder = mine.find((o) => o.seller.id === shop.id)!;
    expect(shopOrder.seller).toMatchObject({ storeName: 'Pixel Palace', role: 'trader' });
    expect(mine.find((o) => o.seller.id === person.id)!.seller.storeName).toBe(personName);
    expect((await t.request<TOrderReply>('GET', `/api/user/orders/${shopOrder.id}`, { token: buyer.token })).body.seller.storeName).toBe(
      'Pixel Palace',
    );
    const pending = (await t.request<TPendingOrdersReply>('GET', '/api/user/wallet/pending-orders', { token: buyer.token })).body
      .pendingOrders;
    expect(pending.find((o) => o.id === shopOrder.id)!.sellerName).toBe('Pixel Palace');
  });
});

describe('checkout', () => {
  it('places one paid order per seller with shipping and nothing added, reserves stock and empties the cart', async () => {
    const [shop, person, buyer] = [await t.createUser({ role: 'trader' }), await t.createUser(), await t.createUser()];
    const a = await ad(shop, { title: 'Checkout A', price: '200', quantity: '2', deliveryType: 'shipping' });
    await t.request('POST', `/api/admin/ads/${a}/shipping-cost`, { token: admin.token, body: { shippingCost: 25 } });
    const b = await ad(person, { title: 'Checkout B', price: '80', deliveryType: 'hand' });
    await fund(buyer, 1000);
    await addToCart(buyer, a, 2);
    await addToCart(buyer, b, 1);
    // A pickup-only line says where it is picked up (the listing's city and area).
    const lines = (await t.request<CartReply>('GET', '/api/user/cart', { token: buyer.token })).body.cart.flatMap((g) => g.items);
    expect(lines.find((line) => line.productId === b)).toMatchObject({ deliveryType: 'hand', city: 'Riyadh', location: 'Al Olaya' });
    const placed = await checkout(buyer);
    expect(placed.status).toBe(201);
    expect(placed.body.message).toBe('Order placed successfully');
    const bySeller = Object.fromEntries(placed.body.orders.map((o) => [o.seller.id, o]));
    expect(bySeller[shop.id]).toMatchObject({
      status: 'pending',
      deliveryType: 'shipping',
      subtotal: 400,
      shipping: 25,
      tax: 0,
      vat: 0,
      total: 425,
      payment_status: 'paid',
    });
    expect(bySeller[person.id]).toMatchObject({ deliveryType: 'pickup', subtotal: 80, shipping: 0, tax: 0, vat: 0, total: 80 });
    expect(bySeller[shop.id]!.orderId).toMatch(/^#\d{6}$/);
    expect(bySeller[shop.id]!.tracking.map((s) => [s.label, s.isDone])).toEqual([
      ['Order Placed', true],
      ['Processing', false],
      ['Shipped', false],
      ['Delivered', false],
    ]);
    expect(await balance(buyer)).toMatchObject({ available: 1000 - 425 - 80 });
    expect(await balance(shop)).toMatchObject({ pending: 425, available: 0 });
    expect((await listing(a, shop.token)).status).toBe('sold');
    expect((await t.request<CartReply>('GET', '/api/user/cart', { token: buyer.token })).body.cart).toEqual([]);
    const mine = await t.request<TOrdersReply>('GET', '/api/user/orders', { token: buyer.token });
    expect(mine.body.orders).toHaveLength(2);
    const sales = await t.request<TOrdersReply>('GET', '/api/user/orders?role=seller', { token: shop.token });
    expect(sales.body.orders.map((o) => o.id)).toEqual([bySeller[shop.id]!.id]);
    expect((await t.request('GET', `/api/user/orders/${bySeller[shop.id]!.id}`, { token: person.token })).status).toBe(404);
    await expectLedgerInvariants(t.db);
  });

  it('refuses a short balance with 402 and changes nothing', async () => {
    const [seller, buyer] = [await t.createUser(), await t.createUser()];
    const a = await ad(seller, { title: 'Too dear', price: '500', quantity: '1' });
    await fund(buyer, 100);
    await addToCart(buyer, a);
    const reply = await checkout(buyer);
    expect(reply.status).toBe(402);
    expect(reply.body.message).toBe('Insufficient balance');
    expect(await balance(buyer)).toMatchObject({ available: 100 });
    expect((await listing(a, seller.token)).quantity).toBe(1);
    expect((await t.request<CartReply>('GET', '/api/user/cart', { token: buyer.token })).body.cart).toHaveLength(1);
    expect((await t.request<TOrdersReply>('GET', '/api/user/orders', { token: buyer.token })).body.orders).toEqual([]);
    const empty = await checkout(await t.createUser());
    expect(empty.body.message).toBe('Your cart is empty');
  });

  it('sells the last unit once when 20 buyers check out at the same moment', async () => {
    const seller = await t.createUser();
    const last = await ad(seller, { title: 'Last copy', price: '60', quantity: '1' });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => t.createUser()));
    for (const buyer of buyers) await fund(buyer, 100);
    for (const buyer of buyers) await addToCart(buyer, last);
    const replies = await Promise.all(
      buyers.map((buyer) => t.request<TCheckoutReply>('POST', '/api/user/orders', { token: buyer.token, body: {} })),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(19);
    expect((await balance(seller)).pending).toBe(60);
    await expectLedgerInvariants(t.db);
  });

  it('places one order for one Idempotency-Key', async () => {
    const [seller, buyer] = [await t.createUser(), await t.createUser()];
    const item = await ad(seller, { title: 'Idempotent buy', price: '10', quantity: '5' });
    await fund(buyer, 100);
    const headers = { 'idempotency-key': 'checkout-1' };
    await addToCart(buyer, item);
    const body = { items: [{ productId: item, quantity: 1 }] };
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => t.request<TCheckoutReply>('POST', '/api/user/orders', { token: buyer.token, body, headers })),
    );
    expect(new Set(replies.map((r) => r.status))).toEqual(new Set([201]));
    expect((await t.request<TOrdersReply>('GET', '/api/user/orders', { token: buyer.token })).body.orders).toHaveLength(1);
    expect((await listing(item, seller.token)).quantity).toBe(4);
  });
});

describe('invoices', () => {
  it('downloads a real PDF for the buyer and the seller, with Arabic in an embedded font', async () => {
    const [seller, buyer] = [await t.createUser({ role: 'trader' }), await t.createUser()];
    const item = await ad(seller, { title: 'فيفا 24 نسخة عربية', price: '100' });
    await fund(buyer, 200);
    const order = (await checkout(buyer, { items: [{ productId: item, quantity: 1 }] })).body.orders[0]!;
    const download = (token: string) =>
      fetch(`${t.baseUrl}/api/user/orders/${order.id}/invoice`, { headers: { authorization: `Bearer ${token}` } });
    const plain = await download(buyer.token);
    expect(plain.headers.get('content-type')).toBe('application/pdf');
    expect(plain.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${order.number}.pdf"`);
    const plainPdf = Buffer.from(await plain.arrayBuffer()).toString('latin1');
    expect(plainPdf.startsWith('%PDF-')).toBe(true);
    // The Arabic title is set in an embedded Arabic font, not in Helvetica (which has no Arabic letters).
    expect(plainPdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansArabic/);
    expect((await download(seller.token)).status).toBe(200);
    expect((await download((await t.createUser()).token)).status).toBe(404);
  });
});

describe('the order state machine and escrow', () => {
  async function paidOrder(delivery: 'shipping' | 'hand' = 'shipping') {
    const [seller, buyer] = [await t.createUser(), await t.createUser()];
    const item = await ad(seller, { title: `Escrow ${delivery}`, price: '100', quantity: '2', deliveryType: delivery });
    await fund(buyer, 500);
    const reply = await checkout(buyer, { items: [{ productId: item, quantity: 1 }] });
    return { seller, buyer, item, order: reply.body.orders[0]! };
  }

  it('lets the seller ship and the buyer confirm, releasing the escrow to the seller', async () => {
    const { seller, buyer, order } = await paidOrder();
    expect((await setStatus(buyer, order.id, 'processing')).status).toBe(409);
    expect((await setStatus(seller, order.id, 'shipped')).status).toBe(409);
    expect((await setStatus(seller, order.id, 'processing')).body.order.status).toBe('processing');
    expect((await setStatus(seller, order.id, 'ready_for_pickup')).status).toBe(409);
    expect((await setStatus(buyer, order.id, 'canceled')).status).toBe(409);
    const shipped = await setStatus(seller, order.id, 'shipped');
    expect(shipped.body.order).toMatchObject({ status: 'shipped', canRelease: false, daysRemaining: 3 });
    expect((await t.request('POST', `/api/user/wallet/confirm-delivery/${order.id}`, { token: seller.token })).status).toBe(409);
    const pending = (await t.request<TPendingOrdersReply>('GET', '/api/user/wallet/pending-orders', { token: buyer.token })).body
      .pendingOrders;
    expect(pending).toEqual([expect.objectContaining({ id: order.id, canConfirm: true, amount: 100 })]);
    const walletOf = async (user: User) => (await t.request<TWalletReply>('GET', '/api/user/wallet', { token: user.token })).body.wallet;
    // The buyer's wallet speaks of their order held in escrow; the seller's of their sale.
    expect(await walletOf(buyer)).toMatchObject({
      view: 'buyer',
      availableBalance: 400,
      buyer: { inEscrow: 100, escrowOrders: 1, refundsPending: 0, refundOrders: 0, spentThisMonth: 100 },
    });
    expect(await walletOf(seller)).toMatchObject({ view: 'seller', pendingBalance: 100, ordersCount: 1, buyer: { inEscrow: 0 } });
    const confirmed = await t.request<TEscrowReleasedReply>('POST', `/api/user/wallet/confirm-delivery/${order.id}`, {
      token: buyer.token,
    });
    expect(confirmed.body.message).toBe('Delivery confirmed! Funds will be available for withdrawal.');
    expect(await balance(seller)).toMatchObject({ available: 100, pending: 0 });
    expect((await walletOf(buyer)).buyer).toEqual({
      inEscrow: 0,
      escrowOrders: 0,
      refundsPending: 0,
      refundOrders: 0,
      spentThisMonth: 100,
    });
    const done = (await t.request<TOrderReply>('GET', `/api/user/orders/${order.id}`, { token: buyer.token })).body;
    expect(done).toMatchObject({ status: 'completed', payment_status: 'released' });
    expect(done.tracking.every((s) => s.isDone)).toBe(true);
    expect(
      (await t.request<TReviewReply>('POST', `/api/user/orders/${order.id}/review`, { token: buyer.token, body: { rating: 0 } })).body
        .message,
    ).toBe('Please select a rating');
    expect((await t.request('POST', `/api/user/orders/${order.id}/review`, { token: seller.token, body: { rating: 5 } })).status).toBe(409);
    const rated = await t.request<TReviewReply>('POST', `/api/user/orders/${order.id}/review`, {
      token: buyer.token,
      body: { rating: 4, review: 'Fast and honest' },
    });
    expect(rated.body.message).toBe('Rating submitted successfully!');
    expect(
      (await t.request<TReviewReply>('POST', `/api/user/orders/${order.id}/review`, { token: buyer.token, body: { rating: 5 } })).body
        .message,
    ).toBe('You have already reviewed this order.');
    const reviewed = (await t.request<TOrderReply>('GET', `/api/user/orders/${order.id}`, { token: buyer.token })).body;
    expect(reviewed).toMatchObject({ review: { rating: 4, review: 'Fast and honest' }, canReview: false, seller: { rating: 4 } });
    expect(await listing(order.items[0]!.productId!, buyer.token)).toMatchObject({ rating: 4, reviews: 1, seller: { rating: 4 } });
    const stats = (await t.request('GET', '/api/user/ads/sales-stats', { token: seller.token })).body;
    expect(stats).toMatchObject({ totalOrders: 1, totalRevenue: 100, averageRating: 4 });
    const mine = (await t.request<TOwnListingsReply>('GET', '/api/user/ads', { token: seller.token })).body.ads;
    expect(mine[0]).toMatchObject({ orders: 1, revenue: 100 });
    const summary = (await t.request<TWalletReply>('GET', '/api/user/wallet', { token: seller.token })).body.wallet;
    expect(summary).toMatchObject({ availableBalance: 100, totalEarnings: 100, ordersCount: 1, receivedCount: 1, averageOrderValue: 100 });
    await expectLedgerInvariants(t.db);
  });

  it('refunds the buyer in full and restocks when the buyer cancels a pending order', async () => {
    const { seller, buyer, item, order } = await paidOrder();
    expect((await t.request('POST', `/api/user/orders/${order.id}/cancel`, { token: (await t.createUser()).token })).status).toBe(404);
    const canceled = await t.request<TOrderChangeReply>('POST', `/api/user/orders/${order.id}/cancel`, { token: buyer.token });
    expect(canceled.body.order).toMatchObject({ status: 'canceled', payment_status: 'refunded' });
    expect(await balance(buyer)).toMatchObject({ available: 500 });
    expect(await balance(seller)).toMatchObject({ pending: 0, available: 0 });
    expect((await listing(item, seller.token)).quantity).toBe(2);
    await expectLedgerInvariants(t.db);
  });

  it('marks pickup orders ready, and lets the seller release three days after the hand-over', async () => {
    const { seller, order } = await paidOrder('hand');
    expect(order.deliveryType).toBe('pickup');
    await setStatus(seller, order.id, 'processing');
    expect((await setStatus(seller, order.id, 'shipped')).status).toBe(409);
    await setStatus(seller, order.id, 'ready_for_pickup');
    const early = await t.request<TEscrowReleasedReply>('POST', `/api/user/wallet/auto-withdraw/${order.id}`, { token: seller.token });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Funds can be released 3 days after the order was shipped.');
    await ageShipping(order.id, 3);
    const released = await t.request<TEscrowReleasedReply>('POST', `/api/user/wallet/auto-withdraw/${order.id}`, { token: seller.token });
    expect(released.body.message).toBe('Auto-withdrawal processed successfully');
    expect((await balance(seller)).available).toBe(100);
  });

  it('lets an admin cancel a shipped order with a full refund', async () => {
    const { seller, buyer, order } = await paidOrder();
    await setStatus(seller, order.id, 'processing');
    await setStatus(seller, order.id, 'shipped');
    expect((await setStatus(seller, order.id, 'canceled')).status).toBe(409);
    expect((await setStatus(admin, order.id, 'canceled')).body.order.status).toBe('canceled');
    expect(await balance(buyer)).toMatchObject({ available: 500 });
  });

  it('lets exactly one of parallel confirm, release and cancel win', async () => {
    const { seller, buyer, order } = await paidOrder();
    await setStatus(seller, order.id, 'processing');
    await setStatus(seller, order.id, 'shipped');
    await ageShipping(order.id, 4);
    const replies = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        i % 3 === 0
          ? t.request('POST', `/api/user/wallet/confirm-delivery/${order.id}`, { token: buyer.token })
          : i % 3 === 1
            ? t.request('POST', `/api/user/wallet/auto-withdraw/${order.id}`, { token: seller.token })
            : setStatus(admin, order.id, 'canceled'),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    const { available, pending } = await balance(seller);
    expect(pending).toBe(0);
    expect([0, 100]).toContain(available);
    await expectLedgerInvariants(t.db);
  });

  it('sweeps: releases orders shipped long enough ago and refunds orders never shipped', async () => {
    const shipped = await paidOrder();
    await setStatus(shipped.seller, shipped.order.id, 'processing');
    await setStatus(shipped.seller, shipped.order.id, 'shipped');
    await ageShipping(shipped.order.id, 3);
    const late = await paidOrder();
    await t.db.update(orders).set({ createdAt: sql`now() - interval '6 days'` }).where(eq(orders.id, late.order.id));
    const fresh = await paidOrder();
    const result = await sweepOrders(t.db, { releaseDays: 3, shipDays: 5, commissionPercent: 0 });
    expect(result.released).toContain(shipped.order.id);
    expect(result.canceled).toContain(late.order.id);
    expect((await balance(shipped.seller)).available).toBe(100);
    expect((await balance(late.buyer)).available).toBe(500);
    const freshOrder = (await t.request<TOrderReply>('GET', `/api/user/orders/${fresh.order.id}`, { token: fresh.buyer.token })).body;
    expect(freshOrder.status).toBe('pending');
    const lateOrder = (await t.request<TOrderReply>('GET', `/api/user/orders/${late.order.id}`, { token: late.buyer.token })).body;
    expect(lateOrder).toMatchObject({ status: 'canceled', cancel_reason: 'Not shipped within 5 days' });
    await expectLedgerInvariants(t.db);
  });
});
