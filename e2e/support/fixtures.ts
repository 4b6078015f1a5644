import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, inject } from 'vitest';
import { api } from './session.js';

/** A plain image as an upload would carry it. */
export const photo = (color: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .png()
    .toBuffer();

/**
 * The parcel a seller ships with through the API (issue 18): a photo of it uploaded to the order first, then the
 * carrier and number with that photo's id.
 */
export async function parcelOf(token: string, orderId: string, parcel = { carrier: 'smsa', trackingNumber: '290019315792' }) {
  const form = new FormData();
  form.append('proof', new Blob([new Uint8Array(await photo('#a0764a'))], { type: 'image/png' }), 'parcel.png');
  const response = await fetch(`${inject('baseUrl')}/api/user/orders/${orderId}/proof`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { proofs: { id: string }[] };
  if (response.status !== 201) throw new Error(`The parcel's photo was refused: ${response.status} ${JSON.stringify(body)}`);
  return { shipment: { ...parcel, proofId: body.proofs[0]!.id } };
}

export const TEST_CARD = { cardNumber: '4242424242424242', expiry: '12/39', cvv: '123', cardHolder: 'E2E Card' };
export const ADDRESS = { fullName: 'Demo Buyer', phone: '+966500000003', city: 'Jeddah', address: 'Tahlia St 5' };

/**
 * Adds funds to a wallet with the sandbox card. Each call is a new top-up, so it says so with its own Idempotency-Key:
 * without one the server takes the same body again within a minute as a retry of the first (decision 006).
 */
export async function deposit(token: string, amount: number) {
  const headers = { 'idempotency-key': randomUUID() };
  const reply = await api('POST', '/api/user/wallet/deposit', { token, body: { amount, ...TEST_CARD }, headers });
  expect(reply.status).toBe(200);
}

/** A complete ad posted through the API, waiting for an admin's review. */
export async function postAd(
  token: string,
  { title, price = 420, extra = {} }: { title: string; price?: number; extra?: Record<string, string> },
) {
  const [{ body: c }, { body: p }] = [await api('GET', '/api/categories'), await api('GET', '/api/platforms')];
  const form = new FormData();
  const fields = {
    title,
    price: String(price),
    quantity: '3',
    city: 'Riyadh',
    location: 'Al Olaya',
    category: c.categories.find((x: { name: string }) => x.name === 'Consoles').id,
    platform: p.platforms.find((x: { name: string }) => x.name === 'PlayStation 5').id,
    phone: '+966500000002',
    description: 'Boxed console with one controller.',
    deliveryType: 'both',
    agreeToTerms: 'true',
    ...extra,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('images', new Blob([new Uint8Array(await photo('#0f766e'))]), 'photo.png');
  const response = await fetch(`${inject('baseUrl')}/api/user/ads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const reply = (await response.json()) as { ad: { id: string; status: string } };
  expect(reply.ad.status).toBe('pending_review');
  return reply.ad.id;
}

export type PlacedOrder = { id: string; orderId: string; number: number; total: number };

/** One item of a listing bought from the buyer's wallet, shipped to ADDRESS. */
export async function placeOrder(token: string, productId: string): Promise<PlacedOrder> {
  expect((await api('POST', '/api/user/cart', { token, body: { productId, quantity: 1 } })).status).toBe(200);
  const placed = await api('POST', '/api/user/orders', {
    token,
    body: { items: [{ productId, quantity: 1 }], deliveryType: 'shipping', shippingAddress: ADDRESS },
  });
  expect(placed.status).toBe(201);
  return placed.body.orders[0];
}
