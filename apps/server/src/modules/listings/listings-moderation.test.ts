import type {
  TAdSellerHistoryReply,
  TCheckoutReply,
  TDoneReply,
  TErrorReply,
  TListingDetailReply,
  TModerationCountsReply,
  TModerationListingsReply,
  TReviewReply,
  TSavedListingReply,
} from '@gamesouq/core';
import { describe, expect, it } from 'vitest';
import { catalogIds, listingForm, postAd } from '../../test/listing-fixtures.js';
import { parcelFor, TEST_CARD } from '../../test/order-fixtures.js';
import { type User, useAdmin, useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const admin = useAdmin(t);

const asAdmin = <T = TDoneReply | TErrorReply>(method: string, url: string, body?: unknown) =>
  t.request<T>(method, url, { token: admin.token, body });

/** A completed order of `listingId` that the buyer rates, as the Rate & Review of buyer §2 does. */
async function rateSeller({ listingId, seller, rating }: { listingId: string; seller: User; rating: number }) {
  const buyer = await t.createUser();
  await t.request('POST', '/api/user/wallet/deposit', { token: buyer.token, body: { amount: 1000, ...TEST_CARD } });
  // Only the order's id is read here; the orders module owns the reply.
  const placed = await t.checkout<TCheckoutReply>({
    token: buyer.token,
    body: { items: [{ productId: listingId, quantity: 1 }] },
  });
  const order = placed.body.orders[0]!;
  for (const status of ['processing', 'shipped']) {
    await t.request('PATCH', `/api/user/orders/${order.id}/status`, {
      token: seller.token,
      body: { status, ...(await parcelFor(t, { status, orderId: order.id, token: seller.token })) },
    });
  }
  await t.request('POST', `/api/user/wallet/confirm-delivery/${order.id}`, { token: buyer.token });
  const rated = await t.request<TReviewReply>('POST', `/api/user/orders/${order.id}/review`, {
    token: buyer.token,
    body: { rating },
  });
  expect(rated.body.message).toBe('Rating submitted successfully!');
}

describe('the moderation routes', () => {
  it('refuse users and traders with 403 and the spec text, and anonymous callers with 401', async () => {
    const owner = await t.createUser();
    const id = await postAd(t, { token: owner.token });
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/ads'],
      ['GET', '/api/admin/ads/counts'],
      ['GET', `/api/admin/ads/${id}/seller-history`],
      ['POST', `/api/admin/ads/${id}/approve`],
      ['POST', `/api/admin/ads/${id}/reject`, { reason: 'No' }],
      ['POST', `/api/admin/ads/${id}/shipping-cost`, { shippingCost: 10 }],
      ['DELETE', `/api/admin/ads/${id}`],
    ];
    const [user, trader] = [await t.createUser(), await t.createUser({ role: 'trader' })];
    for (const [method, url, body] of routes) {
      for (const caller of [user, trader, owner]) {
        const reply = await t.request<TErrorReply>(method, url, { token: caller.token, body });
        expect([method, url, reply.status, reply.body.message]).toEqual([method, url, 403, 'Access denied. Admin privileges required.']);
      }
      expect((await t.request(method, url, { body })).status).toBe(401);
    }
    // Nothing moved.
    const own = (await t.request<TListingDetailReply>('GET', `/api/user/ads/${id}`, { token: owner.token })).body;
    expect(own).toMatchObject({ status: 'pending_review', shippingCost: null });
  });

  it('refuse moves the status does not allow with 409, and unknown ads with 404', async () => {
    const owner = await t.createUser();
    const active = await postAd(t, { token: owner.token, approveWith: admin.token });
    const approveAgain = await asAdmin<TErrorReply>('POST', `/api/admin/ads/${active}/approve`);
    expect(approveAgain.status).toBe(409);
    expect(approveAgain.body).toMatchObject({ code: 'INVALID_STATUS_CHANGE', message: 'This status change is not allowed.' });

    const draft = await t.request<TSavedListingReply>('POST', '/api/user/ads', {
      token: owner.token,
      body: listingForm({ title: 'Draft only', price: '5', status: 'draft' }),
    });
    const draftId = draft.body.ad.id;
    expect((await asAdmin('POST', `/api/admin/ads/${draftId}/approve`)).status).toBe(409);
    expect((await asAdmin('POST', `/api/admin/ads/${draftId}/reject`, { reason: 'No' })).status).toBe(409);
    expect((await t.request<TListingDetailReply>('GET', `/api/user/ads/${draftId}`, { token: owner.token })).body.status).toBe('draft');

    for (const [method, url] of [
      ['POST', '/api/admin/ads/no-such-ad/approve'],
      ['POST', '/api/admin/ads/no-such-ad/reject'],
      ['DELETE', '/api/admin/ads/no-such-ad'],
    ] as const) {
      expect((await asAdmin(method, url)).status, url).toBe(404);
    }
    expect((await asAdmin('POST', '/api/admin/ads/no-such-ad/shipping-cost', { shippingCost: 1 })).status).toBe(404);
    expect((await asAdmin('POST', `/api/admin/ads/${active}/shipping-cost`, { shippingCost: 'free' })).status).toBe(400);
  });
});

describe('the Manage Ads list', () => {
  it('filters by platform id or name, and sorts by price and by seller rating', async () => {
    const { platform } = await catalogIds(t);
    const [rich, fair, fresh] = [await t.createUser({ role: 'trader' }), await t.createUser(), await t.createUser()];
    const ps5 = await postAd(t, {
      token: rich.token,
      approveWith: admin.token,
      fields: { title: 'Modcheck PS5 dear', price: '900', platform: platform('PlayStation 5'), quantity: '5' },
    });
    const xbox = await postAd(t, {
      token: fair.token,
      approveWith: admin.token,
      fields: { title: 'Modcheck Xbox cheap', price: '50', platform: platform('Xbox One'), quantity: '5' },
    });
    const pc = await postAd(t, {
      token: fresh.token,
      approveWith: admin.token,
      fields: { title: 'Modcheck PC middle', price: '300', platform: platform('PC') },
    });
    await rateSeller({ listingId: ps5, seller: rich, rating: 5 });
    await rateSeller({ listingId: xbox, seller: fair, rating: 2 });

    const list = async (query: string) => (await asAdmin<TModerationListingsReply>('GET', `/api/admin/ads?search=Modcheck&${query}`)).body;
    expect((await list(`platform=${platform('Xbox One')}`)).map((ad) => ad.id)).toEqual([xbox]);
    expect((await list('platform=playstation%205')).map((ad) => ad.id)).toEqual([ps5]);
    expect(await list('platform=Nope')).toEqual([]);
    expect((await list('sort=price')).map((ad) => ad.id)).toEqual([ps5, pc, xbox]);
    const byRating = await list('sort=rating');
    expect(byRating.map((ad) => ad.id)).toEqual([ps5, xbox, pc]);
    expect(byRating.map((ad) => ad.seller.rating)).toEqual([5, 2, 0]);
    expect((await list('type=traders')).map((ad) => ad.id)).toEqual([ps5]);
    expect((await asAdmin('GET', '/api/admin/ads?sort=cheapest')).status).toBe(400);

    // Pending ads come first whatever the sort, so the queue is never buried.
    const before = (await asAdmin<TModerationCountsReply>('GET', '/api/admin/ads/counts')).body;
    const waiting = await postAd(t, { token: fresh.token, fields: { title: 'Modcheck waiting', price: '1' } });
    expect((await list('sort=price'))[0]!.id).toBe(waiting);
    const counts = (await asAdmin<TModerationCountsReply>('GET', '/api/admin/ads/counts')).body;
    expect(counts).toEqual({ ...before, all: before.all + 1, person: before.person + 1, pending: before.pending + 1 });
    expect(counts.all).toBe(counts.traders + counts.person);
  });
});

describe('the seller’s history beside an ad under review', () => {
  it('shows the account, every earlier rejection (even of an ad approved since) and the reports of the seller’s ads', async () => {
    const seller = await t.createUser();
    const [fixed, reported, underReview] = [
      await postAd(t, { token: seller.token }),
      await postAd(t, { token: seller.token }),
      await postAd(t, { token: seller.token }),
    ];
    await asAdmin('POST', `/api/admin/ads/${fixed}/reject`, { reason: 'The photos show another console' });
    await asAdmin('POST', `/api/admin/ads/${fixed}/approve`);
    await asAdmin('POST', `/api/admin/ads/${reported}/approve`);
    const reporter = await t.createUser();
    const report = await t.request('POST', `/api/ads/${reported}/report`, {
      token: reporter.token,
      body: { reason: 'scam', details: 'Asked me to pay outside the app' },
    });
    expect(report.status).toBe(201);

    const history = await asAdmin<TAdSellerHistoryReply>('GET', `/api/admin/ads/${underReview}/seller-history`);
    expect(history.body.seller).toMatchObject({
      id: seller.id,
      phone: seller.phone,
      role: 'user',
      listings: { total: 3, active: 2, rejected: 0 },
    });
    expect(history.body.rejections).toEqual([
      { listingId: fixed, title: expect.any(String), reason: 'The photos show another console', at: expect.any(String) },
    ]);
    expect(history.body.reports).toMatchObject({
      open: 1,
      total: 1,
      recent: [{ listingId: reported, reason: 'scam', details: 'Asked me to pay outside the app', status: 'open' }],
    });
    const other = await asAdmin<TAdSellerHistoryReply>(
      'GET',
      `/api/admin/ads/${await postAd(t, { token: reporter.token })}/seller-history`,
    );
    expect([other.body.rejections, other.body.reports.total]).toEqual([[], 0]);
    expect((await asAdmin('GET', '/api/admin/ads/unknown/seller-history')).status).toBe(404);
  });
});
