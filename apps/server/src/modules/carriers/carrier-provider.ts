import type { Carrier, ShipmentEvent } from '@gamesouq/core';
import type { Config } from '../../config.js';
import { aramexCarrier } from './aramex-carrier.js';
import { sandboxCarrier } from './sandbox-carrier.js';
import { smsaCarrier } from './smsa-carrier.js';

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
  if (config.CARRIER_PROVIDER === 'aramex') {
    // loadConfig refuses `aramex` without its settings.
    return aramexCarrier({
      apiUrl: config.ARAMEX_API_URL ?? '',
      userName: config.ARAMEX_USERNAME ?? '',
      password: config.ARAMEX_PASSWORD ?? '',
      accountNumber: config.ARAMEX_ACCOUNT_NUMBER ?? '',
      accountPin: config.ARAMEX_ACCOUNT_PIN ?? '',
      accountEntity: config.ARAMEX_ACCOUNT_ENTITY ?? '',
      accountCountryCode: config.ARAMEX_ACCOUNT_COUNTRY_CODE,
    });
  }
  if (config.CARRIER_PROVIDER === 'smsa') {
    return smsaCarrier({ apiUrl: config.SMSA_API_URL ?? '', apiKey: config.SMSA_API_KEY ?? '' });
  }
  return sandboxCarrier({ stepMinutes: config.CARRIER_SANDBOX_STEP_MINUTES });
}
