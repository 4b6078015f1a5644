import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aramexCarrier } from './aramex-carrier.js';

type Call = { url: string; body: { ClientInfo: Record<string, unknown>; Shipments: string[] } };
const calls: Call[] = [];
let server: Server;
let apiUrl = '';

/** A local server that answers TrackShipments as Aramex's JSON binding does. */
beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const body = JSON.parse(raw) as Call['body'];
      calls.push({ url: request.url ?? '', body });
      response.setHeader('content-type', 'application/json');
      if (body.ClientInfo.Password !== 'secret') {
        response.end(JSON.stringify({ HasErrors: true, Notifications: [{ Code: 'ERR01', Message: 'Invalid user name or password' }] }));
        return;
      }
      const waybill = body.Shipments[0]!;
      const update = (code: string, ms: number) => ({
        WaybillNumber: waybill,
        UpdateCode: code,
        UpdateDescription: code,
        UpdateDateTime: `/Date(${ms}+0300)/`,
      });
      response.end(
        JSON.stringify({
          HasErrors: false,
          Notifications: [],
          TrackingResults: [
            { Key: waybill, Value: [update('SH014', 1_000), update('SH047', 2_000), update('SH003', 3_000), update('SH005', 4_000)] },
          ],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ShippingAPI.V2/Tracking/Service_1_0.svc`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const account = (password: string) => ({
  apiUrl,
  userName: 'shop@example.com',
  password,
  accountNumber: '20016',
  accountPin: '331421',
  accountEntity: 'RUH',
  accountCountryCode: 'SA',
});

describe('the Aramex tracking adapter', () => {
  it('asks TrackShipments for the waybill and maps its updates to parcel events', async () => {
    const events = await aramexCarrier(account('secret')).fetchEvents({
      carrier: 'aramex',
      trackingNumber: '4578123456',
      shippedAt: new Date(0),
    });
    expect(calls.at(-1)).toMatchObject({
      url: '/ShippingAPI.V2/Tracking/Service_1_0.svc/json/TrackShipments',
      body: { Shipments: ['4578123456'], ClientInfo: { AccountNumber: '20016', AccountEntity: 'RUH' } },
    });
    expect(events).toEqual([
      { event: 'shipped', occurredAt: new Date(1_000) },
      { event: 'in_transit', occurredAt: new Date(2_000) },
      { event: 'out_for_delivery', occurredAt: new Date(3_000) },
      { event: 'delivered', occurredAt: new Date(4_000) },
    ]);
  });

  it('fails loudly on Aramex’s error notifications, so the job retries instead of recording nothing', async () => {
    await expect(
      aramexCarrier(account('wrong')).fetchEvents({ carrier: 'aramex', trackingNumber: '4578123456', shippedAt: new Date(0) }),
    ).rejects.toThrow('ERR01 Invalid user name or password');
  });
});
