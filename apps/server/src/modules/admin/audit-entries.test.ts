import type { TAuditLogReply, TCheckoutReply, TDisputeChangeReply, TDoneReply, TPromoCodeReply } from '@gamesouq/core';
import { describe, expect, it } from 'vitest';
import { listingForm, postAd } from '../../test/listing-fixtures.js';
import { parcelFor, TEST_CARD } from '../../test/order-fixtures.js';
import { type User, useAdmin, useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const admin = useAdmin(t);

const asAdmin = <T = TDoneReply>(method: string, url: string, body?: unknown) => t.request<T>(method, url, { token: admin.token, body });

/** The audit entries of one record, newest first, as the audit log screen reads them. */
async function entriesOf(entityType: string, entityId: string) {
  const reply = await asAdmin<TAuditLogReply>('GET', `/api/admin/audit-log?entityType=${entityType}&limit=100`);
  return reply.body.entries.filter((entry) => entry.entityId === entityId);
}

async function withdrawalsOf(user: User, amounts: number[]) {
  await t.request('POST', '/api/user/wallet/deposit', { token: user.token, body: { amount: 1000, ...TEST_CARD } });
  const ids: string[] = [];
  for (const amount of amounts) {
    await t.request('POST', '/api/user/wallet/withdraw', {
      token: user.token,
      body: { amount, description: `Payout ${amount}`, account_info: 'SA0380000000608010167519' },
    });
  }
  const list = await asAdmin<{ withdrawals: { id: string; amount: number }[] }>(
    'GET',
    `/api/admin/withdrawals?status=pending&search=${encodeURIComponent(user.email)}`,
  );
  for (const amount of amounts) ids.push(list.body.withdrawals.find((w) => w.amount === amount)!.id);
  return ids;
}

describe('audit entries', () => {
  it('record each withdrawal decision with the request before and after, one entry per request of a bulk action', async () => {
    const seller = await t.createUser();
    const [approved, rejected, bulkA, bulkB] = await withdrawalsOf(seller, [50, 60, 70, 80]);
    expect((await asAdmin('POST', `/api/admin/withdrawals/${approved}/approve`, { transfer_reference: 'SNB-77' })).status).toBe(200);
    await asAdmin('POST', `/api/admin/withdrawals/${rejected}/reject`, { rejection_reason: 'IBAN does not match' });
    await asAdmin('POST', '/api/admin/withdrawals/bulk', {
      action: 'reject',
      withdrawalIds: [bulkA, bulkB],
      rejection_reason: 'Duplicate requests',
    });

    expect(await entriesOf('withdrawal', approved!)).toEqual([
      expect.objectContaining({
        action: 'withdrawals.approve',
        admin: expect.objectContaining({ id: admin.id }),
        before: expect.objectContaining({ userId: seller.id, amount: 50, status: 'pending', decidedBy: null }),
        after: expect.objectContaining({ amount: 50, status: 'approved', decidedBy: admin.id, transferReference: 'SNB-77' }),
      }),
    ]);
    expect(await entriesOf('withdrawal', rejected!)).toEqual([
      expect.objectContaining({
        action: 'withdrawals.reject',
        before: expect.objectContaining({ status: 'pending', rejectionReason: null }),
        after: expect.objectContaining({ status: 'rejected', rejectionReason: 'IBAN does not match' }),
      }),
    ]);
    for (const [id, amount] of [
      [bulkA, 70],
      [bulkB, 80],
    ] as const) {
      expect(await entriesOf('withdrawal', id!)).toEqual([
        expect.objectContaining({
          action: 'withdrawals.reject',
          before: expect.objectContaining({ amount, status: 'pending' }),
          after: expect.objectContaining({ amount, status: 'rejected', rejectionReason: 'Duplicate requests' }),
        }),
      ]);
    }
    // A refused decision changed nothing and is not an action.
    expect((await asAdmin('POST', `/api/admin/withdrawals/${approved}/reject`, { rejection_reason: 'Too late' })).status).toBe(409);
    expect(await entriesOf('withdrawal', approved!)).toHaveLength(1);
  });

  it('record a dispute decision with the escrow before and after, and each admin message of its thread', async () => {
    const [seller, buyer] = [await t.createUser(), await t.createUser()];
    const item = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title: 'Audited dispute', price: '100' } });
    await t.request('POST', '/api/user/wallet/deposit', { token: buyer.token, body: { amount: 500, ...TEST_CARD } });
    const order = (await t.checkout<TCheckoutReply>({ token: buyer.token, body: { items: [{ productId: item, quantity: 1 }] } })).body
      .orders[0]!;
    for (const status of ['processing', 'shipped']) {
      await t.request('PATCH', `/api/user/orders/${order.id}/status`, {
        token: seller.token,
        body: { status, ...(await parcelFor(t, { status, orderId: order.id, token: seller.token })) },
      });
    }
    const opened = await t.request<TDisputeChangeReply>('POST', `/api/user/orders/${order.id}/dispute`, {
      token: buyer.token,
      body: { reason: 'damaged', details: 'Cracked disc' },
    });
    const disputeId = opened.body.dispute.id;

    await asAdmin('POST', `/api/admin/disputes/${disputeId}/messages`, { message: 'Please send a photo of the disc.' });
    const decided = await asAdmin('POST', `/api/admin/disputes/${disputeId}/decide`, {
      decision: 'partial_refund',
      refundAmount: 40,
      note: 'Partly damaged',
    });
    expect(decided.status).toBe(200);

    const [decision, message] = await entriesOf('dispute', disputeId);
    expect(message).toMatchObject({
      action: 'disputes.message',
      before: { status: 'open', messageCount: 1 },
      after: { status: 'open', messageCount: 2, message: 'Please send a photo of the disc.' },
    });
    expect(decision).toMatchObject({
      action: 'disputes.decide',
      before: { orderId: order.id, status: 'open', resolution: null, orderStatus: 'shipped', paymentStatus: 'paid', escrow: 100 },
      after: {
        status: 'resolved',
        resolution: 'partial_refund',
        refundAmount: 40,
        decisionNote: 'Partly damaged',
        orderStatus: 'completed',
      },
    });
  });

  it('record promo code creation, edits, activation and deletion, singly and in bulk', async () => {
    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const create = (code: string) =>
      asAdmin<TPromoCodeReply>('POST', '/api/admin/promo-codes', { code, type: 'percentage', value: 10, expiresAt, usageLimit: 5 });
    const first = (await create('AUDITA')).body.promoCode;
    const second = (await create('AUDITB')).body.promoCode;
    await asAdmin('PUT', `/api/admin/promo-codes/${first.id}`, { code: 'AUDITA', type: 'fixed', value: 25, expiresAt, usageLimit: 9 });
    await asAdmin('PATCH', `/api/admin/promo-codes/${first.id}`, { active: false });
    await asAdmin('POST', '/api/admin/promo-codes/bulk', { action: 'activate', promoCodeIds: [first.id, second.id] });
    await asAdmin('DELETE', `/api/admin/promo-codes/${first.id}`);
    await asAdmin('POST', '/api/admin/promo-codes/bulk', { action: 'delete', promoCodeIds: [second.id] });

    expect((await entriesOf('promo_code', first.id)).map((e) => [e.action, e.before, e.after])).toEqual([
      ['promo_codes.delete', expect.objectContaining({ code: 'AUDITA', active: true }), null],
      ['promo_codes.activate', expect.objectContaining({ active: false }), expect.objectContaining({ active: true })],
      ['promo_codes.deactivate', expect.objectContaining({ active: true }), expect.objectContaining({ active: false })],
      [
        'promo_codes.update',
        expect.objectContaining({ type: 'percentage', value: 10, usageLimit: 5 }),
        expect.objectContaining({ type: 'fixed', value: 25, usageLimit: 9 }),
      ],
      ['promo_codes.create', null, expect.objectContaining({ code: 'AUDITA', status: 'Active' })],
    ]);
    expect(
      (await entriesOf('promo_code', second.id)).map((e) => [e.action, (e.before as { active?: boolean } | null)?.active, e.after]),
    ).toEqual([
      ['promo_codes.delete', true, null],
      ['promo_codes.activate', true, expect.objectContaining({ active: true })],
      ['promo_codes.create', undefined, expect.objectContaining({ code: 'AUDITB' })],
    ]);
  });

  it('record ad deletion from Manage Ads, and admin changes to other users’ listings through the owners’ routes', async () => {
    const seller = await t.createUser({ role: 'trader' });
    const removed = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title: 'Removed by admin' } });
    expect((await asAdmin('DELETE', `/api/admin/ads/${removed}`)).status).toBe(200);
    expect((await entriesOf('listing', removed))[0]).toMatchObject({
      action: 'ads.delete',
      before: expect.objectContaining({ sellerId: seller.id, title: 'Removed by admin', status: 'active', images: 1 }),
      after: null,
    });

    const edited = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title: 'Edited by admin', price: '200' } });
    const put = await t.request('PUT', `/api/user/ads/${edited}`, { token: admin.token, body: listingForm({ price: '150' }) });
    expect(put.status).toBe(200);
    await t.request('PATCH', `/api/trader/products/${edited}/status`, { token: admin.token, body: { status: 'inactive' } });
    const gone = await postAd(t, { token: seller.token, fields: { title: 'Deleted through the owner route' } });
    expect((await t.request('DELETE', `/api/user/ads/${gone}`, { token: admin.token })).status).toBe(200);

    expect((await entriesOf('listing', edited)).map((e) => [e.action, e.before, e.after])).toEqual([
      ['ads.update', expect.objectContaining({ status: 'active' }), expect.objectContaining({ status: 'inactive' })],
      ['ads.update', expect.objectContaining({ price: 200 }), expect.objectContaining({ price: 150 })],
      ['ads.approve', { status: 'pending_review', rejectionReason: null }, { status: 'active', rejectionReason: null }],
    ]);
    expect(await entriesOf('listing', gone)).toEqual([
      expect.objectContaining({ action: 'ads.delete', before: expect.objectContaining({ title: 'Deleted through the owner route' }) }),
    ]);

    // The owner's own changes, and an admin's changes to their own ad, are not admin actions on someone else's record.
    await t.request('PUT', `/api/user/ads/${edited}`, { token: seller.token, body: listingForm({ price: '120' }) });
    const own = await postAd(t, { token: admin.token, fields: { title: 'The admin’s own ad' } });
    await t.request('PUT', `/api/user/ads/${own}`, { token: admin.token, body: listingForm({ price: '90' }) });
    expect(await entriesOf('listing', edited)).toHaveLength(3);
    expect(await entriesOf('listing', own)).toEqual([]);
  });
});
