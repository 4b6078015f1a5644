import type {
  TBrowseListingsReply,
  TCartReply,
  TCatalogIconReply,
  TErrorReply,
  TFavoritesReply,
  THomeListingsReply,
  TListingDetailReply,
  TListingsReply,
  TListingView,
} from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogIds, imageBytes, postAd } from '../../test/listing-fixtures.js';
import { type TestApp, useTestApp } from '../../test/test-app.js';

/** The catalogue as this test reads it (catalog module). */
type CatalogRow = {
  _id: string;
  id: string;
  name: string;
  icon: string;
  is_active: boolean;
  parent_id: string | null;
  platform_type?: string;
};
type User = Awaited<ReturnType<TestApp['createUser']>>;
const t = useTestApp();
let admin: User;
let buyer: User;
beforeAll(async () => {
  admin = await t.createUser({ role: 'admin' });
  buyer = await t.createUser();
});

const get = <T>(url: string, token?: string) => t.request<T>('GET', url, { token });
const home = (query: string, token?: string) => get<THomeListingsReply>(`/api/ads/home?${query}`, token);
const titles = (ads: TListingView[]) => ads.map((ad) => ad.title).sort();

describe('the Console pill', () => {
  it('shows consoles, handhelds (Nintendo Switch) and VR headsets (Meta Quest), and PC only PC', async () => {
    const seller = await t.createUser();
    const { platform } = await catalogIds(t);
    for (const name of ['PlayStation 5', 'Nintendo Switch', 'Meta Quest', 'PC', 'Mobile']) {
      await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title: `Pillcheck ${name}`, platform: platform(name) } });
    }
    const pill = async (value: string) => titles((await home(`search=Pillcheck&limit=50&platform=${value}`)).body.ads);
    expect(await pill('console')).toEqual(['Pillcheck Meta Quest', 'Pillcheck Nintendo Switch', 'Pillcheck PlayStation 5']);
    expect(await pill('pc')).toEqual(['Pillcheck PC']);
    expect(await pill('mobile')).toEqual(['Pillcheck Mobile']);
    // A platform type or a platform's name still picks just that one.
    expect(await pill('handheld')).toEqual(['Pillcheck Nintendo Switch']);
    expect(await pill(encodeURIComponent('Meta Quest'))).toEqual(['Pillcheck Meta Quest']);
  });
});

describe('the seller shown on an ad', () => {
  it('is the store name a trader set in their profile, on Home, the product page, Favorites and related ads', async () => {
    const shop = await t.createUser({ role: 'trader' });
    const plain = await t.createUser({ role: 'trader' });
    expect((await t.request('PUT', '/api/trader/profile', { token: shop.token, body: { store_name: 'Falcon Games' } })).status).toBe(200);
    await t.request('PUT', '/api/trader/profile', { token: plain.token, body: { store_name: '   ' } });
    const id = await postAd(t, { token: shop.token, approveWith: admin.token, fields: { title: 'Storecheck Falcon' } });
    const other = await postAd(t, { token: plain.token, approveWith: admin.token, fields: { title: 'Storecheck Plain' } });

    const found = (await home('search=Storecheck', buyer.token)).body.ads;
    const byTitle = Object.fromEntries(found.map((ad) => [ad.title, ad]));
    expect(byTitle['Storecheck Falcon']).toMatchObject({ storeName: 'Falcon Games', seller: { id: shop.id, role: 'trader' } });
    expect(byTitle['Storecheck Falcon']!.seller.name).not.toBe('Falcon Games');
    // A blank store name is no store name: the seller's own name is shown.
    expect(byTitle['Storecheck Plain']!.storeName).toBe(byTitle['Storecheck Plain']!.seller.name);

    expect((await get<TListingDetailReply>(`/api/user/ads/${id}`, buyer.token)).body.storeName).toBe('Falcon Games');
    expect((await get<TListingDetailReply>(`/api/ads/${id}`)).body.storeName).toBe('Falcon Games');
    await t.request('POST', `/api/ads/${id}/favorite`, { token: buyer.token });
    const { favorites } = (await get<TFavoritesReply>('/api/user/favorites', buyer.token)).body;
    expect(favorites.find((ad) => ad.id === id)?.storeName).toBe('Falcon Games');
    const related = (await get<TListingsReply>(`/api/user/ads/related/${other}`, buyer.token)).body.ads;
    expect(related.find((ad) => ad.id === id)?.storeName).toBe('Falcon Games');
  });
});

describe('discounted prices', () => {
  it('shows the price the cart charges, and filters by it, for prices that do not divide evenly', async () => {
    const seller = await t.createUser();
    const half = await postAd(t, {
      token: seller.token,
      approveWith: admin.token,
      fields: { title: 'Roundcheck half', price: '19.99', discountPercentage: '50', city: 'Roundville' },
    });
    const tenth = await postAd(t, {
      token: seller.token,
      approveWith: admin.token,
      fields: { title: 'Roundcheck tenth', price: '129.95', discountPercentage: '10', city: 'Roundville' },
    });
    const ad = async (id: string) => (await get<TListingDetailReply>(`/api/user/ads/${id}`, buyer.token)).body;
    // 999.5 and 11695.5 halalas: half a halala rounds up.
    expect(await ad(half)).toMatchObject({ price: 19.99, discountPercentage: 50, finalPrice: 10 });
    expect(await ad(tenth)).toMatchObject({ price: 129.95, discountPercentage: 10, finalPrice: 116.96 });

    const cartBuyer = await t.createUser();
    for (const id of [half, tenth])
      await t.request('POST', '/api/user/cart', { token: cartBuyer.token, body: { productId: id, quantity: 1 } });
    const lines = (await get<TCartReply>('/api/user/cart', cartBuyer.token)).body.cart.flatMap((group) => group.items);
    for (const id of [half, tenth]) {
      expect(lines.find((line) => line.productId === id)?.price).toBe((await ad(id)).finalPrice);
    }
    const shownAds = (await home('city=Roundville', buyer.token)).body.ads;
    for (const shown of shownAds) expect(shown.finalPrice).toBe(lines.find((line) => line.productId === shown.id)?.price);

    // The price filter applies the same rounding: truncating would make these 9.99 and 116.95 and miss them.
    const priced = async (query: string) => titles((await home(`city=Roundville&${query}`)).body.ads);
    expect(await priced('priceMin=10&priceMax=10')).toEqual(['Roundcheck half']);
    expect(await priced('priceMin=116.96&priceMax=116.96')).toEqual(['Roundcheck tenth']);
    expect(await priced('priceMax=116.95')).toEqual(['Roundcheck half']);

    // The dearest price a form accepts, filtered without overflowing: 1,000,000 SAR at 10% is 900,000 SAR.
    await postAd(t, {
      token: seller.token,
      approveWith: admin.token,
      fields: { title: 'Roundcheck dearest', price: '1000000', discountPercentage: '10', city: 'Roundville' },
    });
    expect(await priced('priceMin=900000')).toEqual(['Roundcheck dearest']);
    expect(await priced('priceMin=900000.01')).toEqual([]);
  });
});

describe('filters and pagination', () => {
  let pageCity: string;
  beforeAll(async () => {
    const seller = await t.createUser();
    pageCity = 'Pagetown';
    for (let i = 0; i < 12; i++) {
      await postAd(t, {
        token: seller.token,
        approveWith: admin.token,
        fields: { title: `Pagecheck Zephyr ${i}`, price: String(100 + i * 10), city: pageCity },
      });
    }
    // Not approved: never counted.
    await postAd(t, { token: seller.token, fields: { title: 'Pagecheck Zephyr hidden', city: pageCity } });
  });

  it('answers an empty page past the end with the real total, on the search path and the plain path', async () => {
    const search = async (page: number) => (await home(`search=Zephyr&page=${page}`)).body;
    expect(await search(1)).toMatchObject({ total: 12 });
    expect((await search(1)).ads).toHaveLength(10);
    expect((await search(2)).ads).toHaveLength(2);
    expect(await search(3)).toEqual({ ads: [], items: [], total: 12, isTotalCapped: false });
    expect(await search(10_000)).toEqual({ ads: [], items: [], total: 12, isTotalCapped: false });

    const plain = async (page: number) => (await home(`city=${pageCity}&page=${page}`)).body;
    expect((await plain(2)).ads).toHaveLength(2);
    expect(await plain(3)).toEqual({ ads: [], items: [], total: 12, isTotalCapped: false });
    // Newest first, without repeats across pages.
    const ids = [...(await plain(1)).ads, ...(await plain(2)).ads].map((ad) => ad.id);
    expect(new Set(ids).size).toBe(12);
  });

  it('counts matches up to 1,000 and then says there are more, searching or browsing', async () => {
    const seller = await t.createUser();
    await t.db.execute(sql`insert into listings (id, seller_id, title, price_halalas, quantity, city, status)
      select 'capped-' || i, ${seller.id}, 'Capcount Quokka ' || i, 1000 + i, 1, 'Captown', 'active' from generate_series(1, 1001) i`);
    try {
      expect((await home('search=Quokka')).body).toMatchObject({ total: 1000, isTotalCapped: true });
      expect((await home('city=Captown&sort=price_asc')).body).toMatchObject({ total: 1000, isTotalCapped: true });
      // The cheapest of all 1,001 leads, not of the newest thousand.
      expect((await home('search=Quokka&sort=price_asc')).body.ads[0]?.title).toBe('Capcount Quokka 1');
      const titlesOf = async (query: string) => (await home(query)).body.ads.map((ad) => ad.title);
      expect((await titlesOf('city=Captown&sort=price_desc'))[0]).toBe('Capcount Quokka 1001');
      await t.db.execute(sql`update listings set status = 'inactive' where id = 'capped-1001'`);
      expect((await home('search=Quokka')).body).toMatchObject({ total: 1000, isTotalCapped: false });
      expect((await home('city=Captown')).body).toMatchObject({ total: 1000, isTotalCapped: false });
      // All the matches are counted, and the page is picked from them in the order asked.
      expect(await titlesOf('city=Captown&sort=price_desc')).toEqual(Array.from({ length: 10 }, (_, i) => `Capcount Quokka ${1000 - i}`));
      expect((await titlesOf('city=Captown&sort=price_asc&page=3'))[0]).toBe('Capcount Quokka 21');
    } finally {
      await t.db.execute(sql`delete from listings where id like 'capped-%'`);
    }
  });

  it('refuses page 0, page 10001 and more than 100 per page', async () => {
    for (const query of ['page=0', 'page=-1', 'page=10001', 'limit=101', 'limit=0', 'page=abc']) {
      const reply = await get<TErrorReply>(`/api/ads/home?${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await home(`city=${pageCity}&limit=100`)).body.ads).toHaveLength(12);
    expect((await get<TErrorReply>('/api/ads?limit=101')).status).toBe(400);
  });

  it('filters by a minimum price alone, and reads a minimum above the maximum as the range it means (issue 17)', async () => {
    const min = (await home(`city=${pageCity}&priceMin=190&limit=50`)).body;
    expect(min.total).toBe(3);
    expect(titles(min.ads)).toEqual(['Pagecheck Zephyr 10', 'Pagecheck Zephyr 11', 'Pagecheck Zephyr 9']);
    const max = (await home(`city=${pageCity}&priceMax=110&limit=50`)).body;
    expect(max.total).toBe(2);
    const reversed = await home(`city=${pageCity}&priceMin=200&priceMax=100`);
    expect(reversed.status).toBe(200);
    const forward = (await home(`city=${pageCity}&priceMin=100&priceMax=200`)).body;
    expect(forward.total).toBeGreaterThan(0);
    expect(reversed.body).toEqual(forward);
    expect((await get<TErrorReply>('/api/ads/home?priceMin=cheap')).status).toBe(400);
  });

  it('gives GET /api/ads a pagination object', async () => {
    const second = (await get<TBrowseListingsReply>(`/api/ads?city=${pageCity}&page=2`)).body;
    expect(second.ads).toHaveLength(2);
    expect(second.pagination).toEqual({ currentPage: 2, totalPages: 2, totalItems: 12, itemsPerPage: 10 });
    const past = (await get<TBrowseListingsReply>(`/api/ads?city=${pageCity}&page=5&limit=5`)).body;
    expect(past.ads).toEqual([]);
    expect(past.pagination).toEqual({ currentPage: 5, totalPages: 3, totalItems: 12, itemsPerPage: 5 });
    const none = (await get<TBrowseListingsReply>('/api/ads?city=Nowhere')).body;
    expect(none.pagination).toEqual({ currentPage: 1, totalPages: 0, totalItems: 0, itemsPerPage: 10 });
  });

  it('lists live ads of everyone at GET /api/user/ads/all, for visitors too (decision 017)', async () => {
    expect((await get<TListingsReply>('/api/user/ads/all')).body.ads.length).toBeGreaterThan(0);
    const all = (await get<TListingsReply>('/api/user/ads/all', buyer.token)).body.ads;
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((ad) => ad.status === 'active')).toBe(true);
    expect(all.map((ad) => ad.title)).not.toContain('Pagecheck Zephyr hidden');
  });
});

describe('the catalogue', () => {
  it('answers categories and platforms with ids, names and icon file names served under /uploads', async () => {
    const { categories } = (await get<{ categories: CatalogRow[] }>('/api/categories')).body;
    expect(categories.length).toBeGreaterThanOrEqual(6);
    for (const category of categories) {
      expect(Object.keys(category).sort()).toEqual(['_id', 'description', 'icon', 'id', 'is_active', 'nameAr', 'name', 'parent_id'].sort());
      expect(category._id).toBe(category.id);
      expect(category.is_active).toBe(true);
      expect(category.icon).not.toContain('/');
      if (category.parent_id !== null) expect(categories.map((c) => c.id)).toContain(category.parent_id);
    }
    const main = categories.find((c) => c.name === 'Video Games')!;
    expect(main.parent_id).toBeNull();
    // No lettered placeholder image: without uploaded artwork the web draws an icon from the category's name.
    expect(main.icon).toBe('');
    expect(categories.find((c) => c.name === 'Racing')?.parent_id).toBe(main.id);

    const { platforms } = (await get<{ platforms: CatalogRow[] }>('/api/platforms')).body;
    expect(platforms.find((p) => p.name === 'Nintendo Switch')).toMatchObject({ platform_type: 'handheld', is_active: true });
    for (const platform of platforms) expect(platform.icon).not.toContain('/');

    const form = new FormData();
    form.append('icon', new Blob([new Uint8Array(await imageBytes('png', { width: 200, height: 200 }))]), 'icon.png');
    const icon = (await t.request<TCatalogIconReply>('POST', `/api/admin/categories/${main.id}/icon`, { token: admin.token, body: form }))
      .body.icon;
    expect(icon).toMatch(/^[\w-]+\.webp$/);
    const listed = (await get<{ categories: CatalogRow[] }>('/api/categories')).body.categories.find((c) => c.id === main.id);
    expect(listed?.icon).toBe(icon);
    const served = await fetch(`${t.baseUrl}/uploads/categories/${listed?.icon}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });
});
