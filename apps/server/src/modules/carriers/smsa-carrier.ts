import type { ShipmentEvent } from '@gamesouq/core';
import type { CarrierProvider, ParcelEvent } from './carrier-provider.js';

export type SmsaAccount = { apiUrl: string; apiKey: string };

type Scan = { ScanType: string; ScanDescription?: string; ScanDateTime: string; ScanTimeZone?: string | null; City?: string };
type TrackingReply = { AWB: string; isDelivered?: boolean; Scans?: Scan[] | null };

/** SMSA scan types we act on; every other scan of a known waybill means the parcel is moving. */
const EVENT_OF_SCAN: Record<string, ShipmentEvent> = {
  PU: 'shipped',
  OD: 'out_for_delivery',
  DL: 'delivered',
  RTS: 'returned',
  RT: 'returned',
};

/** SMSA sends the local wall-clock time and its zone apart (`2026-11-27T10:15:00` and `+03:00`); no zone means Saudi time. */
const dateOf = (scan: Scan) =>
  new Date(/[zZ]|[+-]\d{2}:?\d{2}$/.test(scan.ScanDateTime) ? scan.ScanDateTime : `${scan.ScanDateTime}${scan.ScanTimeZone || '+03:00'}`);

/**
 * SMSA Express's e-commerce API (`GET /api/track/single/{awb}` with the account's `apikey` header): the waybill's
 * scans; the earliest scan of each kind is the event's time. A waybill SMSA does not know is an error, so the queue
 * retries instead of recording nothing.
 */
export function smsaCarrier(account: SmsaAccount, { pollMinutes = 30 }: { pollMinutes?: number } = {}): CarrierProvider {
  return {
    name: 'smsa',
    tracks: (carrier) => carrier === 'smsa',
    pollMinutes,
    fetchEvents: async ({ trackingNumber }) => {
      const response = await fetch(`${account.apiUrl.replace(/\/$/, '')}/api/track/single/${encodeURIComponent(trackingNumber)}`, {
        headers: { apikey: account.apiKey, accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`SMSA tracking answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
      const reply = (await response.json()) as TrackingReply;
      if (reply.AWB !== trackingNumber) throw new Error(`SMSA tracking answered for another waybill (${reply.AWB})`);
      const events = new Map<ShipmentEvent, Date>();
      for (const scan of reply.Scans ?? []) {
        const event = EVENT_OF_SCAN[scan.ScanType] ?? 'in_transit';
        const at = dateOf(scan);
        const known = events.get(event);
        if (!known || at < known) events.set(event, at);
      }
      return [...events].map(([event, occurredAt]): ParcelEvent => ({ event, occurredAt }));
    },
  };
}
