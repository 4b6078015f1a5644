import type {
  TCartReply,
  TCheckoutReply,
  TErrorReply,
  TListingDetailReply,
  TOrderChangeReply,
  TOrderReply,
  TOrdersReply,
  TPaymentReply,
  TPromoCodesReply,
} from '@gamesouq/core';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../../test/ledger-invariants.js';
import { moneyHelpers, type User } from '../../test/money-fixtures.js';
import { refundThirtyByDispute } from '../../test/order-fixtures.js';
import { sandboxBrowser } from '../../test/sandbox-browser.js';
import { useAdmin, useTestApp } from '../../test/test-app.js';
import { settlePayment } from '../payments/index.js';
import { expireCheckouts } from './expire-checkouts.js';
import { checkoutPayments } from './tables.js';

const t = useTestApp();
const admin = useAdmin(t);
const m = () => moneyHelpers(t, () => admin);

const cartOf = async (user: User) =>
  (await t.request<TCartReply>('GET', '/api/user/cart', { token: user.token })).body.cart.flatMap((group) =>
    group.items.map((item) => ({ productId: item.productId, quantity: item.quantity })),
  );
const stockOf = async (id: string, token: string) =>
  (await t.request<TListingDetailReply>('GET', `/api/user/ads/${id}`, { token })).body.quantity;
const orderOf = async (user: User, id: string) =>
  (await t.request<TOrderReply>('GET', `/api/user/orders/${id}`, { token: user.token })).body;
const paymentOf = async (user: User, id: string) =>
  (await t.request<TPaymentReply>('GET', `/api/user/payments/${id}`, { token: user.token })).body.payment;

const { page, payByCard } = sandboxBrowser(t);

/** A seller's 100 SAR item (3 in stock) in a new buyer's cart, with `wallet` SAR in the buyer's wallet. */
async function cartOfOne({ wallet = 0, quantity = 1 }: { wallet?: number; quantity?: number } = {}) {
  const [seller, buyer] = [await t.createUser(), await t.createUser()];
  const item = await m().ad(seller, { title: 'Paid by card', price: '100', quantity: '3', deliveryType: 'hand' });
  await t.request('POST', '/api/user/cart', { token: buyer.token, body: { productId: item, quantity } });
  if (wallet > 0) await m().fund(buyer, wallet);
  return { seller, buyer, item };
}

const payAtCheckout = (buyer: User, payment: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.request<TCheckoutReply>('POST', '/api/user/orders', { token: buyer.token, body: { payment }, headers });

/** What a checkout costs and what its sellers' escrow holds, read back from its orders (the tax rule decides them, not this test). */
const totalOf = (reply: TCheckoutReply) => reply.orders.reduce((sum, order) => sum + order.total, 0);
const escrowOf = (reply: TCheckoutReply) => reply.orders.reduce((sum, order) => sum + order.subtotal + order.shipping, 0);

describe('paying at checkout by a card', () => {
  it('keeps the orders awaiting payment with the stock reserved and the cart intact, out of the seller’s sight', async () => {
    const { seller, buyer, item } = await cartOfOne();
    const reply = await payAtCheckout(buyer, { method: 'mada' });
    expect(reply.status).toBe(201);
    const { orders, paymentId, redirectUrl, walletAmount, methodAmount } = reply.body;
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'awaiting_payment', payment_status: 'unpaid', canCancel: false });
    expect([walletAmount, methodAmount]).toEqual([0, totalOf(reply.body)]);
    expect(redirectUrl).toBe(`/pay/sandbox/${paymentId}`);
    expect(await paymentOf(buyer, paymentId!)).toMatchObject({ status: 'initiated', purpose: 'checkout', amount: methodAmount });

    expect(await stockOf(item, buyer.token)).toBe(2);
    expect(await cartOf(buyer)).toEqual([{ productId: item, quantity: 1 }]);
    const sales = await t.request<TOrdersReply>('GET', '/api/user/orders?role=seller', { token: seller.token });
    expect(sales.body.orders).toEqual([]);
    expect((await t.request('GET', `/api/user/orders/${orders[0]!.id}`, { token: seller.token })).status).toBe(404);
    expect((await t.request('GET', '/api/trader/orders', { token: seller.token })).status).not.toBe(500);
    // Nobody moves an unpaid order by hand.
    const cancel = await t.request<TErrorReply>('POST', `/api/user/orders/${orders[0]!.id}/cancel`, { token: buyer.token, body: {} });
    expect(cancel.status).toBe(409);
    await expectLedgerInvariants(t.db);
  });

  it('moves the orders into escrow exactly once when the callback, the webhook and status polls race, and when replayed 10 times', async () => {
    const { seller, buyer, item } = await cartOfOne();
    const { body } = await payAtCheckout(buyer, { method: 'mada' });
    const callback = await payByCard(body.redirectUrl!, '4201320111111010');
    expect(callback).toContain(`/api/payments/${body.paymentId}/callback`);

    // The browser's callback, two status polls, two direct settles and the sandbox's webhook (a job), all at once.
    const results = await Promise.all([
      page(callback),
      page(callback),
      paymentOf(buyer, body.paymentId!),
      paymentOf(buyer, body.paymentId!),
      settlePayment(t.db, body.paymentId!),
      settlePayment(t.db, body.paymentId!),
      t.jobsSettled(),
    ]);
    expect(results[0]).toMatchObject({ status: 302, location: `/checkout/return?payment=${body.paymentId}` });
    // The same payment replayed 10 times, by callback and by settle.
    await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? page(callback) : settlePayment(t.db, body.paymentId!))));
    await t.jobsSettled();

    const order = await orderOf(buyer, body.orders[0]!.id);
    expect(order).toMatchObject({ status: 'pending', payment_status: 'paid' });
    expect(await m().balance(buyer)).toMatchObject({ available: 0, pending: 0, held: 0 });
    expect(await m().balance(seller)).toMatchObject({ available: 0, pending: escrowOf(body) });
    expect(await cartOf(buyer)).toEqual([]);
    expect(await stockOf(item, buyer.token)).toBe(2);
    const purchases = await t.db.execute(
      sql`select count(*)::int as n from journal_entries where order_id = ${order.id} and kind = 'purchase'`,
    );
    expect((purchases.rows[0] as { n: number }).n).toBe(1);
    const told = (await m().notificationsOf(seller)).filter((n) => n.data?.event === 'placed');
    expect(told).toHaveLength(1);
    expect((await t.request<TOrdersReply>('GET', '/api/user/orders?role=seller', { token: seller.token })).body.orders).toHaveLength(1);
    await expectLedgerInvariants(t.db);
  });

  it('pays half from the wallet and half by card: the wallet part is held until the card pays, then both pay the order', async () => {
    const { seller, buyer } = await cartOfOne({ wallet: 50 });
    const { body, status } = await payAtCheckout(buyer, { method: 'creditcard', useWallet: true });
    expect(status).toBe(201);
    const total = totalOf(body);
    expect([body.walletAmount, body.methodAmount]).toEqual([50, total - 50]);
    expect(await m().balance(buyer)).toMatchObject({ available: 0, held: 50 });
    expect(await paymentOf(buyer, body.paymentId!)).toMatchObject({ amount: total - 50 });

    await page(await payByCard(body.redirectUrl!, '4111111111111111'));
    await t.jobsSettled();
    expect(await m().balance(buyer)).toMatchObject({ available: 0, held: 0, pending: 0 });
    expect(await m().balance(seller)).toMatchObject({ pending: escrowOf(body) });
    expect(await orderOf(buyer, body.orders[0]!.id)).toMatchObject({ status: 'pending', payment_status: 'paid' });
    await expectLedgerInvariants(t.db);
  });

  it('takes a chosen part of the wallet, and refuses more than the balance with a 402 that changes nothing', async () => {
    const { buyer, item } = await cartOfOne({ wallet: 80 });
    const tooMuch = await t.request<TErrorReply>('POST', '/api/user/orders', {
      token: buyer.token,
      body: { payment: { method: 'stcpay', useWallet: 81 } },
    });
    expect(tooMuch.status).toBe(402);
    expect(await stockOf(item, buyer.token)).toBe(3);
    const bad = await t.request<TErrorReply>('POST', '/api/user/orders', { token: buyer.token, body: { payment: { method: 'bitcoin' } } });
    expect(bad.status).toBe(400);

    const { body } = await payAtCheckout(buyer, { method: 'stcpay', useWallet: 30.5 });
    expect([body.walletAmount, body.methodAmount]).toEqual([30.5, totalOf(body) - 30.5]);
    expect(await m().balance(buyer)).toMatchObject({ available: 49.5, held: 30.5 });
    await expectLedgerInvariants(t.db);
  });

  it('leaves no order in escrow, the stock back, the wallet part back and the cart intact when the card is declined', async () => {
    const { seller, buyer, item } = await cartOfOne({ wallet: 40, quantity: 2 });
    const { body } = await payAtCheckout(buyer, { method: 'mada', useWallet: true });
    expect(await stockOf(item, buyer.token)).toBe(1);
    await page(await payByCard(body.redirectUrl!, '4201320000311101'));
    await t.jobsSettled();

    expect(await paymentOf(buyer, body.paymentId!)).toMatchObject({
      status: 'failed',
      message: 'INSUFFICIENT FUNDS',
      failureReason: 'insufficientFunds',
    });
    expect(await orderOf(buyer, body.orders[0]!.id)).toMatchObject({ status: 'canceled', payment_status: 'unpaid' });
    expect(await stockOf(item, buyer.token)).toBe(3);
    expect(await cartOf(buyer)).toEqual([{ productId: item, quantity: 2 }]);
    expect(await m().balance(buyer)).toMatchObject({ available: 40, held: 0, pending: 0 });
    expect(await m().balance(seller)).toMatchObject({ available: 0, pending: 0 });
    expect((await m().notificationsOf(buyer)).map((n) => n.data?.event)).toContain('payment_failed');
    expect((await m().notificationsOf(seller)).map((n) => n.data?.event)).not.toContain('placed');

    // Trying again with another card buys the same cart.
    const again = await payAtCheckout(buyer, { method: 'mada', useWallet: true });
    expect(again.status).toBe(201);
    await page(await payByCard(again.body.redirectUrl!, '4201320111111010'));
    expect(await orderOf(buyer, again.body.orders[0]!.id)).toMatchObject({ status: 'pending' });
    expect(await cartOf(buyer)).toEqual([]);
    await t.jobsSettled();
    await expectLedgerInvariants(t.db);
  });

  it('answers the same payment to a repeated request, and replaces an open checkout by a new one', async () => {
    const { buyer, item } = await cartOfOne({ wallet: 20 });
    const [first, second] = await Promise.all([payAtCheckout(buyer, { method: 'mada' }), payAtCheckout(buyer, { method: 'mada' })]);
    expect(second.body.paymentId).toBe(first.body.paymentId);
    expect(second.body.checkoutId).toBe(first.body.checkoutId);
    const keyed = await payAtCheckout(buyer, { method: 'mada' }, { 'idempotency-key': 'pay-again' });
    expect(keyed.body.paymentId).toBe(first.body.paymentId);
    expect(await stockOf(item, buyer.token)).toBe(2);

    const other = await payAtCheckout(buyer, { method: 'applepay', useWallet: true });
    expect(other.body.paymentId).not.toBe(first.body.paymentId);
    expect(await orderOf(buyer, first.body.orders[0]!.id)).toMatchObject({ status: 'canceled' });
    expect(await stockOf(item, buyer.token)).toBe(2);
    expect(await m().balance(buyer)).toMatchObject({ available: 0, held: 20 });

    // A late payment of the replaced checkout goes back to the card.
    await page(await payByCard(first.body.redirectUrl!, '4111111111111111'));
    await t.jobsSettled();
    expect(await paymentOf(buyer, first.body.paymentId!)).toMatchObject({ status: 'refunded' });
    expect(await m().balance(buyer)).toMatchObject({ available: 0, held: 20 });
    await expectLedgerInvariants(t.db);
  });
});

describe('the reservation of a checkout awaiting payment', () => {
  const expire = (checkoutId: string) =>
    t.db.update(checkoutPayments).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(checkoutPayments.id, checkoutId));

  it('ends when the payment does not arrive in time: stock and wallet part back; a payment after that is refunded', async () => {
    const { seller, buyer, item } = await cartOfOne({ wallet: 30 });
    const { body } = await payAtCheckout(buyer, { method: 'mada', useWallet: true });
    await expire(body.checkoutId!);
    expect(await expireCheckouts(t.db)).toEqual([body.checkoutId]);
    expect(await expireCheckouts(t.db)).toEqual([]);
    expect(await stockOf(item, buyer.token)).toBe(3);
    expect(await m().balance(buyer)).toMatchObject({ available: 30, held: 0 });
    expect(await orderOf(buyer, body.orders[0]!.id)).toMatchObject({
      status: 'canceled',
      cancel_reason: 'The payment was not completed in time',
    });
    expect(await cartOf(buyer)).toEqual([{ productId: item, quantity: 1 }]);

    // The buyer finishes on the gateway's page after the reservation ended: the card part goes back to the card.
    await page(await payByCard(body.redirectUrl!, '4201320111111010'));
    await t.jobsSettled();
    expect(await paymentOf(buyer, body.paymentId!)).toMatchObject({ status: 'refunded' });
    expect(await orderOf(buyer, body.orders[0]!.id)).toMatchObject({ status: 'canceled', payment_status: 'unpaid' });
    expect(await m().balance(buyer)).toMatchObject({ available: 30, held: 0, pending: 0 });
    expect(await m().balance(seller)).toMatchObject({ available: 0, pending: 0 });
    expect((await m().notificationsOf(buyer)).map((n) => n.data?.event)).toEqual(
      expect.arrayContaining(['payment_failed', 'payment_refunded']),
    );
    await expectLedgerInvariants(t.db);
  });

  it('places the orders of a payment made in time whose webhook and callback were lost', async () => {
    const { buyer } = await cartOfOne();
    const { body } = await payAtCheckout(buyer, { method: 'mada' });
    // Paid at the gateway, whose callback and webhook never reach us: only its own record knows.
    await t.db.execute(sql`update sandbox_gateway_payments set status = 'paid', message = 'APPROVED' where id = ${body.paymentId}`);
    await expire(body.checkoutId!);
    expect(await expireCheckouts(t.db)).toEqual([]);
    expect(await orderOf(buyer, body.orders[0]!.id)).toMatchObject({ status: 'pending', payment_status: 'paid' });
    await expectLedgerInvariants(t.db);
  });
});

describe('refunds of an order paid by wallet and card', () => {
  it('returns the card part to the card and the wallet part to the wallet when the order is cancelled', async () => {
    const { seller, buyer } = await cartOfOne({ wallet: 40 });
    const { body } = await payAtCheckout(buyer, { method: 'mada', useWallet: true });
    const total = totalOf(body);
    await page(await payByCard(body.redirectUrl!, '4201320111111010'));
    const cancel = await t.request<TOrderChangeReply>('POST', `/api/user/orders/${body.orders[0]!.id}/cancel`, {
      token: buyer.token,
      body: { reason: 'Changed my mind' },
    });
    expect(cancel.status).toBe(200);
    await t.jobsSettled();
    expect(await m().balance(buyer)).toMatchObject({ available: 40, pending: 0, held: 0 });
    expect(await m().balance(seller)).toMatchObject({ available: 0, pending: 0 });
    expect(await paymentOf(buyer, body.paymentId!)).toMatchObject({ status: 'refunded', amount: total - 40 });
    await expectLedgerInvariants(t.db);
  });

  it('sends a dispute’s partial refund back to the card first', async () => {
    const { seller, buyer } = await cartOfOne({ wallet: 40 });
    const { body } = await payAtCheckout(buyer, { method: 'mada', useWallet: true });
    await page(await payByCard(body.redirectUrl!, '4201320111111010'));
    const orderId = body.orders[0]!.id;
    await m().setStatus(seller, orderId, 'processing');
    await m().setStatus(seller, orderId, 'ready_for_pickup');
    await refundThirtyByDispute(t, { orderId, buyer, admin });
    await t.jobsSettled();
    // 30 SAR of the card's part go back to the card; the wallet part stays spent on what the buyer keeps.
    expect(await m().balance(buyer)).toMatchObject({ available: 0, pending: 0, held: 0 });
    expect(await paymentOf(buyer, body.paymentId!)).toMatchObject({ status: 'partially_refunded' });
    await expectLedgerInvariants(t.db);
  });
});

describe('a promo code used by a checkout that is never paid', () => {
  const expire = (checkoutId: string) =>
    t.db.update(checkoutPayments).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(checkoutPayments.id, checkoutId));
  let serial = 0;
  /** A code that can be used once, and a way to read how often it was. */
  async function oneUseCode() {
    const code = `ONCE${++serial}${Date.now() % 100_000}`;
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    await t.request('POST', '/api/admin/promo-codes', {
      token: admin.token,
      body: { code, type: 'fixed', value: 10, expiresAt, usageLimit: 1 },
    });
    const usedCount = async () =>
      (await t.request<TPromoCodesReply>('GET', `/api/admin/promo-codes?search=${code}`, { token: admin.token })).body.promoCodes[0]!
        .usedCount;
    return { code, usedCount };
  }
  const payWithCode = (buyer: User, code: string, method = 'mada') =>
    t.request<TCheckoutReply>('POST', '/api/user/orders', { token: buyer.token, body: { payment: { method }, promoCode: code } });

  it('is usable again once the checkout expires, declines or is replaced, and given back once when they race', async () => {
    const { code, usedCount } = await oneUseCode();
    const first = await cartOfOne();
    const { body } = await payWithCode(first.buyer, code);
    expect(body.orders[0]).toMatchObject({ discount: 10, total: 90 });
    expect(await usedCount()).toBe(1);
    const other = await cartOfOne();
    expect((await payWithCode(other.buyer, code)).body).toMatchObject({ message: 'This promo code has reached its usage limit.' });

    // The card is declined while the reservation expires: the checkout closes once, the use comes back once.
    await expire(body.checkoutId!);
    await Promise.all([page(await payByCard(body.redirectUrl!, '4201320000311101')), expireCheckouts(t.db), expireCheckouts(t.db)]);
    await t.jobsSettled();
    expect(await orderOf(first.buyer, body.orders[0]!.id)).toMatchObject({ status: 'canceled' });
    expect(await usedCount()).toBe(0);

    // Replacing an open checkout by a new one with the same code keeps a single use.
    const again = await payWithCode(other.buyer, code);
    expect(again.status).toBe(201);
    const replaced = await payWithCode(other.buyer, code, 'creditcard');
    expect(replaced.status).toBe(201);
    expect(replaced.body.checkoutId).not.toBe(again.body.checkoutId);
    expect(await usedCount()).toBe(1);

    // Paid, the use stays taken.
    await page(await payByCard(replaced.body.redirectUrl!, '4111111111111111'));
    await t.jobsSettled();
    expect(await orderOf(other.buyer, replaced.body.orders[0]!.id)).toMatchObject({ status: 'pending' });
    await expire(replaced.body.checkoutId!);
    expect(await expireCheckouts(t.db)).toEqual([]);
    expect(await usedCount()).toBe(1);
    await expectLedgerInvariants(t.db);
  });
});
