import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import { cancelOrder, completeOrder } from '../modules/orders/change-order.js';
import { orders } from '../modules/orders/tables.js';

const BATCH = 50;

/**
 * Releases the escrow of orders handed over `releaseDays` ago and cancels, with a full refund, orders not shipped
 * within `shipDays` (design §5); an open dispute freezes the release. SKIP LOCKED lets several server instances sweep at once without touching the
 * same order, and leaves alone an order that a user is changing right now.
 */
export async function sweepOrders(
  db: Db,
  { releaseDays, shipDays, commissionPercent }: { releaseDays: number; shipDays: number; commissionPercent: number },
) {
  const released: string[] = [];
  const canceled: string[] = [];
  for (;;) {
    const done = await inTransaction(db, async (tx) => {
      const due = await tx
        .select()
        .from(orders)
        .where(
          sql`${orders.status} in ('shipped', 'ready_for_pickup') and ${orders.shippedAt} <= now() - make_interval(days => ${releaseDays})
            and not exists (select 1 from disputes d where d.order_id = orders.id and d.status = 'open')`,
        )
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const order of due) await completeOrder(tx, order, commissionPercent);
      const late = await tx
        .select()
        .from(orders)
        .where(sql`${orders.status} in ('pending', 'processing') and ${orders.createdAt} <= now() - make_interval(days => ${shipDays})`)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const order of late) await cancelOrder(tx, order, `Not shipped within ${shipDays} days`);
      return { released: due.map((o) => o.id), canceled: late.map((o) => o.id) };
    });
    released.push(...done.released);
    canceled.push(...done.canceled);
    if (done.released.length < BATCH && done.canceled.length < BATCH) return { released, canceled };
  }
}

/** Runs the sweep every minute until stopped. */
export function startEscrowSweeper(
  db: Db,
  options: Parameters<typeof sweepOrders>[1],
  { log, onSwept }: { log: (line: string) => void; onSwept: (result: Awaited<ReturnType<typeof sweepOrders>>) => Promise<void> },
) {
  let isRunning = false;
  const timer = setInterval(async () => {
    if (isRunning) return;
    isRunning = true;
    try {
      const result = await sweepOrders(db, options);
      if (result.released.length || result.canceled.length) {
        log(`[sweeper] released ${result.released.length} orders, cancelled ${result.canceled.length} late orders`);
        await onSwept(result);
      }
    } catch (error) {
      log(`[sweeper] failed: ${(error as Error).message}`);
    } finally {
      isRunning = false;
    }
  }, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
