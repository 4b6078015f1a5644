import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsaCarrier } from './smsa-carrier.js';

const calls: { url: string; apikey: string | undefined }[] = [];
let server: Server;
let apiUrl = '';

/** A local server that answers `GET /api/track/single/{awb}` as SMSA's e-commerce API does. */
beforeAll(async () => {
  server = createServer((request, response) => {
    calls.push({ url: request.url ?? '', apikey: request.headers.apikey as string | undefined });
    response.setHeader('content-type', 'application/json');
    if (request.headers.apikey !== 'key-123') {
      response.statusCode = 401;
      response.end(JSON.stringify({ message: 'Invalid API key' }));
      return;
    }
    const awb = decodeURIComponent((request.url ?? '').replace('/api/track/single/', ''));
    if (awb === '290000000000') {
      response.statusCode = 404;
      response.end(JSON.stringify({ message: 'AWB not found' }));
      return;
    }
    const scan = (type: string, at: string) => ({
      ScanType: type,
      ScanDescription: type,
      ScanDateTime: at,
      ScanTimeZone: '+03:00',
      City: 'Riyadh',
    });
    response.end(
      JSON.stringify({
        AWB: awb,
        Reference: 'GS-1',
        Pieces: 1,
        CODAmount: 0,
        isDelivered: true,
        Scans: [
          scan('DL', '2026-11-25T16:10:00'),
          scan('OD', '2026-11-25T09:00:00'),
          scan('AF', '2026-11-24T22:00:00'),
          scan('DF', '2026-11-24T20:00:00'),
          scan('PU', '2026-11-24T12:30:00'),
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const track = (apiKey: string, trackingNumber: string) =>
  smsaCarrier({ apiUrl, apiKey }).fetchEvents({ carrier: 'smsa', trackingNumber, shippedAt: new Date(0) });

describe('the SMSA tracking adapter', () => {
  it('asks for the waybill with the account’s API key and maps its scans to parcel events in Saudi time', async () => {
    const events = await track('key-123', '231200021000');
    expect(calls.at(-1)).toEqual({ url: '/api/track/single/231200021000', apikey: 'key-123' });
    expect(events).toEqual(
      expect.arrayContaining([
        { event: 'shipped', occurredAt: new Date('2026-11-24T09:30:00Z') },
        { event: 'in_transit', occurredAt: new Date('2026-11-24T17:00:00Z') },
        { event: 'out_for_delivery', occurredAt: new Date('2026-11-25T06:00:00Z') },
        { event: 'delivered', occurredAt: new Date('2026-11-25T13:10:00Z') },
      ]),
    );
    expect(events).toHaveLength(4);
  });

  it('fails loudly on a refused key or an unknown waybill, so the job retries instead of recording nothing', async () => {
    await expect(track('wrong', '231200021000')).rejects.toThrow('SMSA tracking answered 401');
    await expect(track('key-123', '290000000000')).rejects.toThrow('SMSA tracking answered 404');
  });
});
