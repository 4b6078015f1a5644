import type {
  TCatalogueItemMergedReply,
  TCatalogueItemSavedReply,
  TErrorReply,
  THomeListingsReply,
  TItemPageReply,
  TItemPriceHistoryReply,
  TItemSummariesReply,
  TListingDetailReply,
} from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogIds, imageBytes, postAd } from '../../test/listing-fixtures.js';
import { buyListing, parcelFor } from '../../test/order-fixtures.js';
import { type TestApp, useTestApp } from '../../test/test-app.js';

type User = Awaited<ReturnType<TestApp['createUser']>>;
const t = useTestApp();
let admin: User;
let shop: User;
let person: User;
let codeShop: User;

const asAdmin = <T>(method: string, url: string, body?: unknown) => t.request<T>(method, url, { token: admin.token, body });

async function createItem(name: string, nameAr: string, extra: Record<string, unknown> = {}) {
  const { platform, category } = await catalogIds(t);
  const reply = await asAdmin<TCatalogueItemSavedReply>('POST', '/api/admin/catalogue-items', {
    kind: 'game',
    name,
    nameAr,
    platformId: platform('PlayStation 5'),
    categoryId: category('Sports'),
    searchTerms: 'fifa 25, فيفا',
    ...extra,
  });
  expect(reply.status).toBe(201);
  return reply.body.item;
}

/** An approved ad of `seller` linked to `itemId`, with the admin's shipping cost when given. */
async function offer(seller: User, itemId: string, fields: Record<string, string>, shippingCost?: number) {
  const id = await postAd(t, { token: seller.token, fields: { catalogueItemId: itemId, ...fields }, approveWith: admin.token });
  if (shippingCost !== undefined) await asAdmin('POST', `/api/admin/ads/${id}/shipping-cost`, { shippingCost });
  return id;
}

beforeAll(async () => {
  admin = await t.createUser({ role: 'admin' });
  shop = await t.createUser({ role: 'trader' });
  person = await t.createUser();
  codeShop = await t.createUser({ role: 'trader' });
});

describe('the item page of a catalogue item', () => {
  let itemId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    itemId = (await createItem('EA Sports FC 25 (PS5)', 'إي إيه سبورتس إف سي 25')).id;
    // New from a shop in Riyadh: 240 + 25 shipping. Used in Riyadh by hand only: 150. Used in Jeddah, both: 170.
    ids.shopNew = await offer(shop, itemId, { price: '240', condition: 'new', deliveryType: 'shipping', city: 'Riyadh' }, 25);
    ids.usedRiyadh = await offer(person, itemId, { price: '150', condition: 'good', deliveryType: 'hand', city: 'Riyadh' });
    ids.usedJeddah = await offer(person, itemId, { price: '170', condition: 'like_new', deliveryType: 'both', city: 'Jeddah' });
    ids.usedShipped = await offer(shop, itemId, { price: '140', condition: 'good', deliveryType: 'shipping', city: 'Dammam' }, 40);
    ids.code = await offer(codeShop, itemId, { price: '230', type: 'digital_service', deliveryHours: '24', condition: 'new' });
  });

  it('groups offers as New, Used and Digital, each ranked by the total to a Jeddah buyer, and marks the best', async () => {
    const { body, status } = await t.request<TItemPageReply>('GET', `/api/items/${itemId}?city=Jeddah`);
    expect(status).toBe(200);
    expect(body.item).toMatchObject({ name: 'EA Sports FC 25 (PS5)', nameAr: 'إي إيه سبورتس إف سي 25', kind: 'game' });
    expect(body.groups.new.map((o) => [o.listingId, o.total, o.delivery, o.isBest])).toEqual([[ids.shopNew, 265, 'shipping', true]]);
    // Jeddah: the Jeddah hand-over (170) beats shipping from Dammam (140 + 40); Riyadh's hand-only ad cannot reach Jeddah.
    expect(body.groups.used.map((o) => [o.listingId, o.total, o.delivery, o.isReachable, o.isBest])).toEqual([
      [ids.usedJeddah, 170, 'pickup', true, true],
      [ids.usedShipped, 180, 'shipping', true, false],
      [ids.usedRiyadh, 150, 'pickup', false, false],
    ]);
    expect(body.groups.digital.map((o) => [o.listingId, o.total, o.delivery])).toEqual([[ids.code, 230, 'instant']]);
    expect(body.groups.new[0]!.seller).toMatchObject({ id: shop.id, role: 'trader', level: 'new' });
    expect(body.summary).toMatchObject({ offerCount: 5, sellerCount: 3, fromPrice: 140 });
  });

  it('ranks for Riyadh differently and filters by delivery', async () => {
    const riyadh = (await t.request<TItemPageReply>('GET', `/api/items/${itemId}?city=Riyadh`)).body;
    expect(riyadh.groups.used.map((o) => [o.listingId, o.total])).toEqual([
      [ids.usedRiyadh, 150],
      [ids.usedJeddah, 170 + 0],
      [ids.usedShipped, 180],
    ]);
    const shipped = (await t.request<TItemPageReply>('GET', `/api/items/${itemId}?city=Riyadh&delivery=shipping`)).body;
    expect(shipped.groups.used.map((o) => o.listingId)).toEqual([ids.usedJeddah, ids.usedShipped]);
    expect(shipped.groups.used[0]).toMatchObject({ delivery: 'shipping', total: 170 });
  });

  it('linked listings take the item name, platform and category; their product page names the item and its offers', async () => {
    const ad = (await t.request<TListingDetailReply>('GET', `/api/ads/${ids.usedRiyadh}`)).body;
    expect(ad).toMatchObject({ title: 'EA Sports FC 25 (PS5)', catalogueItemId: itemId, platform: { name: 'PlayStation 5' } });
    expect(ad.category?.name).toBe('Sports');
    // "Other offers from 3 sellers from SAR 140": every offer on sale, this one included, as the item page counts them.
    expect(ad.item).toMatchObject({ id: itemId, name: 'EA Sports FC 25 (PS5)', offerCount: 5, sellerCount: 3, fromPrice: 140 });
    const signedIn = (await t.request<TListingDetailReply>('GET', `/api/user/ads/${ids.usedRiyadh}`, { token: shop.token })).body;
    expect(signedIn.item).toEqual(ad.item);
  });

  it('shows an item page only for a known item', async () => {
    const missing = await t.request<TErrorReply>('GET', '/api/items/nope');
    expect([missing.status, missing.body.message]).toEqual([404, 'Catalogue item not found']);
  });

  it('groups search results of the same item into one result with its offers', async () => {
    const { body } = await t.request<THomeListingsReply>('GET', `/api/ads/home?search=${encodeURIComponent('EA Sports FC 25')}&limit=50`);
    const linked = body.ads.filter((ad) => ad.catalogueItemId === itemId);
    expect(linked).toHaveLength(1);
    expect(body.items).toEqual([expect.objectContaining({ id: itemId, offerCount: 5, sellerCount: 3, fromPrice: 140 })]);
  });

  it('finds items as a seller types, in either language', async () => {
    for (const q of ['fc 25', 'سبورتس', 'فيفا']) {
      const { body } = await t.request<TItemSummariesReply>('GET', `/api/catalogue-items?q=${encodeURIComponent(q)}`, {
        token: shop.token,
      });
      expect(body.items.map((i) => i.id)).toContain(itemId);
    }
  });
});

describe('curating the catalogue', () => {
  it('merges a duplicate into the kept item, relinking its listings, with an audit entry', async () => {
    const kept = await createItem('Tekken 8 (PS5)', 'تيكن 8');
    const duplicate = await createItem('Tekken VIII PS5', 'تكن 8');
    const moved = await offer(person, duplicate.id, { price: '180', condition: 'good' });
    const stays = await offer(shop, kept.id, { price: '250' });

    const merged = await asAdmin<TCatalogueItemMergedReply>('POST', `/api/admin/catalogue-items/${duplicate.id}/merge`, { into: kept.id });
    expect(merged.status).toBe(200);
    expect(merged.body.relinked).toBe(1);
    expect(merged.body.item.searchTerms).toEqual(expect.arrayContaining(['Tekken VIII PS5', 'تكن 8']));
    const ad = (await t.request<TListingDetailReply>('GET', `/api/ads/${moved}`)).body;
    expect(ad).toMatchObject({ catalogueItemId: kept.id, title: 'Tekken 8 (PS5)' });
    const page = (await t.request<TItemPageReply>('GET', `/api/items/${kept.id}`)).body;
    expect([...page.groups.new, ...page.groups.used].map((o) => o.listingId).sort()).toEqual([moved, stays].sort());
    expect((await t.request('GET', `/api/items/${duplicate.id}`)).status).toBe(404);

    const self = await asAdmin<TErrorReply>('POST', `/api/admin/catalogue-items/${kept.id}/merge`, { into: kept.id });
    expect(self.status).toBe(400);
    const audit = await asAdmin<{ entries: { action: string }[] }>('GET', '/api/admin/audit-log?entityType=catalogue_item&limit=5');
    expect(audit.body.entries[0]!.action).toBe('catalogue_items.merge');
  });

  it('edits names and art; only admins curate', async () => {
    const item = await createItem('Gran Turismo 7 (PS5)', 'جران توريزمو 7');
    const edited = await asAdmin<TCatalogueItemSavedReply>('PUT', `/api/admin/catalogue-items/${item.id}`, {
      kind: 'game',
      name: 'Gran Turismo 7 (PlayStation 5)',
      nameAr: 'قران تورزمو 7',
      platformId: item.platform!.id,
    });
    expect(edited.body.item).toMatchObject({ name: 'Gran Turismo 7 (PlayStation 5)', nameAr: 'قران تورزمو 7' });
    const form = new FormData();
    form.append('art', new Blob([new Uint8Array(await imageBytes('png', { width: 300, height: 400 }))]), 'cover.png');
    const art = await t.request<TCatalogueItemSavedReply>('POST', `/api/admin/catalogue-items/${item.id}/art`, {
      token: admin.token,
      body: form,
    });
    expect(art.body.item.art).toMatch(/^\/api\/uploads\/catalogue\/.+\.webp$/);
    expect((await t.request('GET', art.body.item.art)).status).toBe(200);
    const refused = await t.request('POST', '/api/admin/catalogue-items', {
      token: shop.token,
      body: { kind: 'game', name: 'x', nameAr: 'x' },
    });
    expect(refused.status).toBe(403);
    const empty = await asAdmin<TErrorReply>('POST', '/api/admin/catalogue-items', { kind: 'game', name: 'Only English', nameAr: ' ' });
    expect(empty.status).toBe(400);
  });

  it('an admin links and unlinks a listing in moderation', async () => {
    const item = await createItem('Street Fighter 6 (PS5)', 'ستريت فايتر 6');
    const ad = await postAd(t, { token: person.token, fields: { title: 'sf6 disc' }, approveWith: admin.token });
    expect((await asAdmin('PUT', `/api/admin/ads/${ad}/catalogue-item`, { itemId: item.id })).status).toBe(200);
    expect((await t.request<TListingDetailReply>('GET', `/api/ads/${ad}`)).body).toMatchObject({
      catalogueItemId: item.id,
      title: item.name,
    });
    await asAdmin('PUT', `/api/admin/ads/${ad}/catalogue-item`, { itemId: null });
    expect((await t.request<TListingDetailReply>('GET', `/api/ads/${ad}`)).body).toMatchObject({ catalogueItemId: null, item: null });
    expect((await asAdmin('PUT', `/api/admin/ads/${ad}/catalogue-item`, { itemId: 'nope' })).status).toBe(404);
  });
});

describe('price history', () => {
  it('is the weekly median of completed orders only', async () => {
    const item = await createItem('Mario Kart 8 Deluxe', 'ماريو كارت 8');
    const sold = async (price: string, weeksAgo: number, complete: boolean) => {
      const id = await offer(person, item.id, { price, condition: 'good', deliveryType: 'shipping' });
      const { orderId, buyer } = await buyListing(t, { listingId: id });
      if (!complete) return;
      for (const status of ['processing', 'shipped']) {
        await t.request('PATCH', `/api/user/orders/${orderId}/status`, {
          token: person.token,
          body: { status, ...(await parcelFor(t, { status, orderId, token: person.token })) },
        });
      }
      await t.request('POST', `/api/user/wallet/confirm-delivery/${orderId}`, { token: buyer.token });
      await t.db.execute(sql`update orders set completed_at = now() - ${`${weeksAgo} weeks`}::interval where id = ${orderId}`);
    };
    await sold('100', 2, true);
    await sold('140', 2, true);
    await sold('200', 2, true);
    await sold('90', 0, true);
    await sold('10', 0, false); // paid, not completed: not a sold price yet
    const { body } = await t.request<TItemPageReply>('GET', `/api/items/${item.id}`);
    expect(body.priceHistory.map((w) => [w.median, w.sales])).toEqual([
      [140, 3],
      [90, 1],
    ]);
    // The same weeks for the seller pricing a listing linked to the item; an unknown item is refused in words.
    const forSeller = await t.request<TItemPriceHistoryReply>('GET', `/api/items/${item.id}/price-history`, { token: person.token });
    expect(forSeller.body).toEqual({ success: true, priceHistory: body.priceHistory });
    const unknown = await t.request<TErrorReply>('GET', '/api/items/no-such-item/price-history');
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Catalogue item not found']);
  });
});
