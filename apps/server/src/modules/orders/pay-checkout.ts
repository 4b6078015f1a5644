import { createHash } from 'node:crypto';
import { type PaymentMethod, sarToHalalas } from '@gamesouq/core';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { cartItems, consumeCartLines } from '../cart/index.js';
import { recordEvent } from '../events/index.js';
import { onPaymentFailed, onPaymentSettled, refundPayment, startPayment } from '../payments/index.js';
import { balancesOf } from '../wallet/index.js';
import { deliverCodeOrder } from './digital-delivery.js';
import { lockCheckoutInputs } from './lock-checkout.js';
import { payForOrder } from './order-money.js';
import { placeOrders } from './place-orders.js';
import { type Checkout, closeCheckout, holdWalletPart, lockCheckout, lockCheckoutOrders, returnWalletPart } from './reservations.js';
import { checkoutPayments, orders } from './tables.js';

/** The smallest amount a gateway charges (Moyasar: 1 SAR); a smaller method part is taken from the wallet part. */
const MIN_METHOD_HALALAS = 100;
export const CHECKOUT_RETURN_PATH = '/checkout/return';

type PlaceRequest = Omit<Parameters<typeof placeOrders>[1], 'buyerId' | 'cart' | 'listings' | 'vatRatePercent' | 'awaitsPayment'>;
export type PaymentChoice = { method: PaymentMethod; useWallet?: boolean | number };

/** How much of `total` the wallet pays: all it can (`true`), a chosen amount in SAR, or nothing; at least 1 SAR is left to the method. */
function walletPartOf({ total, available, useWallet }: { total: number; available: number; useWallet?: boolean | number }) {
  const wanted = useWallet === true ? Math.min(available, total) : typeof useWallet === 'number' ? sarToHalalas(useWallet) : 0;
  if (wanted > available) throw new AppError('INSUFFICIENT_BALANCE');
  const part = Math.min(wanted, total);
  return total - part > 0 && total - part < MIN_METHOD_HALALAS ? Math.max(0, total - MIN_METHOD_HALALAS) : part;
}

/** Pays the locked orders of a checkout from the buyer's available balance and places them: the moment they are bought. */
async function placePaidCheckout(tx: Tx, checkout: Pick<Checkout, 'id' | 'buyerId' | 'lines'>) {
  const waiting = (await lockCheckoutOrders(tx, checkout.id)).filter((order) => order.status === 'awaiting_payment');
  for (const order of waiting) {
    await payForOrder(tx, order);
    await tx.update(orders).set({ status: 'pending', paymentStatus: 'paid', updatedAt: sql`now()` }).where(eq(orders.id, order.id));
    if (order.kind === 'digital_code') await deliverCodeOrder(tx, order);
  }
  await consumeCartLines(tx, { buyerId: checkout.buyerId, lines: checkout.lines });
  await tx.update(checkoutPayments).set({ status: 'paid', updatedAt: sql`now()` }).where(eq(checkoutPayments.id, checkout.id));
  await recordEvent(tx, { type: 'orders_changed', orderIds: waiting.map((order) => order.id), change: 'placed' });
}

/**
 * A checkout paid (partly) by a card or wallet method, in the caller's transaction: the buyer's open checkout is
 * answered again when the request is the same, else replaced (its reservation released); the orders are created
 * awaiting payment with their stock reserved for `reservationMinutes`, the wallet part is set aside, and the method
 * part is split over the orders so that a refund knows where each order's money came from. The payment itself is
 * started after the commit (`startCheckoutPayment`). A method part of 0 (the wallet covers everything) places the
 * orders paid at once.
 */
export async function placeCheckoutAwaitingPayment(
  tx: Tx,
  {
    buyerId,
    request,
    payment,
    vatRatePercent,
    reservationMinutes,
  }: { buyerId: string; request: PlaceRequest; payment: PaymentChoice; vatRatePercent: number; reservationMinutes: number },
): Promise<{ checkoutId: string; orderIds: string[] }> {
  const requestHash = createHash('sha256').update(JSON.stringify({ request, payment })).digest('hex');
  const itemIds = request.items?.map((line) => line.productId);
  const { same, cart, listings } = await closeOpenCheckouts(tx, buyerId, { requestHash, itemIds });
  if (same) {
    const ids = await tx.select({ id: orders.id }).from(orders).where(eq(orders.checkoutId, same.id)).orderBy(orders.id);
    return { checkoutId: same.id, orderIds: ids.map((row) => row.id) };
  }

  const orderIds = await placeOrders(tx, { buyerId, ...request, cart, listings, vatRatePercent, awaitsPayment: true });
  const placed = await tx.select().from(orders).where(inArray(orders.id, orderIds)).orderBy(orders.id);
  const checkoutId = placed[0]!.checkoutId;
  const total = placed.reduce((sum, order) => sum + order.total, 0);
  const { available } = await balancesOf(tx, buyerId);
  const walletAmount = walletPartOf({ total, available, useWallet: payment.useWallet });
  const methodAmount = total - walletAmount;
  const checkout = {
    id: checkoutId,
    buyerId,
    method: payment.method,
    walletAmount,
    methodAmount,
    lines: dedupe(request.items),
    requestHash,
    expiresAt: new Date(Date.now() + reservationMinutes * 60_000),
  };
  if (checkout.lines.length === 0) {
    const lines = await tx.select().from(cartItems).where(eq(cartItems.userId, buyerId));
    checkout.lines = lines.map((line) => ({ productId: line.listingId, quantity: line.quantity }));
  }
  await tx.insert(checkoutPayments).values(checkout);
  if (methodAmount === 0) {
    await placePaidCheckout(tx, checkout);
    return { checkoutId, orderIds };
  }
  await holdWalletPart(tx, checkout);
  let left = methodAmount;
  for (const order of placed) {
    const part = Math.min(order.total, left);
    left -= part;
    if (part > 0) await tx.update(orders).set({ paidByMethod: part }).where(eq(orders.id, order.id));
  }
  return { checkoutId, orderIds };
}

/**
 * Before a new checkout: the buyer's checkouts still awaiting payment hold the same cart's stock, so they are
 * replaced (released); the one made by the same request (`requestHash`), still in time, is kept and returned, so a
 * repeated request answers the same payment. The cart's lock comes first (lock order: cart, checkouts, listings,
 * ledger accounts): one checkout of a buyer at a time, each seeing the one before it. Returns the locked cart lines
 * and the locked listings they buy (those of `itemIds` when given), for placeOrders.
 */
export async function closeOpenCheckouts(
  tx: Tx,
  buyerId: string,
  { requestHash, itemIds }: { requestHash?: string; itemIds?: string[] } = {},
) {
  const locked = await lockCheckoutInputs(tx, { buyerId, itemIds });
  if (locked.open.length === 0) return { same: undefined, cart: locked.cart, listings: locked.listings };
  // Rare: a checkout still awaiting its payment (already locked above) is read whole to be kept or closed.
  const open = await tx.select().from(checkoutPayments).where(inArray(checkoutPayments.id, locked.open)).orderBy(checkoutPayments.id);
  let same: Checkout | undefined;
  for (const checkout of open) {
    if (!same && checkout.requestHash === requestHash && checkout.expiresAt.getTime() > Date.now()) same = checkout;
    else await closeCheckout(tx, { checkout, status: 'superseded', reason: 'Replaced by a new checkout' });
  }
  // Closing a checkout never touches the cart, but its stock went back to the listings: they are read again.
  const { cart, listings } = open.length > (same ? 1 : 0) ? await lockCheckoutInputs(tx, { buyerId, itemIds }) : locked;
  return { same, cart, listings };
}

function dedupe(items: PlaceRequest['items']) {
  const wanted = new Map<string, number>();
  for (const line of items ?? []) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  return [...wanted].map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * Starts the gateway payment of a checkout's method part, once: the checkout's row is locked while it starts, so a
 * repeat of the request (same Idempotency-Key, or the same body while it is open) gets the same payment. When the
 * gateway cannot start it, the checkout closes (stock and wallet part back) and the buyer gets a clear error.
 */
export async function startCheckoutPayment(
  db: Db,
  { checkoutId, language }: { checkoutId: string; language: 'en' | 'ar' },
): Promise<{ walletAmount: number; methodAmount: number; paymentId?: string; redirectUrl?: string }> {
  let failure: unknown = null;
  const started = await inTransaction(db, async (tx) => {
    const checkout = await lockCheckout(tx, checkoutId);
    if (!checkout) throw new AppError('NOT_FOUND', 'errors.orderNotFound');
    const amounts = { walletAmount: checkout.walletAmount, methodAmount: checkout.methodAmount };
    if (checkout.methodAmount === 0) return amounts;
    if (checkout.paymentId && checkout.redirectUrl) return { ...amounts, paymentId: checkout.paymentId, redirectUrl: checkout.redirectUrl };
    if (checkout.status !== 'awaiting') throw new AppError('CART_CHANGED');
    try {
      const payment = await startPayment(db, {
        userId: checkout.buyerId,
        purpose: 'checkout',
        subjectId: checkout.id,
        amountHalalas: checkout.methodAmount,
        method: checkout.method as PaymentMethod,
        description: `GameSouq checkout ${checkout.id}`,
        returnPath: CHECKOUT_RETURN_PATH,
        language,
        idempotencyKey: `checkout:${checkout.id}`,
      });
      await tx
        .update(checkoutPayments)
        .set({ paymentId: payment.paymentId, redirectUrl: payment.redirectUrl, updatedAt: sql`now()` })
        .where(eq(checkoutPayments.id, checkout.id));
      return { ...amounts, ...payment };
    } catch (error) {
      failure = error;
      await closeCheckout(tx, { checkout, status: 'failed', reason: 'The payment could not be started' });
      return amounts;
    }
  });
  if (failure) throw failure instanceof AppError ? failure : new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
  return started;
}

type SettledPayment = { id: string; subjectId: string; amountHalalas: number };

/**
 * The gateway verified a checkout's payment (in its transaction, the money already in the buyer's available
 * balance): the orders are paid from it with the wallet part and placed, exactly once. A payment for a checkout that
 * is no longer waiting (expired, failed, replaced, or paid by another payment) goes back where it came from.
 */
export async function settleCheckout(tx: Tx, payment: SettledPayment) {
  const checkout = await lockCheckout(tx, payment.subjectId);
  if (checkout?.status === 'awaiting' && (checkout.paymentId === null || checkout.paymentId === payment.id)) {
    await returnWalletPart(tx, checkout);
    await placePaidCheckout(tx, checkout);
    return;
  }
  await refundPayment(tx, { paymentId: payment.id, amountHalalas: payment.amountHalalas, reason: 'The checkout had expired' });
  const ids = checkout ? await tx.select({ id: orders.id }).from(orders).where(eq(orders.checkoutId, checkout.id)) : [];
  if (ids.length > 0) await recordEvent(tx, { type: 'orders_changed', orderIds: ids.map((row) => row.id), change: 'payment_refunded' });
}

/** The gateway reports the payment failed or abandoned: the checkout closes, the cart stays as it was. */
export async function failCheckout(tx: Tx, payment: { id: string; subjectId: string }) {
  const checkout = await lockCheckout(tx, payment.subjectId);
  if (checkout?.status !== 'awaiting' || (checkout.paymentId !== null && checkout.paymentId !== payment.id)) return;
  await closeCheckout(tx, { checkout, status: 'failed', reason: 'The payment did not go through' });
}

// The orders module's part of paying, registered when the module loads (the registries are the process's): what
// happens to a checkout when its payment settles or fails.
onPaymentSettled('checkout', settleCheckout);
onPaymentFailed('checkout', failCheckout);
