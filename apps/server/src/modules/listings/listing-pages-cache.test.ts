import type {
  TBrowseListingsReply,
  TCategoryListReply,
  TCategorySavedReply,
  TFavoriteReply,
  THomeListingsReply,
  TPlatformListReply,
  TPlatformSavedReply,
} from '@gamesouq/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogIds, postAd } from '../../test/listing-fixtures.js';
import { buyListing } from '../../test/order-fixtures.js';
import { SERVER_PROCESS_TIMEOUT_MS } from '../../test/server-process.js';
import { type TestApp, useTestApp } from '../../test/test-app.js';

// A minute: anything seen sooner than that after a change comes from the change's event, not from the time running out.
const t = useTestApp({ LISTING_CACHE_SECONDS: '60', REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
type User = Awaited<ReturnType<TestApp['createUser']>>;
let admin: User;
let seller: User;
beforeAll(async () => {
  admin = await t.createUser({ role: 'admin' });
  seller = await t.createUser();
});

const titlesOn = async (url: string, token?: string) =>
  (await t.request<THomeListingsReply>('GET', url, { token })).body.ads.map((ad) => ad.title);
/** Within the time a delivered event takes: the job is done, then the page is asked again until it shows the change. */
const soon = { timeout: 3000, interval: 100 };

describe('the shared cache of anonymous listing pages (ADR 026)', () => {
  it('answers an unchanged first page with 304 to the ETag it gave', async () => {
    const first = await t.request<THomeListingsReply>('GET', '/api/ads/home?page=1&limit=10');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await t.request('GET', '/api/ads/home?page=1&limit=10', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    // A search is never cached: no ETag.
    expect((await t.request('GET', '/api/ads/home?search=anything')).headers.get('etag')).toBeNull();
  });

  it('sends the stored page compressed as the browser accepts, each form with its own ETag (ADR 044)', async () => {
    const url = '/api/ads/home?page=1&limit=10';
    const plain = await t.request<THomeListingsReply>('GET', url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const forms = [
      ['br', 'br'],
      ['gzip', 'gzip, deflate'],
      [null, 'br;q=0, gzip;q=0'],
    ] as const;
    for (const [encoding, accepted] of forms) {
      const reply = await t.request<THomeListingsReply>('GET', url, { headers: { 'accept-encoding': accepted } });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-encoding')).toBe(encoding);
      expect(reply.headers.get('vary')).toContain('accept-encoding');
      // The same page, whichever bytes carried it.
      expect(reply.body).toEqual(plain.body);
      const etag = reply.headers.get('etag')!;
      expect(etag === plain.headers.get('etag')).toBe(encoding === null);
      const again = await t.request('GET', url, { headers: { 'accept-encoding': accepted, 'if-none-match': etag } });
      expect(again.status).toBe(304);
    }
  });

  it('shows a listing on Home and in its category as soon as it is approved, and hides it when edited into review or removed', async () => {
    const { category } = await catalogIds(t);
    const racing = `/api/ads?category=${category('Racing')}&page=1&limit=100`;
    // Both pages are cached before the listing exists.
    expect(await titlesOn('/api/ads/home?page=1&limit=100')).not.toContain('Cached Kart Racer');
    expect(await titlesOn(racing)).not.toContain('Cached Kart Racer');

    const id = await postAd(t, { token: seller.token, fields: { title: 'Cached Kart Racer', category: category('Racing') } });
    await t.request('POST', `/api/admin/ads/${id}/approve`, { token: admin.token });
    await t.jobsSettled();
    await expect.poll(() => titlesOn('/api/ads/home?page=1&limit=100'), soon).toContain('Cached Kart Racer');
    await expect.poll(() => titlesOn(racing), soon).toContain('Cached Kart Racer');

    // A new price is shown at once (not reviewed), a new title sends it back to review, off the public pages.
    await t.request('PUT', `/api/user/ads/${id}`, { token: seller.token, body: { price: 150 } });
    await t.jobsSettled();
    const priceOf = async () => (await t.request<TBrowseListingsReply>('GET', racing)).body.ads.find((ad) => ad.id === id)?.price;
    await expect.poll(priceOf, soon).toBe(150);
    await t.request('PUT', `/api/user/ads/${id}`, { token: seller.token, body: { title: 'Cached Kart Racer Deluxe' } });
    await t.jobsSettled();
    await expect.poll(() => titlesOn(racing), soon).not.toContain('Cached Kart Racer');

    const other = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title: 'Cached Removed Racer' } });
    await t.jobsSettled();
    await expect.poll(() => titlesOn('/api/ads/home?page=1&limit=100'), soon).toContain('Cached Removed Racer');
    await t.request('DELETE', `/api/user/ads/${other}`, { token: seller.token });
    await t.jobsSettled();
    await expect.poll(() => titlesOn('/api/ads/home?page=1&limit=100'), soon).not.toContain('Cached Removed Racer');
  });

  it("keeps the category and platform lists with an ETag, and shows an admin's change to either as soon as it is made", async () => {
    const categoryNames = async () => (await t.request<TCategoryListReply>('GET', '/api/categories')).body.categories.map((c) => c.name);
    const platformNames = async () => (await t.request<TPlatformListReply>('GET', '/api/platforms')).body.platforms.map((p) => p.name);
    const first = await t.request<TCategoryListReply>('GET', '/api/categories');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await t.request('GET', '/api/categories', { headers: { 'if-none-match': etag! } })).status).toBe(304);
    expect(await platformNames()).not.toContain('Cached Handheld');

    const made = await t.request<TCategorySavedReply>('POST', '/api/admin/categories', {
      token: admin.token,
      body: { name: 'Cached Retro' },
    });
    const platform = await t.request<TPlatformSavedReply>('POST', '/api/admin/platforms', {
      token: admin.token,
      body: { name: 'Cached Handheld', platform_type: 'handheld' },
    });
    await t.jobsSettled();
    await expect.poll(categoryNames, soon).toContain('Cached Retro');
    await expect.poll(platformNames, soon).toContain('Cached Handheld');
    // The list that was kept is not the list now: its ETag no longer matches.
    expect((await t.request('GET', '/api/categories', { headers: { 'if-none-match': etag! } })).status).toBe(200);

    await t.request('PUT', `/api/admin/categories/${made.body.category.id}`, { token: admin.token, body: { name: 'Cached Retro Games' } });
    await t.request('PUT', `/api/admin/platforms/${platform.body.platform.id}`, {
      token: admin.token,
      body: { name: 'Cached Handheld', platform_type: 'handheld', is_active: false },
    });
    await t.jobsSettled();
    await expect.poll(categoryNames, soon).toContain('Cached Retro Games');
    await expect.poll(platformNames, soon).not.toContain('Cached Handheld');
    await t.request('DELETE', `/api/admin/categories/${made.body.category.id}`, { token: admin.token });
    await t.jobsSettled();
    await expect.poll(categoryNames, soon).not.toContain('Cached Retro Games');
  });

  it('drops a listing from Home when its last unit is sold', async () => {
    const id = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title: 'Cached Last Unit', quantity: '1' } });
    await t.jobsSettled();
    await expect.poll(() => titlesOn('/api/ads/home?page=1&limit=100'), soon).toContain('Cached Last Unit');
    await buyListing(t, { listingId: id });
    await t.jobsSettled();
    await expect.poll(() => titlesOn('/api/ads/home?page=1&limit=100'), soon).not.toContain('Cached Last Unit');
  });

  it("never shows a viewer another's view: favourites are the viewer's own, a visitor's page is a visitor's", async () => {
    const id = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title: 'Cached Favourite' } });
    await t.jobsSettled();
    const buyer = await t.createUser();
    const stranger = await t.createUser();
    const favourite = await t.request<TFavoriteReply>('POST', `/api/ads/${id}/favorite`, { token: buyer.token });
    expect(favourite.body.isFavorite).toBe(true);
    const isFavouriteFor = async (token?: string) =>
      (await t.request<THomeListingsReply>('GET', '/api/ads/home?page=1&limit=100', { token })).body.ads.find((ad) => ad.id === id)
        ?.isFavorite;
    // Asked in turns, so that a shared reply would show one viewer's mark to the next.
    for (let round = 0; round < 2; round++) {
      expect(await isFavouriteFor(buyer.token)).toBe(true);
      expect(await isFavouriteFor(undefined)).toBe(false);
      expect(await isFavouriteFor(stranger.token)).toBe(false);
    }
    // A signed-in page is never given the visitors' ETag.
    expect((await t.request('GET', '/api/ads/home?page=1&limit=100', { token: buyer.token })).headers.get('etag')).toBeNull();
  });

  it('empties the cache of every instance together, through Redis', { timeout: SERVER_PROCESS_TIMEOUT_MS }, async () => {
    const other = await t.startAnotherProcess({ RUN_JOBS: 'false' });
    try {
      const titlesThere = async () =>
        ((await (await fetch(`${other.baseUrl}/api/ads/home?page=1&limit=100`)).json()) as THomeListingsReply).ads.map((ad) => ad.title);
      expect(await titlesThere()).not.toContain('Cached Elsewhere');
      // The change is made and its event handled here; the other instance, which runs no jobs, hears it through Redis.
      await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title: 'Cached Elsewhere' } });
      await t.jobsSettled();
      await expect.poll(titlesThere, soon).toContain('Cached Elsewhere');
    } finally {
      await other.stop();
    }
  });
});
