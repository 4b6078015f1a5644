import type { ShipmentEvent } from '@gamesouq/core';
import type { CarrierProvider } from './carrier-provider.js';

const JOURNEY: ShipmentEvent[] = ['shipped', 'in_transit', 'out_for_delivery', 'delivered'];

/**
 * The demo carrier: every tracked parcel goes through shipped, in transit, out for delivery and delivered, one step
 * each `stepMinutes` after it was shipped, so the whole flow (and the protection window after it) can be watched.
 */
export function sandboxCarrier({ stepMinutes }: { stepMinutes: number }): CarrierProvider {
  const stepMs = stepMinutes * 60_000;
  return {
    name: 'sandbox',
    tracks: (carrier) => carrier !== 'other',
    pollMinutes: stepMinutes,
    fetchEvents: async ({ shippedAt }) =>
      JOURNEY.map((event, step) => ({ event, occurredAt: new Date(shippedAt.getTime() + step * stepMs) })).filter(
        (e) => e.occurredAt.getTime() <= Date.now(),
      ),
  };
}
