import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { orders, recordShipmentEvent, TRACK_SHIPMENT_TASK } from '../orders/index.js';
import type { CarrierProvider } from './carrier-provider.js';

/**
 * The job behind a tracked parcel: asks the carrier provider for the parcel's events, records the new ones, and comes
 * back after the provider's poll interval until the parcel is delivered or returned (or the order moved on).
 */
export async function trackShipment(db: Db, provider: CarrierProvider, { orderId }: { orderId: string }) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (order?.status !== 'shipped' || !order.carrier || !order.trackingNumber || !order.shippedAt) return;
  if (!provider.tracks(order.carrier)) return;
  const { carrier, trackingNumber, shippedAt } = order;
  const events = await provider.fetchEvents({ carrier, trackingNumber, shippedAt });
  await inTransaction(db, async (tx) => {
    for (const { event, occurredAt } of events) await recordShipmentEvent(tx, { orderId, event, occurredAt, source: provider.name });
    const isOver = events.some((e) => e.event === 'delivered' || e.event === 'returned');
    if (!isOver) {
      const runAt = new Date(Date.now() + provider.pollMinutes * 60_000);
      await tx.execute(
        sql`select graphile_worker.add_job(${TRACK_SHIPMENT_TASK}, ${JSON.stringify({ orderId })}::json, run_at => ${runAt.toISOString()}::timestamptz)`,
      );
    }
  });
}
