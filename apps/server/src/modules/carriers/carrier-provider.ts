import type { Carrier, ShipmentEvent } from '@gamesouq/core';
import type { Config } from '../../config.js';
import { sandboxCarrier } from './sandbox-carrier.js';

export type ParcelEvent = { event: ShipmentEvent; occurredAt: Date };

/** Where a parcel's tracking events come from (ADR 021). */
export type CarrierProvider = {
  name: string;
  /** Whether this provider can follow parcels of that carrier. */
  tracks: (carrier: Carrier) => boolean;
  /** How long to wait before asking again about a parcel still on its way. */
  pollMinutes: number;
  /** Every event of the parcel so far. */
  fetchEvents: (parcel: { carrier: Carrier; trackingNumber: string; shippedAt: Date }) => Promise<ParcelEvent[]>;
};

export function createCarrierProvider(config: Config): CarrierProvider {
  return sandboxCarrier({ stepMinutes: config.CARRIER_SANDBOX_STEP_MINUTES });
}
