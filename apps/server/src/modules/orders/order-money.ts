import type { Tx } from '../../db/client.js';
import { platformAccount, post, userAccount } from '../wallet/index.js';
import type { orders } from './tables.js';

type Order = typeof orders.$inferSelect;
const label = (order: Order) => `order #${order.number}`;

/**
 * Checkout: the buyer pays the total; the seller's escrow holds subtotal + shipping, VAT included (a registered
 * seller's VAT is theirs, design §8); a promo is the platform's. The `tax` leg moves only for orders placed before
 * VAT-inclusive prices (tax added on top, collected by the platform); newer orders have tax 0, and the leg is left out.
 */
export const payForOrder = (tx: Tx, order: Order) =>
  post(tx, {
    kind: 'purchase',
    userId: order.buyerId,
    orderId: order.id,
    reference: order.id,
    description: `Payment for ${label(order)}`,
    lines: [
      { account: userAccount(order.buyerId, 'available'), amount: -order.total },
      { account: userAccount(order.sellerId, 'pending'), amount: order.escrow },
      { account: platformAccount('tax'), amount: order.tax },
      { account: platformAccount('revenue'), amount: -order.discount },
    ],
  });

/** Cancellation: every leg of the payment goes back, an old order's tax too, so the buyer gets the full total. */
export const refundOrder = (tx: Tx, order: Order, reason: string) =>
  post(tx, {
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
