import type {
  TBannerListReply,
  TBrowseListingsReply,
  TErrorReply,
  THomeListingsReply,
  TListingDetailReply,
  TListingsReply,
  TPublicProfileReply,
  TSellerReviewsReply,
} from '@gamesouq/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogIds, imageBytes, listingForm, postAd } from '../test/listing-fixtures.js';
import { buyListing, parcelFor } from '../test/order-fixtures.js';
import { type TestApp, useTestApp } from '../test/test-app.js';

type User = Awaited<ReturnType<TestApp['createUser']>>;
const t = useTestApp();
let admin: User;
let seller: User;
let activeId: string;
let pendingId: string;

beforeAll(async () => {
  admin = await t.createUser({ role: 'admin' });
  seller = await t.createUser();
  activeId = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title: 'Visitor Elden Ring' } });
  pendingId = await postAd(t, { token: seller.token, fields: { title: 'Visitor pending Halo' } });
});

describe('a visitor without an account (decision 017)', () => {
  it('reads home, a category, a product, its related products, banners and the seller page', async () => {
    const home = await t.request<THomeListingsReply>('GET', '/api/ads/home?limit=100');
    expect(home.status).toBe(200);
    expect(home.body.ads.map((ad) => ad.title)).toContain('Visitor Elden Ring');
    expect(home.body.ads.map((ad) => ad.title)).not.toContain('Visitor pending Halo');

    const { category } = await catalogIds(t);
    const racing = await t.request<TBrowseListingsReply>('GET', `/api/ads?category=${category('Racing')}&limit=100`);
    expect(racing.status).toBe(200);
    expect(racing.body.ads.map((ad) => ad.id)).toContain(activeId);
    const shooters = await t.request<TBrowseListingsReply>('GET', `/api/ads?category=${category('Action')}&limit=100`);
    expect(shooters.body.ads.map((ad) => ad.id)).not.toContain(activeId);

    const product = await t.request<TListingDetailReply>('GET', `/api/user/ads/${activeId}`);
    expect(product.status).toBe(200);
    expect(product.body).toMatchObject({ id: activeId, title: 'Visitor Elden Ring', user_id: seller.id });
    // A visitor's view counts like anyone's (views are written once a second).
    const viewsNow = async () => (await t.request<TListingDetailReply>('GET', `/api/ads/${activeId}`)).body.views;
    await expect.poll(viewsNow, { timeout: 5000 }).toBe(product.body.views + 1);

    expect((await t.request<TListingsReply>('GET', `/api/user/ads/related/${activeId}`)).status).toBe(200);
    expect((await t.request<TBannerListReply>('GET', '/api/user/banners')).status).toBe(200);

    const profile = await t.request<TPublicProfileReply>('GET', `/api/users/${seller.id}/profile`);
    expect(profile.status).toBe(200);
    expect(profile.body.profile).toMatchObject({ id: seller.id, isPrivate: false });
  });

  it('does not see a listing that waits for review', async () => {
    for (const path of [`/api/user/ads/${pendingId}`, `/api/ads/${pendingId}`]) {
      const reply = await t.request<TErrorReply>('GET', path);
      expect(reply.status).toBe(404);
    }
  });

  it('gets 401 on favourite, cart, chat, report, posting, changing or deleting an ad, and checkout', async () => {
    const { category, platform } = await catalogIds(t);
    const form = listingForm(
      {
        title: 'Anon',
        price: '10',
        city: 'Riyadh',
        category: category('Racing'),
        platform: platform('PlayStation 5'),
        agreeToTerms: 'true',
      },
      [await imageBytes()],
    );
    const calls: [string, string, unknown][] = [
      ['POST', `/api/ads/${activeId}/favorite`, undefined],
      ['POST', '/api/user/favorites', { productId: activeId }],
      ['POST', '/api/user/cart', { productId: activeId, quantity: 1 }],
      ['GET', '/api/user/cart', undefined],
      ['POST', '/api/user/chat/start', { product_id: activeId }],
      ['POST', `/api/ads/${activeId}/report`, { reason: 'scam', details: 'x' }],
      ['POST', '/api/user/ads', form],
      ['PUT', `/api/user/ads/${activeId}`, form],
      ['DELETE', `/api/user/ads/${activeId}`, undefined],
      ['POST', '/api/user/orders', {}],
    ];
    const wrong: string[] = [];
    for (const [method, path, body] of calls) {
      const reply = await t.request<TErrorReply>(method, path, { body });
      if (reply.status !== 401) wrong.push(`${method} ${path}: ${reply.status}`);
    }
    expect(wrong).toEqual([]);
    // The listing is untouched.
    expect((await t.request<TListingDetailReply>('GET', `/api/ads/${activeId}`)).body.status).toBe('active');
  });

  it("reads a seller's page: their listings on sale and their reviews with the item each order was for", async () => {
    const other = await t.createUser();
    const othersId = await postAd(t, { token: other.token, approveWith: admin.token, fields: { title: 'Someone else FIFA' } });
    const soldId = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title: 'Reviewed Forza', price: '50' } });
    const { orderId, buyer } = await buyListing(t, { listingId: soldId });
    await t.request('PATCH', `/api/user/orders/${orderId}/status`, { token: seller.token, body: { status: 'processing' } });
    await t.request('PATCH', `/api/user/orders/${orderId}/status`, {
      token: seller.token,
      body: { status: 'shipped', ...(await parcelFor(t, { status: 'shipped', orderId, token: seller.token })) },
    });
    await t.request('POST', `/api/user/wallet/confirm-delivery/${orderId}`, { token: buyer.token });
    const rated = await t.request('POST', `/api/user/orders/${orderId}/review`, {
      token: buyer.token,
      body: { rating: 4, review: 'Fast and honest' },
    });
    expect(rated.status).toBe(200);

    const listings = await t.request<TListingsReply>('GET', `/api/users/${seller.id}/listings`);
    expect(listings.status).toBe(200);
    const ids = listings.body.ads.map((ad) => ad.id);
    expect(ids).toContain(activeId);
    expect(ids).not.toContain(pendingId);
    expect(ids).not.toContain(othersId);

    const reviews = await t.request<TSellerReviewsReply>('GET', `/api/users/${seller.id}/reviews`);
    expect(reviews.status).toBe(200);
    expect(reviews.body.reviews).toEqual([
      expect.objectContaining({
        rating: 4,
        review: 'Fast and honest',
        item: { title: 'Reviewed Forza', listingId: soldId },
        otherItems: 0,
        // The buyer is "user 1a2b": the page shows the first name only.
        buyerName: 'user',
      }),
    ]);
    expect((await t.request<TSellerReviewsReply>('GET', `/api/users/${other.id}/reviews`)).body.reviews).toEqual([]);
    expect((await t.request<TErrorReply>('GET', '/api/users/no-such-user/reviews')).status).toBe(404);
  });
});
