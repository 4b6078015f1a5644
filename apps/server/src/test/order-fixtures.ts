import { randomUUID } from 'node:crypto';
import type { TCheckoutReply, TDisputeChangeReply, TOrderProofsReply } from '@gamesouq/core';
import sharp from 'sharp';
import type { TestApp, User } from './test-app.js';

/** The sandbox's test card that always succeeds. */
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

/** A small photo of a parcel, as a seller's phone would send it. */
export const parcelPhoto = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: '#a0764a' } })
    .png()
    .toBuffer();

/** The seller uploads a photo of the parcel for the order (issue 18); returns its proof id. */
export async function uploadShipmentPhoto(t: TestApp, { orderId, token }: { orderId: string; token: string }) {
  const form = new FormData();
  form.append('proof', new Blob([new Uint8Array(await parcelPhoto())], { type: 'image/png' }), 'parcel.png');
  const reply = await t.request<TOrderProofsReply>('POST', `/api/user/orders/${orderId}/proof`, { token, body: form });
  if (reply.status !== 201) throw new Error(`proof upload failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.proofs[0]!.id;
}

let parcels = 0;
/**
 * The parcel a seller gives when moving an order to shipped: its photo uploaded first, and carrier `other`, so the
 * release clock starts at shipping. Nothing for any other status.
 */
export async function parcelFor(t: TestApp, { status, orderId, token }: { status: string; orderId: string; token: string }) {
  if (status !== 'shipped') return {};
  const proofId = await uploadShipmentPhoto(t, { orderId, token });
  return { shipment: { carrier: 'other' as const, trackingNumber: `TEST-${process.pid}-${++parcels}`, proofId } };
}

/** The buyer disputes the order (a crushed box) and the admin refunds 30 SAR of it; either call failing fails the test. */
export async function refundThirtyByDispute(t: TestApp, { orderId, buyer, admin }: { orderId: string; buyer: User; admin: User }) {
  const opened = await t.request<TDisputeChangeReply>('POST', `/api/user/orders/${orderId}/dispute`, {
    token: buyer.token,
    body: { reason: 'damaged', details: 'The box was crushed and a corner is cracked.' },
  });
  if (opened.status !== 201) throw new Error(`dispute failed: ${opened.status} ${JSON.stringify(opened.body)}`);
  const decided = await t.request('POST', `/api/admin/disputes/${opened.body.dispute.id}/decide`, {
    token: admin.token,
    body: { decision: 'partial_refund', refundAmount: 30, note: 'Partial damage: 30 SAR back.' },
  });
  if (decided.status !== 200) throw new Error(`partial refund failed: ${decided.status} ${JSON.stringify(decided.body)}`);
}
