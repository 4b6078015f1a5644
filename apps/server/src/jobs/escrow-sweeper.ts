import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import { recordEvent } from '../modules/events/record-event.js';
import { cancelOrder, completeOrder } from '../modules/orders/change-order.js';
import { sweepDigitalOrders } from '../modules/orders/digital-delivery.js';
import { disputes, orders } from '../modules/orders/tables.js';

const BATCH = 50;

/**
 * Completes due orders that this transaction has locked, except those with an open dispute. The selecting query
 * filtered disputes already, but with its snapshot: a dispute committed between that snapshot and the row lock
 * (openDispute takes the order's lock, then lets go at commit) is only seen by a new query after the lock.
 */
export async function releaseLockedOrders(tx: Tx, locked: (typeof orders.$inferSelect)[], commissionPercent: number) {
  if (locked.length === 0) return [];
  const disputed = new Set(
    (
      await tx
        .select({ orderId: disputes.orderId })
        .from(disputes)
        .where(
          and(
            inArray(
              disputes.orderId,
              locked.map((order) => order.id),
            ),
            eq(disputes.status, 'open'),
          ),
        )
    ).map((row) => row.orderId),
  );
  const released = locked.filter((order) => !disputed.has(order.id));
  for (const order of released) await completeOrder(tx, order, commissionPercent);
  return released.map((order) => order.id);
}

/**
 * Releases the escrow of orders whose protection window (ADR 021: from the delivery) began `releaseDays` ago and cancels, with a full refund, orders not shipped
 * within `shipDays` (design §5); an open dispute freezes the release. SKIP LOCKED lets several server instances sweep
 * at once without touching the same order, and leaves alone an order that a user is changing right now.
 */
export async function sweepOrders(
  db: Db,
  {
    releaseDays,
    shipDays,
    commissionPercent,
    unrevealedDays = 7,
    flagCount = 3,
  }: { releaseDays: number; shipDays: number; commissionPercent: number; unrevealedDays?: number; flagCount?: number },
) {
  const released: string[] = [];
  const canceled: string[] = [];
  for (;;) {
    const done = await inTransaction(db, async (tx) => {
      const due = await tx
        .select()
        .from(orders)
        .where(
          sql`${orders.status} in ('shipped', 'ready_for_pickup') and ${orders.kind} = 'physical' and ${orders.protectionStartsAt} <= now() - make_interval(days => ${releaseDays})
            and not exists (select 1 from disputes d where d.order_id = orders.id and d.status = 'open')`,
        )
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const digital = await sweepDigitalOrders(tx, { unrevealedDays, commissionPercent, flagCount, limit: BATCH });
      const releasedNow = [...(await releaseLockedOrders(tx, due, commissionPercent)), ...digital.released];
      const late = await tx
        .select()
        .from(orders)
        .where(
          sql`${orders.status} in ('pending', 'processing') and ${orders.kind} = 'physical' and ${orders.createdAt} <= now() - make_interval(days => ${shipDays})`,
        )
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const order of late) await cancelOrder(tx, order, `Not shipped within ${shipDays} days`);
      if (releasedNow.length > 0) await recordEvent(tx, { type: 'orders_changed', orderIds: releasedNow, change: 'completed' });
      if (late.length > 0) await recordEvent(tx, { type: 'orders_changed', orderIds: late.map((o) => o.id), change: 'canceled' });
      return {
        released: releasedNow,
        canceled: [...late.map((o) => o.id), ...digital.refunded, ...digital.canceled],
        isFull: due.length === BATCH || late.length === BATCH || digital.isFull,
      };
    });
    released.push(...done.released);
    canceled.push(...done.canceled);
    if (!done.isFull) return { released, canceled };
  }
}
