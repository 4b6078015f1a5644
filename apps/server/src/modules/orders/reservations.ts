import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { recordEvent } from '../events/index.js';
import { returnPromoUse } from '../promos/index.js';
import { post, userAccount } from '../wallet/index.js';
import { restock } from './change-order.js';
import { checkoutPayments, orders } from './tables.js';

export type Checkout = typeof checkoutPayments.$inferSelect;
type ClosedStatus = Extract<Checkout['status'], 'failed' | 'expired' | 'superseded'>;

/** The checkout's orders, locked in id order (the lock order of every order change). */
export const lockCheckoutOrders = (tx: Tx, checkoutId: string) =>
  tx.select().from(orders).where(eq(orders.checkoutId, checkoutId)).orderBy(asc(orders.id)).for('update');

/** Locks one checkout of a buyer's payment; undefined when there is none. */
export async function lockCheckout(tx: Tx, checkoutId: string) {
  const [checkout] = await tx.select().from(checkoutPayments).where(eq(checkoutPayments.id, checkoutId)).for('update');
  return checkout;
}

/** Sets the wallet part of a checkout aside (available → held) while the method part is paid. */
export const holdWalletPart = (tx: Tx, checkout: Pick<Checkout, 'id' | 'buyerId' | 'walletAmount'>) =>
  post(tx, {
    kind: 'checkout_hold',
    userId: checkout.buyerId,
    reference: `checkout-hold:${checkout.id}`,
    description: 'Set aside for a checkout awaiting payment',
    lines: [
      { account: userAccount(checkout.buyerId, 'available'), amount: -checkout.walletAmount },
      { account: userAccount(checkout.buyerId, 'held'), amount: checkout.walletAmount },
    ],
  });

/** Gives the wallet part back to the available balance: to pay the orders with it, or because the checkout closed. */
export const returnWalletPart = (tx: Tx, checkout: Checkout) =>
  post(tx, {
    kind: 'checkout_release',
    userId: checkout.buyerId,
    reference: `checkout-release:${checkout.id}`,
    description: 'Returned from a checkout',
    lines: [
      { account: userAccount(checkout.buyerId, 'held'), amount: -checkout.walletAmount },
      { account: userAccount(checkout.buyerId, 'available'), amount: checkout.walletAmount },
    ],
  });

/**
 * Closes a locked checkout that was never paid: its orders are cancelled with `reason`, their stock is back on sale,
 * the wallet part is back in the available balance, the promo code's use is given back (one per checkout, only by
 * the transaction that moves it out of `awaiting`), and (unless the buyer replaced it with a new checkout) the buyer
 * hears that the payment did not go through. The cart was never touched.
 */
export async function closeCheckout(tx: Tx, { checkout, status, reason }: { checkout: Checkout; status: ClosedStatus; reason: string }) {
  const waiting = (await lockCheckoutOrders(tx, checkout.id)).filter((order) => order.status === 'awaiting_payment');
  for (const order of waiting) {
    await restock(tx, order);
    await tx
      .update(orders)
      .set({ status: 'canceled', canceledAt: sql`now()`, cancelReason: reason, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
  }
  await returnWalletPart(tx, checkout);
  const closed = await tx
    .update(checkoutPayments)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(checkoutPayments.id, checkout.id), eq(checkoutPayments.status, 'awaiting')))
    .returning({ id: checkoutPayments.id });
  const promoId = waiting.find((order) => order.promoCodeId)?.promoCodeId;
  if (closed.length > 0 && promoId) await returnPromoUse(tx, promoId);
  if (status !== 'superseded' && waiting.length > 0) {
    await recordEvent(tx, { type: 'orders_changed', orderIds: waiting.map((order) => order.id), change: 'payment_failed' });
  }
}
