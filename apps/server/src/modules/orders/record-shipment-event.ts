import type { Carrier, ShipmentEvent } from '@gamesouq/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { newId } from '../../lib/ids.js';
import { recordEvent } from '../events/index.js';
import { orders, shipmentEvents } from './tables.js';

/**
 * Records what a carrier reported about a shipped order's parcel, once per kind of event (a repeated webhook or poll
 * changes nothing). The delivered event starts the order's protection window (ADR 021); the buyer hears when the
 * parcel is out for delivery and when it is delivered. Returns whether it was new.
 */
export async function recordShipmentEvent(
  tx: Tx,
  { orderId, event, occurredAt, source }: { orderId: string; event: ShipmentEvent; occurredAt: Date; source: string },
) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order?.carrier) return false;
  const inserted = await tx
    .insert(shipmentEvents)
    .values({ id: newId(), orderId, event, occurredAt, source })
    .onConflictDoNothing()
    .returning({ id: shipmentEvents.id });
  if (inserted.length === 0) return false;
  if (event === 'delivered' && order.status === 'shipped' && !order.deliveredAt) {
    await tx
      .update(orders)
      .set({ deliveredAt: occurredAt, protectionStartsAt: occurredAt, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId));
  }
  if (event === 'out_for_delivery' || event === 'delivered') {
    await recordEvent(tx, { type: 'orders_changed', orderIds: [orderId], change: event });
  }
  return true;
}

/** The shipped order whose parcel a carrier names, if any. */
export async function findShippedOrder(tx: Tx, { carrier, trackingNumber }: { carrier: Carrier; trackingNumber: string }) {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.carrier, carrier), eq(orders.trackingNumber, trackingNumber), eq(orders.status, 'shipped')));
  return order ?? null;
}
