import type {
  TCatalogueItemSavedReply,
  TCheckoutReply,
  TFavoriteReply,
  TItemPageReply,
  TListingDetailReply,
  TListingsReply,
} from '@gamesouq/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogIds, postAd } from '../../test/listing-fixtures.js';
import { buyListing, parcelFor, TEST_CARD } from '../../test/order-fixtures.js';
import { type TestApp, useTestApp } from '../../test/test-app.js';

// A minute: anything seen sooner than that after a change comes from the change's event, not from the time running out.
const t = useTestApp({ LISTING_CACHE_SECONDS: '60' });
type User = Awaited<ReturnType<TestApp['createUser']>>;
let admin: User;
let seller: User;
beforeAll(async () => {
  admin = await t.createUser({ role: 'admin' });
  seller = await t.createUser();
});

/** Within the time a delivered event takes: the job is done, then the product is asked again until it shows the change. */
const soon = { timeout: 3000, interval: 100 };
const PRODUCT_ROUTES = ['/api/ads', '/api/user/ads'];
const productAt = (route: string, id: string, token?: string) => t.request<TListingDetailReply>('GET', `${route}/${id}`, { token });
const newListing = async (title: string, fields: Record<string, string> = {}) => {
  const id = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title, ...fields } });
  await t.jobsSettled();
  return id;
};

describe('the shared cache of a product as a visitor sees it (ADR 049)', () => {
  it('answers an unchanged product with 304 to the ETag it gave, in each encoding the browser accepts', async () => {
    const id = await newListing('Cached Product Etag');
    for (const route of PRODUCT_ROUTES) {
      const plain = await t.request<TListingDetailReply>('GET', `${route}/${id}`, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.body.title).toBe('Cached Product Etag');
      for (const accepted of ['br', 'gzip', 'identity']) {
        const reply = await t.request<TListingDetailReply>('GET', `${route}/${id}`, { headers: { 'accept-encoding': accepted } });
        expect(reply.body).toEqual(plain.body);
        expect(reply.headers.get('vary')).toContain('authorization');
        const etag = reply.headers.get('etag')!;
        expect(etag).toBeTruthy();
        const again = await t.request('GET', `${route}/${id}`, { headers: { 'accept-encoding': accepted, 'if-none-match': etag } });
        expect(again.status).toBe(304);
      }
    }
    // An unknown listing is 404, each time.
    for (let round = 0; round < 2; round++) expect((await productAt('/api/ads', 'no-such-listing')).status).toBe(404);
  });

  it('shows a new price as soon as the edit is made, and answers 404 once the listing is removed', async () => {
    const id = await newListing('Cached Product Edited', { price: '100' });
    for (const route of PRODUCT_ROUTES) expect((await productAt(route, id)).body.price).toBe(100);
    await t.request('PUT', `/api/user/ads/${id}`, { token: seller.token, body: { price: 150 } });
    await t.jobsSettled();
    for (const route of PRODUCT_ROUTES) await expect.poll(async () => (await productAt(route, id)).body.price, soon).toBe(150);

    await t.request('DELETE', `/api/user/ads/${id}`, { token: seller.token });
    await t.jobsSettled();
    for (const route of PRODUCT_ROUTES) await expect.poll(async () => (await productAt(route, id)).status, soon).toBe(404);
  });

  it('is gone from visitors once its last unit is sold, and gone from the related listings of another', async () => {
    const id = await newListing('Cached Product Last Unit', { quantity: '1' });
    const other = await newListing('Cached Product Neighbour');
    const relatedIds = async () => (await t.request<TListingsReply>('GET', `/api/user/ads/related/${other}`)).body.ads.map((ad) => ad.id);
    expect(await relatedIds()).toContain(id);
    expect((await productAt('/api/ads', id)).status).toBe(200);
    await buyListing(t, { listingId: id });
    await t.jobsSettled();
    await expect.poll(async () => (await productAt('/api/ads', id)).status, soon).toBe(404);
    await expect.poll(relatedIds, soon).not.toContain(id);
  });

  it("shows a buyer's review in the product's rating as soon as it is given", async () => {
    const id = await newListing('Cached Product Reviewed', { quantity: '5' });
    expect((await productAt('/api/ads', id)).body.reviews).toBe(0);
    const buyer = await t.createUser();
    await t.request('POST', '/api/user/wallet/deposit', { token: buyer.token, body: { amount: 500, ...TEST_CARD } });
    const order = (await t.checkout<TCheckoutReply>({ token: buyer.token, body: { items: [{ productId: id, quantity: 1 }] } })).body
      .orders[0]!;
    await t.request('PATCH', `/api/user/orders/${order.id}/status`, { token: seller.token, body: { status: 'processing' } });
    await t.request('PATCH', `/api/user/orders/${order.id}/status`, {
      token: seller.token,
      body: { status: 'shipped', ...(await parcelFor(t, { status: 'shipped', orderId: order.id, token: seller.token })) },
    });
    await t.request('POST', `/api/user/wallet/confirm-delivery/${order.id}`, { token: buyer.token });
    // The sale itself emptied the cache: the product is asked again before the review, so that the review's own event
    // is what shows it.
    await t.jobsSettled();
    await expect.poll(async () => (await productAt('/api/ads', id)).body.reviews, soon).toBe(0);
    const reviewed = await t.request('POST', `/api/user/orders/${order.id}/review`, { token: buyer.token, body: { rating: 4 } });
    expect(reviewed.status).toBe(200);
    await t.jobsSettled();
    await expect.poll(async () => (await productAt('/api/ads', id)).body.reviews, soon).toBe(1);
    expect((await productAt('/api/ads', id)).body.rating).toBe(4);
  });

  it("never shows a viewer another's view: a favourite is its buyer's, the lowest offer its seller's", async () => {
    const id = await newListing('Cached Product Favourite', { acceptsOffers: 'true', minOffer: '40' });
    const buyer = await t.createUser();
    const stranger = await t.createUser();
    const favourite = await t.request<TFavoriteReply>('POST', `/api/ads/${id}/favorite`, { token: buyer.token });
    expect(favourite.body.isFavorite).toBe(true);
    // Asked in turns, so that a shared reply would show one viewer's view to the next.
    for (let round = 0; round < 2; round++) {
      for (const route of PRODUCT_ROUTES) {
        expect((await productAt(route, id, buyer.token)).body.isFavorite).toBe(true);
        expect((await productAt(route, id)).body.isFavorite).toBe(false);
        expect((await productAt(route, id, stranger.token)).body.isFavorite).toBe(false);
        expect((await productAt(route, id, seller.token)).body.minOffer).toBe(40);
        expect((await productAt(route, id)).body.minOffer).toBeNull();
      }
    }
    // A signed-in reply is never given the visitors' ETag.
    expect((await productAt('/api/ads', id, buyer.token)).headers.get('etag')).toBeNull();
  });

  it("counts each device's visit of a product as a view, also those answered from the cache, and a device's repeats once", async () => {
    const id = await newListing('Cached Product Views');
    const buyer = await t.createUser();
    const visit = (device: string, token?: string) =>
      t.request<TListingDetailReply>('GET', `/api/user/ads/${id}`, { token, headers: { 'user-agent': device } });
    for (const device of ['phone A', 'phone B', 'laptop C']) expect((await visit(device)).status).toBe(200);
    // Phone A again, signed in now (the app asking for the reader's own view of the page it drew), and refreshed.
    expect((await visit('phone A', buyer.token)).status).toBe(200);
    expect((await visit('phone A')).status).toBe(200);
    // The seller's own view is not shared and not counted; the views are written within a second.
    await expect.poll(async () => (await productAt('/api/user/ads', id, seller.token)).body.views, soon).toBe(3);
    await t.app.listingReplies.views.flush();
    expect((await productAt('/api/user/ads', id, seller.token)).body.views).toBe(3);
  });
});

describe('the shared cache of an item page (issue 22)', () => {
  it('answers by item, city and delivery with 304 to its ETag, and shows a new offer and a sold-out one at once', async () => {
    const { platform, category } = await catalogIds(t);
    const created = await t.request<TCatalogueItemSavedReply>('POST', '/api/admin/catalogue-items', {
      token: admin.token,
      body: {
        kind: 'game',
        name: 'Cached Item Page',
        nameAr: 'صفحة محفوظة',
        platformId: platform('PlayStation 5'),
        categoryId: category('Sports'),
      },
    });
    const itemId = created.body.item.id;
    const usedIds = async (query: string) =>
      (await t.request<TItemPageReply>('GET', `/api/items/${itemId}${query}`)).body.groups.used.map((offer) => offer.listingId).sort();
    const first = await newListing('Cached Item Page', {
      catalogueItemId: itemId,
      condition: 'good',
      quantity: '1',
      deliveryType: 'both',
      city: 'Riyadh',
    });
    expect(await usedIds('?city=Jeddah')).toEqual([first]);
    const again = await t.request('GET', `/api/items/${itemId}?city=Jeddah`);
    const etag = again.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await t.request('GET', `/api/items/${itemId}?city=Jeddah`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect(await usedIds('?city=Jeddah&delivery=hand')).toEqual([first]);

    // A new shipping-only offer shows at once, and only on the pages it belongs to: the hand-over page is kept apart.
    const second = await newListing('Cached Item Page', {
      catalogueItemId: itemId,
      condition: 'good',
      deliveryType: 'shipping',
      city: 'Jeddah',
    });
    await expect.poll(() => usedIds('?city=Jeddah'), soon).toEqual([first, second].sort());
    expect(await usedIds('?city=Jeddah&delivery=hand')).toEqual([first]);
    await buyListing(t, { listingId: first });
    await t.jobsSettled();
    await expect.poll(() => usedIds('?city=Jeddah'), soon).toEqual([second]);
  });

  it("shows a seller's new name and private profile on their kept product as soon as they are saved", async () => {
    const shop = await t.createUser();
    const id = await postAd(t, { token: shop.token, approveWith: admin.token, fields: { title: 'Kept Seller Name' } });
    await t.jobsSettled();
    const seller = async () => (await productAt('/api/ads', id)).body.seller;
    expect((await seller()).memberSince).toBeTruthy();
    await t.request('PUT', '/api/user/profile', { token: shop.token, body: { name: 'Renamed Seller' } });
    await t.jobsSettled();
    await expect.poll(async () => (await seller()).name, soon).toBe('Renamed Seller');
    await t.request('PUT', '/api/user/preferences', { token: shop.token, body: { profileVisibility: 'private' } });
    await t.jobsSettled();
    await expect.poll(async () => (await seller()).memberSince, soon).toBeUndefined();
  });
});
