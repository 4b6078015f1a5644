import type {
  TDisputeChangeReply,
  TErrorReply,
  TEscrowReleasedReply,
  TOrderChangeReply,
  TOrderReply,
  TPendingOrdersReply,
} from '@gamesouq/core';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sweepOrders } from '../../jobs/escrow-sweeper.js';
import { expectLedgerInvariants } from '../../test/ledger-invariants.js';
import { moneyHelpers, type User } from '../../test/money-fixtures.js';
import { useAdmin, useTestApp } from '../../test/test-app.js';
import { orders } from './tables.js';

const t = useTestApp();
const admin = useAdmin(t);

const m = () => moneyHelpers(t, () => admin);
const orderOf = async (user: User, id: string) =>
  (await t.request<TOrderReply>('GET', `/api/user/orders/${id}`, { token: user.token })).body;
const ageShipping = (id: string, days: number) =>
  t.db
    .update(orders)
    .set({ shippedAt: sql`now() - make_interval(days => ${days})`, protectionStartsAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(orders.id, id));
const autoWithdraw = <T = TEscrowReleasedReply>(user: User, id: string) =>
  t.request<T>('POST', `/api/user/wallet/auto-withdraw/${id}`, { token: user.token });

describe('forbidden order moves', () => {
  it('refuses Auto Withdraw to the buyer, even when the release is due', async () => {
    const { balance } = m();
    const { buyer, seller, order } = await m().handedOverOrder();
    await ageShipping(order.id, 4);
    const reply = await autoWithdraw<TErrorReply>(buyer, order.id);
    expect([reply.status, reply.body.code]).toEqual([409, 'INVALID_STATUS_CHANGE']);
    expect(await balance(seller)).toMatchObject({ pending: 100, available: 0 });
    expect((await autoWithdraw(await t.createUser(), order.id)).status).toBe(404);
  });

  it('never lets anyone PATCH an order to completed or back to pending', async () => {
    const { setStatus } = m();
    const { buyer, seller, order } = await m().paidOrder();
    for (const user of [buyer, seller, admin]) expect((await setStatus(user, order.id, 'completed')).status).toBe(409);
    await setStatus(seller, order.id, 'processing');
    for (const user of [buyer, seller, admin]) {
      expect((await setStatus(user, order.id, 'pending')).status).toBe(409);
      expect((await setStatus(user, order.id, 'completed')).status).toBe(409);
    }
    await setStatus(seller, order.id, 'shipped');
    for (const user of [buyer, seller, admin]) {
      const reply = await setStatus(user, order.id, 'completed');
      expect([reply.status, reply.body.message]).toEqual([409, 'This status change is not allowed.']);
      expect((await setStatus(user, order.id, 'pending')).status).toBe(409);
    }
    expect(await orderOf(buyer, order.id)).toMatchObject({ status: 'shipped', payment_status: 'paid' });
    await expectLedgerInvariants(t.db);
  });

  it('lets the seller cancel from pending and from processing, with a full refund', async () => {
    const { balance, setStatus } = m();
    const pending = await m().paidOrder();
    const fromPending = await t.request<TOrderChangeReply>('POST', `/api/user/orders/${pending.order.id}/cancel`, {
      token: pending.seller.token,
    });
    expect(fromPending.body.order).toMatchObject({ status: 'canceled', payment_status: 'refunded' });
    expect(await balance(pending.buyer)).toMatchObject({ available: 500 });

    const processing = await m().paidOrder();
    await setStatus(processing.seller, processing.order.id, 'processing');
    expect((await setStatus(processing.seller, processing.order.id, 'canceled')).body.order.status).toBe('canceled');
    expect(await balance(processing.buyer)).toMatchObject({ available: 500 });
    expect(await balance(processing.seller)).toMatchObject({ pending: 0, available: 0 });
    await expectLedgerInvariants(t.db);
  });

  it('refuses the buyer’s cancellation of a shipped order with 409', async () => {
    const { balance } = m();
    const { buyer, seller, order } = await m().handedOverOrder();
    const reply = await t.request<TErrorReply>('POST', `/api/user/orders/${order.id}/cancel`, { token: buyer.token });
    expect([reply.status, reply.body.code]).toEqual([409, 'INVALID_STATUS_CHANGE']);
    expect((await m().setStatus(buyer, order.id, 'canceled')).status).toBe(409);
    expect(await balance(seller)).toMatchObject({ pending: 100 });
  });

  it('keeps dispute decisions for admins, and freezes a ready-for-pickup order under dispute', async () => {
    const { balance } = m();
    const { buyer, seller, order } = await m().handedOverOrder({ delivery: 'hand' });
    expect(order.deliveryType).toBe('pickup');
    const opened = await t.request<TDisputeChangeReply>('POST', `/api/user/orders/${order.id}/dispute`, {
      token: buyer.token,
      body: { reason: 'not_as_described', details: 'The box held a different game.' },
    });
    const disputeId = opened.body.dispute.id;
    for (const user of [buyer, seller]) {
      const reply = await t.request<TErrorReply>('POST', `/api/admin/disputes/${disputeId}/decide`, {
        token: user.token,
        body: { decision: 'refund', note: 'The buyer is right about the box.' },
      });
      expect([reply.status, reply.body.message]).toEqual([403, 'Access denied. Admin privileges required.']);
    }
    await ageShipping(order.id, 10);
    const release = await autoWithdraw<TErrorReply>(seller, order.id);
    expect([release.status, release.body.code]).toEqual([409, 'ORDER_DISPUTED']);
    expect((await t.request('POST', `/api/user/wallet/confirm-delivery/${order.id}`, { token: seller.token })).status).toBe(409);
    const swept = await sweepOrders(t.db, { releaseDays: 3, shipDays: 5, commissionPercent: 0 });
    expect(swept.released).not.toContain(order.id);
    expect(await balance(seller)).toMatchObject({ pending: 100, available: 0 });
    expect(await balance(buyer)).toMatchObject({ available: 400 });
    expect(await orderOf(buyer, order.id)).toMatchObject({ status: 'ready_for_pickup', payment_status: 'paid' });
    await expectLedgerInvariants(t.db);
  });
});

describe('pending orders', () => {
  it('gives daysRemaining as a number: the whole wait before the hand-over, the rest after it', async () => {
    const { setStatus } = m();
    const { seller, buyer, order } = await m().paidOrder();
    const pendingOf = async (user: User) =>
      (await t.request<TPendingOrdersReply>('GET', '/api/user/wallet/pending-orders', { token: user.token })).body.pendingOrders.find(
        (o) => o.id === order.id,
      );
    expect(await pendingOf(seller)).toMatchObject({ role: 'seller', status: 'pending', daysRemaining: 3, canRelease: false });
    expect(await pendingOf(buyer)).toMatchObject({ role: 'buyer', canConfirm: false });
    await setStatus(seller, order.id, 'processing');
    await setStatus(seller, order.id, 'shipped');
    await ageShipping(order.id, 2);
    expect(await pendingOf(seller)).toMatchObject({ status: 'shipped', daysRemaining: 1, canRelease: false });
    await ageShipping(order.id, 3);
    expect(await pendingOf(seller)).toMatchObject({ daysRemaining: 0, canRelease: true });
    expect(await pendingOf(buyer)).toMatchObject({ canConfirm: true });
  });
});

describe('the hand-over of a pickup', () => {
  const handOver = (seller: User, id: string, code: unknown) =>
    t.request<TOrderChangeReply & Omit<TErrorReply, 'success'>>('POST', `/api/user/orders/${id}/pickup/handover`, {
      token: seller.token,
      body: { code },
    });

  it('shows the code to the buyer only, and starts the protection window when the seller types it', async () => {
    const { buyer, seller, order } = await m().paidOrder({ delivery: 'hand' });
    await m().setStatus(seller, order.id, 'processing');
    await m().setStatus(seller, order.id, 'ready_for_pickup');
    const seen = await orderOf(buyer, order.id);
    expect(seen.pickup).toEqual({ code: expect.stringMatching(/^\d{6}$/), handedOverAt: null });
    // Not handed over yet: no window, nothing to release however long it waits.
    expect(seen.releaseAt).toBeNull();
    expect((await orderOf(seller, order.id)).pickup).toEqual({ code: null, handedOverAt: null });
    expect((await orderOf(admin, order.id)).pickup?.code).toBeNull();

    // The buyer cannot confirm a hand-over for the seller, nor a stranger.
    expect((await handOver(buyer, order.id, seen.pickup!.code)).status).toBe(409);
    expect((await handOver(await t.createUser(), order.id, seen.pickup!.code)).status).toBe(404);
    expect((await handOver(seller, order.id, '12ab')).body.fieldKeys).toEqual({ code: 'validation.pickupCodeFormat' });

    const done = await handOver(seller, order.id, seen.pickup!.code);
    expect(done.status).toBe(200);
    expect(done.body.order.pickup?.handedOverAt).not.toBeNull();
    expect(done.body.order.daysRemaining).toBe(3);
    expect((await handOver(seller, order.id, seen.pickup!.code)).status).toBe(200);
  });

  it('answers a wrong code with the tries left, then locks the hand-over, counting every racing try once', async () => {
    const { buyer, seller, order } = await m().paidOrder({ delivery: 'hand' });
    await m().setStatus(seller, order.id, 'processing');
    await m().setStatus(seller, order.id, 'ready_for_pickup');
    const code = (await orderOf(buyer, order.id)).pickup!.code!;
    const wrong = code === '000000' ? '111111' : '000000';

    const first = await handOver(seller, order.id, wrong);
    expect(first).toMatchObject({
      status: 400,
      body: { code: 'PICKUP_CODE_WRONG', message: 'This is not the buyer’s pickup code. 4 tries left.' },
    });
    expect(first.body.messageKey).toBe('errors.pickupCodeWrongTries');
    const racing = await Promise.all([1, 2, 3].map(() => handOver(seller, order.id, wrong)));
    expect(racing.map((r) => r.body.message).sort()).toEqual([
      'This is not the buyer’s pickup code. 1 tries left.',
      'This is not the buyer’s pickup code. 2 tries left.',
      'This is not the buyer’s pickup code. 3 tries left.',
    ]);
    expect(await handOver(seller, order.id, wrong)).toMatchObject({ status: 429, body: { code: 'PICKUP_CODE_LOCKED' } });
    // Locked: even the right code waits, and the window has not started.
    const locked = await handOver(seller, order.id, code);
    expect(locked).toMatchObject({ status: 429, body: { message: 'Too many wrong pickup codes. Try again in 15 minutes.' } });
    expect((await orderOf(buyer, order.id)).pickup?.handedOverAt).toBeNull();

    await t.db.update(orders).set({ pickupCodeLockedUntil: sql`now() - interval '1 second'` }).where(eq(orders.id, order.id));
    expect((await handOver(seller, order.id, code)).status).toBe(200);
  });
});
