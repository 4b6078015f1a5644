import type { TOrderChangeReply, TOrderProofsReply, TOrderView } from '@gamesouq/core';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sweepOrders } from '../../jobs/escrow-sweeper.js';
import { expectLedgerInvariants } from '../../test/ledger-invariants.js';
import { moneyHelpers, type User } from '../../test/money-fixtures.js';
import { uploadShipmentPhoto } from '../../test/order-fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { plainPdf } from '../../test/upload-fixtures.js';
import { orders } from '../orders/index.js';
import { sandboxCarrier } from './sandbox-carrier.js';
import { trackShipment } from './track-shipment.js';
import { signBody } from './verify-signature.js';

const SECRET = 'carrier-webhook-secret-for-tests';
// A long sandbox step: the queue's own tracking job records only `shipped`, the tests drive the rest.
const t = useTestApp({ CARRIER_WEBHOOK_SECRET: SECRET, CARRIER_SANDBOX_STEP_MINUTES: '600' });
let admin: User;
beforeAll(async () => {
  admin = await t.createUser({ role: 'admin' });
});
const m = () => moneyHelpers(t, () => admin);
const settings = { releaseDays: 3, shipDays: 5, commissionPercent: 0 };

/** Mark as shipped with `shipment`, and the parcel's photo uploaded first unless `photo` is false. */
const ship = async (seller: User, orderId: string, shipment?: Record<string, unknown>, { photo = true } = {}) =>
  t.request<TOrderChangeReply>('PATCH', `/api/user/orders/${orderId}/status`, {
    token: seller.token,
    body: {
      status: 'shipped',
      shipment: shipment && photo ? { ...shipment, proofId: await uploadShipmentPhoto(t, { orderId, token: seller.token }) } : shipment,
    },
  });

async function processingOrder() {
  const paid = await m().paidOrder();
  await m().setStatus(paid.seller, paid.order.id, 'processing');
  return paid;
}

const orderOf = async (user: User, id: string) =>
  (await t.request<TOrderView>('GET', `/api/user/orders/${id}`, { token: user.token })).body;

const ageShipping = (id: string, minutes: number) =>
  t.db
    .update(orders)
    .set({ shippedAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(orders.id, id));

const webhook = (body: object, signature: string) => {
  const raw = JSON.stringify(body);
  return t.request<{ recorded: boolean; message?: string }>('POST', '/api/carriers/webhook', {
    body: raw,
    headers: { 'x-signature': signature },
  });
};

describe('parcels you can track', () => {
  it('refuses Mark as shipped without a carrier and tracking number, or with a number in another carrier’s format', async () => {
    const { seller, order } = await processingOrder();
    const bare = await ship(seller, order.id);
    expect(bare.status).toBe(400);
    expect(bare.body).toMatchObject({ message: 'Please give the carrier and the tracking number to mark the order as shipped.' });
    // An SMSA number given as Saudi Post's: the field's message key, which the web shows in the user's language.
    const wrong = await ship(seller, order.id, { carrier: 'spl', trackingNumber: '290019315792' });
    expect(wrong).toMatchObject({
      status: 400,
      body: { fieldKeys: { 'shipment.trackingNumber': 'validation.trackingNumberInvalid' } },
    });
    expect((await orderOf(seller, order.id)).status).toBe('processing');
  });

  it('refuses Mark as shipped without a photo of the parcel, or with a PDF or another order’s photo', async () => {
    const { seller, order } = await processingOrder();
    const parcel = { carrier: 'smsa', trackingNumber: '290019315792' };
    const bare = await ship(seller, order.id, parcel, { photo: false });
    expect(bare).toMatchObject({
      status: 400,
      body: { messageKey: 'errors.shipmentProofRequired', fieldKeys: { 'shipment.proofId': 'errors.shipmentProofRequired' } },
    });
    const form = new FormData();
    form.append('proof', new Blob([new Uint8Array(await plainPdf('Receipt'))], { type: 'application/pdf' }), 'receipt.pdf');
    const pdf = await t.request<TOrderProofsReply>('POST', `/api/user/orders/${order.id}/proof`, { token: seller.token, body: form });
    expect(pdf.status).toBe(201);
    const withPdf = await ship(seller, order.id, { ...parcel, proofId: pdf.body.proofs[0]!.id }, { photo: false });
    expect(withPdf.body).toMatchObject({ messageKey: 'errors.shipmentProofRequired' });
    const other = await processingOrder();
    const foreign = await uploadShipmentPhoto(t, { orderId: other.order.id, token: other.seller.token });
    expect((await ship(seller, order.id, { ...parcel, proofId: foreign }, { photo: false })).status).toBe(400);
    // Only the order's seller uploads its proofs.
    const stranger = await t.request('POST', `/api/user/orders/${order.id}/proof`, { token: other.seller.token, body: form });
    expect(stranger.status).toBe(404);
    expect((await orderOf(seller, order.id)).status).toBe('processing');
  });

  it('shows the buyer the seller’s photo of the parcel through a route only the order’s parties and admins open', async () => {
    const { seller, buyer, order } = await processingOrder();
    expect((await ship(seller, order.id, { carrier: 'smsa', trackingNumber: '290019315792' })).status).toBe(200);
    const proof = (await orderOf(buyer, order.id)).parcel?.proof;
    expect(proof?.url).toMatch(new RegExp(`^/api/user/orders/${order.id}/proofs/`));
    for (const reader of [buyer, seller, admin]) {
      const photo = await fetch(`${t.baseUrl}${proof!.url}`, { headers: { authorization: `Bearer ${reader.token}` } });
      expect([photo.status, photo.headers.get('content-type')]).toEqual([200, 'image/webp']);
    }
    const stranger = await t.createUser();
    expect((await t.request('GET', proof!.url, { token: stranger.token })).status).toBe(404);
  });

  it('shows the buyer the carrier, the number and the tracking link once shipped', async () => {
    const { seller, buyer, order } = await processingOrder();
    const shipped = await ship(seller, order.id, { carrier: 'spl', trackingNumber: 'rr 123456789 sa' });
    expect(shipped.status).toBe(200);
    expect((await orderOf(buyer, order.id)).parcel).toMatchObject({
      carrier: 'spl',
      trackingNumber: 'RR123456789SA',
      trackingUrl: expect.stringContaining('RR123456789SA'),
    });
  });

  it('moves a sandbox parcel to delivered on the carrier’s event, and releases the funds 3 days after it, not after shipping', async () => {
    const { balance } = m();
    const { seller, buyer, order } = await processingOrder();
    expect((await ship(seller, order.id, { carrier: 'smsa', trackingNumber: '290019315792' })).status).toBe(200);
    // The queue's first tracking job (due at once) runs before the test ages the parcel, however loaded the machine.
    await t.jobsSettled();
    // Shipped 10 days ago but never delivered: the window has not started, nothing is released.
    await t.db.update(orders).set({ shippedAt: sql`now() - interval '10 days'` }).where(eq(orders.id, order.id));
    expect((await sweepOrders(t.db, settings)).released).not.toContain(order.id);
    expect(await orderOf(buyer, order.id)).toMatchObject({ status: 'shipped', delivered_at: null, releaseAt: null });

    // The sandbox carrier, one step a minute: shipped 10 minutes ago means delivered 3 minutes after shipping.
    await ageShipping(order.id, 10);
    await trackShipment(t.db, sandboxCarrier({ stepMinutes: 1 }), { orderId: order.id });
    const delivered = await orderOf(buyer, order.id);
    // The queue's own job recorded `shipped` at the real shipping time, before the test aged it.
    expect(delivered.parcel?.events.map((e) => e.event).sort()).toEqual(['delivered', 'in_transit', 'out_for_delivery', 'shipped']);
    expect(delivered.delivered_at).not.toBeNull();
    expect(delivered.daysRemaining).toBe(3);
    expect((await sweepOrders(t.db, settings)).released).not.toContain(order.id);

    await t.db.update(orders).set({ protectionStartsAt: sql`now() - interval '3 days 1 minute'` }).where(eq(orders.id, order.id));
    expect((await sweepOrders(t.db, settings)).released).toContain(order.id);
    expect(await orderOf(buyer, order.id)).toMatchObject({ status: 'completed', payment_status: 'released' });
    expect(await balance(seller)).toMatchObject({ available: 100, pending: 0 });
    await expectLedgerInvariants(t.db);
  });

  it('refuses a webhook with a bad signature (400, nothing moves) and records a signed one once', async () => {
    const { seller, buyer, order } = await processingOrder();
    await ship(seller, order.id, { carrier: 'aramex', trackingNumber: '4578123456' });
    const event = { carrier: 'aramex', trackingNumber: '4578123456', event: 'delivered', occurredAt: new Date().toISOString() };

    const forged = await webhook(event, signBody('another-secret-of-some-length', JSON.stringify(event)));
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('The webhook signature is not valid.');
    expect((await webhook(event, '')).status).toBe(400);
    expect(await orderOf(buyer, order.id)).toMatchObject({ delivered_at: null, releaseAt: null });

    const signed = await webhook(event, signBody(SECRET, JSON.stringify(event)));
    expect(signed).toMatchObject({ status: 200, body: { recorded: true } });
    const seen = await orderOf(buyer, order.id);
    expect(seen.delivered_at).toBe(new Date(event.occurredAt).toISOString());
    expect(seen.parcel?.events.map((e) => e.event)).toContain('delivered');
    expect((await webhook(event, `sha256=${signBody(SECRET, JSON.stringify(event))}`)).body).toMatchObject({ recorded: false });

    // The buyer hears of the delivery once, however often the carrier repeats it; the seller is not told.
    await t.jobsSettled();
    const heard = (await m().notificationsOf(buyer)).filter((n) => n.data?.event === 'delivered');
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({ title: 'Parcel delivered' });
    expect((await m().notificationsOf(seller)).map((n) => n.data?.event)).not.toContain('delivered');
  });

  it('keeps the clock of an untracked parcel (carrier other) from the shipping', async () => {
    const { seller, buyer, order } = await processingOrder();
    await ship(seller, order.id, { carrier: 'other', trackingNumber: 'LOCAL-77' });
    expect(await orderOf(buyer, order.id)).toMatchObject({ daysRemaining: 3, parcel: { carrier: 'other', trackingUrl: null } });
  });
});
