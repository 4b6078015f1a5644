import { randomInt } from 'node:crypto';
import { canMoveOrder, type OrderActor, type OrderStatus, type TShipment } from '@gamesouq/core';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { releaseReservedCodes } from '../digital-codes/index.js';
import { recordEvent } from '../events/index.js';
import { putBackOnSale } from '../listings/index.js';
import type { UserRow } from '../users/index.js';
import { refundOrder, releaseEscrow } from './order-money.js';
import { assertShipmentProof } from './order-proofs.js';
import { refundToMethod } from './refund-to-method.js';
import { shipOrder } from './ship-order.js';
import { codeReports, disputes, orderItems, orders } from './tables.js';

type Order = typeof orders.$inferSelect;

/** Six digits the buyer shows at a pickup's hand-over; a million of them and five tries make a guess hopeless. */
const newPickupCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Locks the order and tells who the user is to it; a stranger gets 404, never the order. */
export async function lockOrder(
  tx: Tx,
  { orderId, user }: { orderId: string; user: UserRow },
): Promise<{ order: Order; actor: OrderActor }> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  const actor: OrderActor | null = !order
    ? null
    : order.buyerId === user.id
      ? 'buyer'
      : order.sellerId === user.id
        ? 'seller'
        : user.role === 'admin'
          ? 'admin'
          : null;
  if (!order || !actor) throw new AppError('NOT_FOUND', 'errors.orderNotFound');
  return { order, actor };
}

/** Puts the stock of a cancelled order back on sale. */
export async function restock(tx: Tx, order: Order) {
  // A code order's stock is its codes: reserved ones go back; sold ones were delivered and never come back on sale.
  if (order.kind === 'digital_code') return releaseReservedCodes(tx, order.id);
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  for (const item of items) {
    if (!item.listingId) continue;
    await putBackOnSale(tx, item.listingId, item.quantity);
  }
  const listingIds = items.flatMap((item) => (item.listingId ? [item.listingId] : []));
  if (listingIds.length) await recordEvent(tx, { type: 'listings_changed', listingIds });
}

/**
 * Cancels a locked order with a full refund. Locks are taken in checkout's order (order, then listings, then ledger
 * accounts), so a cancellation and a checkout of the same listing never wait on each other in a cycle.
 */
export async function cancelOrder(tx: Tx, order: Order, reason: string) {
  await restock(tx, order);
  await refundOrder(tx, order, reason);
  await refundToMethod(tx, { order, amount: order.total, reason });
  await tx
    .update(orders)
    .set({ status: 'canceled', paymentStatus: 'refunded', canceledAt: sql`now()`, cancelReason: reason, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
}

export async function completeOrder(tx: Tx, order: Order, commissionPercent: number) {
  await releaseEscrow(tx, order, commissionPercent);
  await tx
    .update(orders)
    .set({ status: 'completed', paymentStatus: 'released', completedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
}

export async function isDisputed(tx: Tx, orderId: string) {
  const [open] = await tx
    .select({ id: disputes.id })
    .from(disputes)
    .where(sql`${disputes.orderId} = ${orderId} and ${disputes.status} = 'open'`);
  return Boolean(open);
}

/** A status change by the buyer, the seller or an admin, as the state machine allows (409 otherwise). */
export async function moveOrder(
  tx: Tx,
  { orderId, user, to, reason, shipment }: { orderId: string; user: UserRow; to: OrderStatus; reason?: string; shipment?: TShipment },
) {
  const { order, actor } = await lockOrder(tx, { orderId, user });
  if (await isDisputed(tx, orderId)) throw new AppError('ORDER_DISPUTED');
  if (!canMoveOrder({ actor, from: order.status, to, delivery: order.deliveryType, kind: order.kind }))
    throw new AppError('INVALID_STATUS_CHANGE');
  if (to === 'canceled') {
    await cancelOrder(tx, order, reason || `Cancelled by the ${actor}`);
  } else if (to === 'shipped') {
    // A seller ships with a tracked parcel; an admin moving an order by hand may not know one.
    if (!shipment && actor === 'seller') throw new AppError('VALIDATION_FAILED', 'errors.shipmentRequired');
    // The seller shows what was sent: a photo of the parcel or its receipt, which the buyer sees (issue 18).
    if (actor === 'seller') await assertShipmentProof(tx, { orderId, sellerId: order.sellerId, proofId: shipment?.proofId });
    await shipOrder(tx, { order, shipment });
  } else {
    await tx
      .update(orders)
      .set({
        status: to,
        // A pickup's protection window starts at the hand-over, which the seller confirms with the buyer's code.
        ...(to === 'ready_for_pickup' ? { shippedAt: sql`now()`, pickupCode: newPickupCode(), pickupCodeFailures: 0 } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, order.id));
  }
  if (to !== 'pending' && to !== 'awaiting_payment') await recordEvent(tx, { type: 'orders_changed', orderIds: [order.id], change: to });
}

const isAwaitingBuyer = (order: Order) => order.status === 'shipped' || order.status === 'ready_for_pickup';

/** The buyer's Confirm Delivery: completes the order and releases the escrow at once. */
export async function confirmDelivery(
  tx: Tx,
  { orderId, user, commissionPercent }: { orderId: string; user: UserRow; commissionPercent: number },
) {
  const { order, actor } = await lockOrder(tx, { orderId, user });
  if (actor !== 'buyer' || !isAwaitingBuyer(order)) throw new AppError('INVALID_STATUS_CHANGE');
  await completeOrder(tx, order, commissionPercent);
  await tx
    .update(orders)
    .set({
      deliveredAt: sql`coalesce(${orders.deliveredAt}, now())`,
      protectionStartsAt: sql`coalesce(${orders.protectionStartsAt}, now())`,
    })
    .where(eq(orders.id, order.id));
  // A buyer who confirms delivery is satisfied: an open dispute ends with the release.
  await tx
    .update(disputes)
    .set({ status: 'resolved', resolution: 'release', decisionNote: 'The buyer confirmed delivery.', decidedAt: sql`now()` })
    .where(sql`${disputes.orderId} = ${orderId} and ${disputes.status} = 'open'`);
  await recordEvent(tx, { type: 'orders_changed', orderIds: [order.id], change: 'completed' });
}

/** The seller's Auto Withdraw: allowed once the release days have passed since the delivery (ADR 021). */
export async function releaseBySeller(
  tx: Tx,
  { orderId, user, commissionPercent, releaseDays }: { orderId: string; user: UserRow; commissionPercent: number; releaseDays: number },
) {
  const { order, actor } = await lockOrder(tx, { orderId, user });
  if (actor !== 'seller' || !isAwaitingBuyer(order)) throw new AppError('INVALID_STATUS_CHANGE');
  if (await isDisputed(tx, orderId)) throw new AppError('ORDER_DISPUTED');
  // A digital order's window end was fixed when it started (ADR 020); an open code report holds it like a dispute.
  const dueAt =
    order.kind === 'physical'
      ? (order.protectionStartsAt?.getTime() ?? Number.POSITIVE_INFINITY) + releaseDays * 24 * 3600 * 1000
      : (order.protectionEndsAt?.getTime() ?? Number.POSITIVE_INFINITY);
  const [report] = await tx
    .select({ id: codeReports.id })
    .from(codeReports)
    .where(sql`${codeReports.orderId} = ${orderId} and ${codeReports.status} = 'open'`);
  if (report) throw new AppError('ORDER_DISPUTED');
  if (dueAt > Date.now()) throw new AppError('RELEASE_NOT_DUE', { key: 'errors.releaseAfterDays', params: { days: releaseDays } });
  await completeOrder(tx, order, commissionPercent);
  await recordEvent(tx, { type: 'orders_changed', orderIds: [order.id], change: 'completed' });
}
