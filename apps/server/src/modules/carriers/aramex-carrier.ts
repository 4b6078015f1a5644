import type { ShipmentEvent } from '@gamesouq/core';
import type { CarrierProvider, ParcelEvent } from './carrier-provider.js';

export type AramexAccount = {
  apiUrl: string;
  userName: string;
  password: string;
  accountNumber: string;
  accountPin: string;
  accountEntity: string;
  accountCountryCode: string;
};

type TrackingResult = { WaybillNumber: string; UpdateCode: string; UpdateDescription: string; UpdateDateTime: string };
type TrackingReply = {
  HasErrors: boolean;
  Notifications?: { Code: string; Message: string }[];
  TrackingResults?: { Key: string; Value: TrackingResult[] }[];
};

/** Aramex update codes we act on; every other update of a known waybill means the parcel is moving. */
const EVENT_OF_CODE: Record<string, ShipmentEvent> = {
  SH014: 'shipped',
  SH012: 'shipped',
  SH003: 'out_for_delivery',
  SH005: 'delivered',
  SH006: 'delivered',
  SH069: 'returned',
};

/** Aramex's JSON dates are WCF dates, `/Date(1464710400000+0300)/`; newer answers may carry ISO dates. */
function dateOf(value: string) {
  const wcf = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/.exec(value);
  return wcf ? new Date(Number(wcf[1])) : new Date(value);
}

/**
 * Aramex's Shipment Tracking API (TrackShipments, JSON binding of Service_1_0.svc): the waybill's updates, oldest
 * first; the earliest update of each kind is the event's time.
 */
export function aramexCarrier(account: AramexAccount, { pollMinutes = 30 }: { pollMinutes?: number } = {}): CarrierProvider {
  return {
    name: 'aramex',
    tracks: (carrier) => carrier === 'aramex',
    pollMinutes,
    fetchEvents: async ({ trackingNumber }) => {
      const response = await fetch(`${account.apiUrl.replace(/\/$/, '')}/json/TrackShipments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          ClientInfo: {
            UserName: account.userName,
            Password: account.password,
            Version: 'v1.0',
            AccountNumber: account.accountNumber,
            AccountPin: account.accountPin,
            AccountEntity: account.accountEntity,
            AccountCountryCode: account.accountCountryCode,
            Source: 24,
          },
          Transaction: { Reference1: '', Reference2: '', Reference3: '', Reference4: '', Reference5: '' },
          Shipments: [trackingNumber],
          GetLastTrackingUpdateOnly: false,
        }),
      });
      if (!response.ok) throw new Error(`Aramex tracking answered ${response.status}`);
      const reply = (await response.json()) as TrackingReply;
      if (reply.HasErrors) {
        throw new Error(`Aramex tracking refused: ${(reply.Notifications ?? []).map((n) => `${n.Code} ${n.Message}`).join('; ')}`);
      }
      const updates = (reply.TrackingResults ?? []).filter((r) => r.Key === trackingNumber).flatMap((r) => r.Value);
      const events = new Map<ShipmentEvent, Date>();
      for (const update of updates) {
        const event = EVENT_OF_CODE[update.UpdateCode] ?? 'in_transit';
        const at = dateOf(update.UpdateDateTime);
        const known = events.get(event);
        if (!known || at < known) events.set(event, at);
      }
      return [...events].map(([event, occurredAt]): ParcelEvent => ({ event, occurredAt }));
    },
  };
}
