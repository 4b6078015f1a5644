import { normalizeTrackingNumber, type TShipment } from '@gamesouq/core';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { orders } from './tables.js';

/** The job that asks the carrier provider for a parcel's events, again and again until the parcel arrives or returns. */
export const TRACK_SHIPMENT_TASK = 'track_shipment';

/**
 * Marks a locked order shipped with its parcel. A tracked parcel's protection window waits for the carrier's
 * delivered event (or the buyer's confirmation); without a tracked parcel (carrier `other`, or an admin's move
 * without one) nothing will report the delivery, so the window starts at the hand-over as before (ADR 021).
 */
export async function shipOrder(tx: Tx, { order, shipment }: { order: { id: string }; shipment?: TShipment }) {
  const isTracked = shipment !== undefined && shipment.carrier !== 'other';
  await tx
    .update(orders)
    .set({
      status: 'shipped',
      shippedAt: sql`now()`,
      carrier: shipment?.carrier ?? null,
      trackingNumber: shipment ? normalizeTrackingNumber(shipment.trackingNumber) : null,
      shipmentProofId: shipment?.proofId ?? null,
      protectionStartsAt: isTracked ? null : sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, order.id));
  // The carrier's events are fetched by the job queue, first right after this transaction commits.
  if (isTracked)
    await tx.execute(sql`select graphile_worker.add_job(${TRACK_SHIPMENT_TASK}, ${JSON.stringify({ orderId: order.id })}::json)`);
}
