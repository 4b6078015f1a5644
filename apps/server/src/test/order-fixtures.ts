import { randomUUID } from 'node:crypto';
import type { TCheckoutReply } from '@gamesouq/core';
import type { TestApp } from './test-app.js';

type User = Awaited<ReturnType<TestApp['createUser']>>;

export const TEST_CARD = { cardNumber: '4242424242424242', expiry: '12/39', cvv: '123', cardHolder: 'Test Buyer' };
export const SHIPPING_ADDRESS = { fullName: 'Sara', phone: '+966500000001', city: 'Riyadh', address: 'King Fahd Rd' };

/** `buyer` (a new user unless given) tops up and buys `quantity` of an active listing; returns the order. */
export async function buyListing(
  t: TestApp,
  { listingId, buyer, quantity = 1, deposit = 1000 }: { listingId: string; buyer?: User; quantity?: number; deposit?: number },
) {
  const who = buyer ?? (await t.createUser());
  // Each top-up is a new one, as the web marks it with its own Idempotency-Key.
  const headers = { 'idempotency-key': randomUUID() };
  if (deposit > 0)
    await t.request('POST', '/api/user/wallet/deposit', { token: who.token, body: { amount: deposit, ...TEST_CARD }, headers });
  const placed = await t.checkout<TCheckoutReply>({
    token: who.token,
    body: { items: [{ productId: listingId, quantity }], deliveryType: 'shipping', shippingAddress: SHIPPING_ADDRESS },
  });
  if (placed.status !== 201) throw new Error(`buyListing failed: ${placed.status} ${JSON.stringify(placed.body)}`);
  return { orderId: placed.body.orders[0]!.id, buyer: who };
}

let parcels = 0;
/** The parcel a seller gives when moving an order to shipped: carrier `other`, so the release clock starts at shipping. */
export const parcelFor = (status: string) =>
  status === 'shipped' ? { shipment: { carrier: 'other' as const, trackingNumber: `TEST-${process.pid}-${++parcels}` } } : {};
