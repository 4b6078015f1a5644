import type { TDisputeMessageView, TEvidenceEntry } from '@gamesouq/core';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, shipmentEvents } from './tables.js';

type Order = typeof orders.$inferSelect;
/** A kind of evidence another module keeps about an order (the digital goods' code reveals), read when a dispute is shown. */
export type EvidenceSource = (db: Db, order: Order) => Promise<TEvidenceEntry[]>;

const sources: EvidenceSource[] = [];

/** Adds a kind of evidence to every dispute's timeline; called once when the module that keeps it loads. */
export function addEvidenceSource(source: EvidenceSource) {
  sources.push(source);
}

/** The order's own milestones: bought, handed to the carrier or ready, handed over or delivered, disputed. */
function milestones(order: Order, disputedAt: string): TEvidenceEntry[] {
  const isPickup = order.deliveryType === 'pickup';
  const entries: (TEvidenceEntry | null)[] = [
    { kind: 'milestone', at: order.createdAt.toISOString(), event: 'placed', role: 'buyer' },
    order.shippedAt
      ? { kind: 'milestone', at: order.shippedAt.toISOString(), event: isPickup ? 'ready_for_pickup' : 'shipped', role: 'seller' }
      : null,
    order.deliveredAt
      ? {
          kind: 'milestone',
          at: order.deliveredAt.toISOString(),
          event: isPickup ? 'handed_over' : 'delivered',
          role: isPickup ? 'seller' : 'system',
        }
      : null,
    { kind: 'milestone', at: disputedAt, event: 'disputed', role: 'buyer' },
  ];
  return entries.filter((entry): entry is TEvidenceEntry => entry !== null);
}

/**
 * The evidence timeline of a disputed order, oldest first: its milestones, what the carrier reported, the thread's
 * messages with their photos, and what other modules registered (`addEvidenceSource`).
 */
export async function disputeEvidence(
  db: Db,
  { orderId, disputedAt, messages }: { orderId: string; disputedAt: string; messages: TDisputeMessageView[] },
): Promise<TEvidenceEntry[]> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return [];
  const carrier = await db
    .select()
    .from(shipmentEvents)
    .where(eq(shipmentEvents.orderId, orderId))
    .orderBy(asc(shipmentEvents.occurredAt), asc(shipmentEvents.id));
  const entries: TEvidenceEntry[] = [
    ...milestones(order, disputedAt),
    ...carrier.map((e): TEvidenceEntry => ({ kind: 'carrier', at: e.occurredAt.toISOString(), event: e.event, role: 'carrier' })),
    ...messages.map(
      (m): TEvidenceEntry => ({
        kind: 'message',
        at: m.createdAt,
        event: 'message',
        role: m.role,
        body: m.body,
        ...(m.photos.length > 0 ? { photos: m.photos } : {}),
      }),
    ),
    ...(await Promise.all(sources.map((source) => source(db, order)))).flat(),
  ];
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}
