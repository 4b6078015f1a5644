import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { recordEvent } from '../events/index.js';
import { type Posting, platformAccount, post, userAccount } from '../wallet/index.js';
import type { orders } from './tables.js';

type Order = typeof orders.$inferSelect;
const label = (order: Order) => `order #${order.number}`;

type Paid = Pick<Order, 'id' | 'buyerId' | 'sellerId' | 'total' | 'escrow' | 'tax' | 'discount'>;

const PAYMENT_FOR = 'Payment for order #';

/**
 * Checkout: the buyer pays the total; the seller's escrow holds subtotal + shipping, VAT included (a registered
 * seller's VAT is theirs, design §8); a promo is the platform's. The `tax` leg moves only for orders placed before
 * VAT-inclusive prices (tax added on top, collected by the platform); newer orders have tax 0, and the leg is left out.
 * Without the order's number, the statement that writes the order describes it (`placedOrderPayment`).
 */
export const orderPayment = (order: Paid, number?: number): Posting => ({
  kind: 'purchase',
  userId: order.buyerId,
  orderId: order.id,
  reference: order.id,
  description: number === undefined ? '' : `${PAYMENT_FOR}${number}`,
  lines: [
    { account: userAccount(order.buyerId, 'available'), amount: -order.total },
    { account: userAccount(order.sellerId, 'pending'), amount: order.escrow },
    { account: platformAccount('tax'), amount: order.tax },
    { account: platformAccount('revenue'), amount: -order.discount },
  ],
});

/** The description of an `orderPayment` (`e`) written by the statement that places its order (`placed_orders`). */
export const placedOrderPayment = sql`${PAYMENT_FOR}::text || (select p.number from placed_orders p where p.id = e.order_id)::text`;

/** `orderPayment` of a placed order, in a statement of its own. */
export const payForOrder = (tx: Tx, order: Order) => post(tx, orderPayment(order, order.number));

/** Cancellation: every leg of the payment goes back, an old order's tax too, so the buyer gets the full total. */
export async function refundOrder(tx: Tx, order: Order, reason: string) {
  const entryId = await post(tx, {
    kind: 'refund',
    userId: order.buyerId,
    orderId: order.id,
    reference: order.id,
    description: `Refund for ${label(order)}: ${reason}`,
    lines: [
      { account: userAccount(order.sellerId, 'pending'), amount: -order.escrow },
      { account: platformAccount('tax'), amount: -order.tax },
      { account: platformAccount('revenue'), amount: order.discount },
      { account: userAccount(order.buyerId, 'available'), amount: order.total },
    ],
  });
  if (entryId)
    await recordEvent(tx, { type: 'order_refunded', orderId: order.id, refundEntryId: entryId, amount: order.total, full: true });
}

/** A dispute's partial refund: `amount` of the escrow goes back to the buyer; the rest stays for the seller. */
export async function refundPart(tx: Tx, order: Order, amount: number) {
  const entryId = await post(tx, {
    kind: 'refund',
    userId: order.buyerId,
    orderId: order.id,
    reference: order.id,
    description: `Partial refund for ${label(order)}`,
    lines: [
      { account: userAccount(order.sellerId, 'pending'), amount: -amount },
      { account: userAccount(order.buyerId, 'available'), amount },
    ],
  });
  if (entryId) await recordEvent(tx, { type: 'order_refunded', orderId: order.id, refundEntryId: entryId, amount, full: false });
}

/** Completion: the escrow moves to the seller's available balance, less the platform's commission. */
export const releaseEscrow = (tx: Tx, order: Order, commissionPercent: number) => {
  const commission = Math.round((order.escrow * commissionPercent) / 100);
  return post(tx, {
    kind: 'release',
    userId: order.sellerId,
    orderId: order.id,
    reference: order.id,
    description: `Funds released for ${label(order)}`,
    lines: [
      { account: userAccount(order.sellerId, 'pending'), amount: -order.escrow },
      { account: userAccount(order.sellerId, 'available'), amount: order.escrow - commission },
      { account: platformAccount('revenue'), amount: commission },
    ],
  });
};
