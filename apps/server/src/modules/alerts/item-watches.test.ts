import type {
  TCatalogueItemSavedReply,
  TCategoryListReply,
  TErrorReply,
  TItemWatchesReply,
  TItemWatchReply,
  TNotificationsReply,
  TNotificationView,
  TSavedSearchReply,
} from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailNotifications } from '../../jobs/notification-mailer.js';
import { catalogIds, postAd } from '../../test/listing-fixtures.js';
import { type TestApp, useTestApp } from '../../test/test-app.js';
import { filtersMatchingListing } from '../listings/index.js';

type User = Awaited<ReturnType<TestApp['createUser']>>;
const t = useTestApp();
let admin: User;

beforeAll(async () => {
  admin = await t.createUser({ role: 'admin' });
});

const alertsOf = async (user: User, event: string) => {
  await t.jobsSettled();
  const reply = await t.request<TNotificationsReply>('GET', '/api/user/notifications?limit=100', { token: user.token });
  return reply.body.notifications.filter((n: TNotificationView) => n.data.event === event);
};
const watch = (user: User | null, itemId: string, body: Record<string, unknown> = {}) =>
  t.request<TItemWatchReply & Partial<Omit<TErrorReply, 'success'>>>('PUT', `/api/user/item-watches/${itemId}`, {
    token: user?.token,
    body,
  });

async function createItem(name: string) {
  const { platform, category } = await catalogIds(t);
  const reply = await t.request<TCatalogueItemSavedReply>('POST', '/api/admin/catalogue-items', {
    token: admin.token,
    body: { kind: 'game', name, nameAr: `${name} بالعربي`, platformId: platform('PlayStation 5'), categoryId: category('Racing') },
  });
  expect(reply.status).toBe(201);
  return reply.body.item.id;
}

describe('notify me on an item page', () => {
  it('tells a watcher of each new offer in his group and of totals below the lowest he saw, once, until he stops', async () => {
    const itemId = await createItem('Gran Turismo 7 Watch');
    const [person, shop, fan, anyGroup] = [
      await t.createUser(),
      await t.createUser({ role: 'trader' }),
      await t.createUser(),
      await t.createUser(),
    ];
    /** An approved offer; its shipping cost is set before the approval, as the admin's review does. */
    const offer = async (seller: User, fields: Record<string, string>, shippingCost?: number) => {
      const id = await postAd(t, { token: seller.token, fields: { catalogueItemId: itemId, ...fields } });
      if (shippingCost !== undefined)
        await t.request('POST', `/api/admin/ads/${id}/shipping-cost`, { token: admin.token, body: { shippingCost } });
      await t.request('POST', `/api/admin/ads/${id}/approve`, { token: admin.token });
      return id;
    };
    await offer(person, { price: '170', condition: 'good', deliveryType: 'hand', city: 'Jeddah' });
    await t.jobsSettled();

    // Visitors sign in first; an unknown item is refused in words.
    expect((await watch(null, itemId)).status).toBe(401);
    const unknown = await watch(fan, 'no-such-item');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Catalogue item not found');

    // Used offers for Jeddah: the one on sale (170) is the lowest he saw; it is no news to him.
    const started = await watch(fan, itemId, { group: 'used', city: 'Jeddah' });
    expect(started.body.itemWatch).toMatchObject({ itemId, group: 'used', city: 'Jeddah', lowestSeen: 170 });
    expect((await watch(anyGroup, itemId, {})).body.itemWatch).toMatchObject({ group: null, city: null, lowestSeen: 170 });

    // New used offer shipped to him: 190 + 20 = 210 → a new offer. A new-condition offer is not his group; a
    // hand-over in Riyadh cannot reach Jeddah.
    const shipped = await offer(shop, { price: '190', condition: 'like_new', deliveryType: 'shipping', city: 'Dammam' }, 20);
    await offer(shop, { price: '260', condition: 'new', deliveryType: 'shipping', city: 'Riyadh' });
    await offer(person, { price: '120', condition: 'good', deliveryType: 'hand', city: 'Riyadh' });
    const news = await alertsOf(fan, 'item_new_offer');
    expect(news.map((n) => [n.productId, n.data.title, n.data.amount])).toEqual([[shipped, 'Gran Turismo 7 Watch', '210.00']]);
    expect(news[0]?.message).toBe('A new offer of "Gran Turismo 7 Watch": 210.00 SAR to you.');
    // Without a group or city, every offer is news (the Riyadh hand-over counts as reachable without a city).
    expect(await alertsOf(anyGroup, 'item_new_offer')).toHaveLength(3);
    // The sellers never hear of their own offers.
    expect(await alertsOf(shop, 'item_new_offer')).toEqual([]);

    // The shipped offer drops to 140 (+20 = 160 < 170): a lower price. Up again to 150 (170), then 145 (165): not
    // below 160. Then 130 (150): lower again.
    const price = (amount: number) => t.request('PUT', `/api/user/ads/${shipped}`, { token: shop.token, body: { price: amount } });
    await price(140);
    let drops = await alertsOf(fan, 'item_price_dropped');
    expect(drops.map((n) => [n.productId, n.data.amount, n.data.previousAmount])).toEqual([[shipped, '160.00', '170.00']]);
    await price(150);
    await price(145);
    // The same change delivered again tells nobody twice.
    await t.db.execute(
      sql`select graphile_worker.add_job('domain_event', ${JSON.stringify({ type: 'listings_changed', listingIds: [shipped], id: 'replayed' })}::json)`,
    );
    expect(await alertsOf(fan, 'item_price_dropped')).toHaveLength(1);
    await price(130);
    drops = await alertsOf(fan, 'item_price_dropped');
    expect(drops.map((n) => [n.data.amount, n.data.previousAmount])).toEqual([
      ['150.00', '160.00'],
      ['160.00', '170.00'],
    ]);

    // By e-mail as well, as his preferences say, in his language.
    await mailNotifications(t.db, t.messenger, () => {});
    expect(t.messenger.outbox?.filter((m) => m.to === fan.email).map((m) => m.text)).toEqual(
      expect.arrayContaining([expect.stringContaining('"Gran Turismo 7 Watch" is now 150.00 SAR to you (lowest before: 160.00 SAR).')]),
    );

    // He sees his watch on the saved-searches page and stops it there: nothing more reaches him.
    const mine = await t.request<TItemWatchesReply>('GET', '/api/user/item-watches', { token: fan.token });
    expect(mine.body.itemWatches).toEqual([expect.objectContaining({ itemId, name: 'Gran Turismo 7 Watch', lowestSeen: 150 })]);
    expect((await t.request('DELETE', `/api/user/item-watches/${itemId}`, { token: anyGroup.token })).status).toBe(200);
    expect((await t.request('DELETE', `/api/user/item-watches/${itemId}`, { token: fan.token })).status).toBe(200);
    const again = await t.request<TErrorReply>('DELETE', `/api/user/item-watches/${itemId}`, { token: fan.token });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('You are not being notified about this item');
    expect((await t.request<TItemWatchReply>('GET', `/api/user/item-watches/${itemId}`, { token: fan.token })).body.itemWatch).toBeNull();
    await offer(person, { price: '100', condition: 'good', deliveryType: 'hand', city: 'Jeddah' });
    expect(await alertsOf(fan, 'item_new_offer')).toHaveLength(1);
    expect(await alertsOf(anyGroup, 'item_new_offer')).toHaveLength(3);
  });

  it('moves the watches of a merged duplicate to the kept item, one per buyer, and its watchers keep hearing of offers', async () => {
    const [kept, duplicate] = [await createItem('Tekken 8 Merge'), await createItem('Tekken VIII Merge')];
    const [seller, movedFan, bothFan, keptFan] = [await t.createUser(), await t.createUser(), await t.createUser(), await t.createUser()];
    const offer = (itemId: string, price: string) =>
      postAd(t, {
        token: seller.token,
        fields: { catalogueItemId: itemId, price, condition: 'good', deliveryType: 'hand', city: 'Jeddah' },
        approveWith: admin.token,
      });
    const keptOffer = await offer(kept, '200');
    const duplicateOffer = await offer(duplicate, '180');
    await t.jobsSettled();
    await watch(movedFan, duplicate, { group: 'used', city: 'Jeddah' });
    await watch(bothFan, duplicate, { group: 'used', city: 'Jeddah' });
    await watch(bothFan, kept, { group: 'new' });
    await watch(keptFan, kept, { city: 'Jeddah' });

    const merged = await t.request('POST', `/api/admin/catalogue-items/${duplicate}/merge`, { token: admin.token, body: { into: kept } });
    expect(merged.status).toBe(200);
    const watchesOf = async (user: User) =>
      (await t.request<TItemWatchesReply>('GET', '/api/user/item-watches', { token: user.token })).body.itemWatches;
    // Each buyer follows the kept item once; one who watched both hears of every group, in the city he gave.
    expect(await watchesOf(movedFan)).toEqual([expect.objectContaining({ itemId: kept, group: 'used', city: 'Jeddah', lowestSeen: 180 })]);
    expect(await watchesOf(bothFan)).toEqual([expect.objectContaining({ itemId: kept, group: null, city: 'Jeddah', lowestSeen: 180 })]);
    // What was on sale on either page is no news to the moved watchers; the kept item's watcher hears of the moved offer.
    expect(await alertsOf(movedFan, 'item_new_offer')).toEqual([]);
    expect(await alertsOf(bothFan, 'item_new_offer')).toEqual([]);
    expect((await alertsOf(keptFan, 'item_new_offer')).map((n) => [n.productId, n.data.amount])).toEqual([[duplicateOffer, '180.00']]);

    // Offers of the kept item reach them: a new one, and a total below the lowest they saw.
    const later = await offer(kept, '190');
    await t.request('PUT', `/api/user/ads/${keptOffer}`, { token: seller.token, body: { price: 160 } });
    for (const fan of [movedFan, bothFan]) {
      expect((await alertsOf(fan, 'item_new_offer')).map((n) => [n.productId, n.data.amount])).toEqual([[later, '190.00']]);
      expect((await alertsOf(fan, 'item_price_dropped')).map((n) => [n.productId, n.data.amount, n.data.previousAmount])).toEqual([
        [keptOffer, '160.00', '180.00'],
      ]);
    }
  });

  it('stays silent for a buyer who turned saved-search alerts off', async () => {
    const itemId = await createItem('Forza Watch');
    const [seller, quiet] = [await t.createUser(), await t.createUser()];
    await watch(quiet, itemId, {});
    await t.request('PUT', '/api/user/preferences', { token: quiet.token, body: { savedSearchAlerts: false } });
    await postAd(t, { token: seller.token, fields: { catalogueItemId: itemId }, approveWith: admin.token });
    expect(await alertsOf(quiet, 'item_new_offer')).toEqual([]);
  });
});

describe('saved-search matching with the platform and category pre-filter', () => {
  it('alerts exactly the searches the search itself matches, checking only those whose platform or category fit', async () => {
    const { category, platform } = await catalogIds(t);
    // Racing is a subcategory: a search for its main category finds it too.
    const { body } = await t.request<TCategoryListReply>('GET', '/api/categories');
    const racing = body.categories.find((c) => c.name === 'Racing')!;
    const main = body.categories.find((c) => c.id === racing.parent_id)!;
    expect(main).toBeTruthy();
    const [seller, saver] = [await t.createUser(), await t.createUser()];
    const searches: Record<string, Record<string, unknown>> = {
      categoryId: { category: racing.id },
      categoryName: { category: 'racing' },
      parentId: { category: main.id },
      parentName: { category: main.name.toUpperCase() },
      otherCategory: { category: category('Sports') },
      platformId: { platform: platform('PlayStation 5') },
      platformName: { platform: 'playstation 5' },
      consolePill: { platform: 'console' },
      pcPill: { platform: 'pc' },
      otherPlatform: { platform: platform('Xbox Series X/S') },
      platformButOtherCategory: { platform: platform('PlayStation 5'), category: category('Sports') },
      wordsOnly: { search: 'drift' },
      otherWords: { search: 'zelda' },
      cityOnly: { city: 'Riyadh' },
    };
    const ids: Record<string, string> = {};
    for (const [name, filters] of Object.entries(searches)) {
      const saved = await t.request<TSavedSearchReply>('POST', '/api/user/saved-searches', { token: saver.token, body: { name, filters } });
      expect(saved.status).toBe(200);
      ids[name] = saved.body.savedSearch.id;
    }
    const listing = await postAd(t, {
      token: seller.token,
      fields: { title: 'Drift King PS5', category: racing.id, platform: platform('PlayStation 5'), city: 'Riyadh' },
      approveWith: admin.token,
    });
    await t.jobsSettled();
    const alerted = (await t.db.execute(sql`select saved_search_id from saved_search_matches where listing_id = ${listing}`)).rows.map(
      (row) => (row as { saved_search_id: string }).saved_search_id,
    );
    // What the search's own SQL says of every one of them, with no pre-filter.
    const all = (await t.db.execute(sql`select id, filters from saved_searches where user_id = ${saver.id}`)).rows as {
      id: string;
      filters: Record<string, string>;
    }[];
    const exact = await filtersMatchingListing(t.db, { listingId: listing, candidates: all });
    expect(alerted.sort()).toEqual(exact.sort());
    const names = (list: string[]) => Object.keys(ids).filter((name) => list.includes(ids[name]!));
    expect(names(alerted)).toEqual([
      'categoryId',
      'categoryName',
      'parentId',
      'parentName',
      'platformId',
      'platformName',
      'consolePill',
      'wordsOnly',
      'cityOnly',
    ]);
    // The pre-filter let through only searches that could match (or have no platform or category filter).
    const keyed = (
      await t.db.execute(sql`select name, prefilter_key from saved_searches where user_id = ${saver.id} and prefilter_key is not null`)
    ).rows as { name: string; prefilter_key: string }[];
    expect(Object.fromEntries(keyed.map((row) => [row.name, row.prefilter_key]))).toMatchObject({
      categoryName: 'c:racing',
      consolePill: 'p:console',
      platformButOtherCategory: `p:${platform('PlayStation 5').toLowerCase()}`,
    });
  });
});
