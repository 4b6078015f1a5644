import type {
  TErrorReply,
  TNotificationsReply,
  TNotificationView,
  TSavedSearchCreate,
  TSavedSearchesReply,
  TSavedSearchReply,
} from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailNotifications } from '../../jobs/notification-mailer.js';
import { catalogIds, postAd } from '../../test/listing-fixtures.js';
import { moneyHelpers, type User } from '../../test/money-fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { sendSavedSearchDigests } from './saved-search-alerts.js';

const t = useTestApp();
let admin: User;
const { fund, checkout } = moneyHelpers(t, () => admin);
beforeAll(async () => {
  admin = await t.createUser({ role: 'admin' });
});

const save = (user: User, body: TSavedSearchCreate) =>
  t.request<TSavedSearchReply & Partial<Omit<TErrorReply, 'success'>>>('POST', '/api/user/saved-searches', { token: user.token, body });
const alertsOf = async (user: User, event: string) => {
  await t.jobsSettled();
  const reply = await t.request<TNotificationsReply>('GET', '/api/user/notifications?limit=100', { token: user.token });
  return reply.body.notifications.filter((n: TNotificationView) => n.data.event === event);
};
const approve = (id: string) => t.request('POST', `/api/admin/ads/${id}/approve`, { token: admin.token });
/** The event of an approval delivered again, as a retried job or a second delivery would (same event id). */
const replayApproval = async (listingId: string, eventId: string) => {
  await t.db.execute(
    sql`select graphile_worker.add_job('domain_event', ${JSON.stringify({ type: 'listing_decided', listingId, id: eventId })}::json)`,
  );
  await t.jobsSettled();
};

describe('saved searches', () => {
  it('are saved, listed, changed and deleted by their owner only, up to 20, and need words or a filter', async () => {
    const [owner, other] = [await t.createUser(), await t.createUser()];
    const saved = await save(owner, { name: 'PS5 deals', filters: { search: 'ps5', priceMax: 2000 }, frequency: 'daily' });
    expect(saved.body.savedSearch).toMatchObject({
      name: 'PS5 deals',
      filters: { search: 'ps5', priceMax: 2000 },
      frequency: 'daily',
      matches: 0,
    });
    const id = saved.body.savedSearch.id;

    const empty = await save(owner, { name: 'Everything', filters: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Type a search or pick a filter before saving it');

    const changed = await t.request<TSavedSearchReply>('PATCH', `/api/user/saved-searches/${id}`, {
      token: owner.token,
      body: { frequency: 'instant', name: 'PS5 under 2000' },
    });
    expect(changed.body.savedSearch).toMatchObject({ name: 'PS5 under 2000', frequency: 'instant' });
    // Someone else's search is not found, to change or to delete.
    expect((await t.request('PATCH', `/api/user/saved-searches/${id}`, { token: other.token, body: { frequency: 'off' } })).status).toBe(
      404,
    );
    expect((await t.request('DELETE', `/api/user/saved-searches/${id}`, { token: other.token })).status).toBe(404);
    expect((await t.request<TSavedSearchesReply>('GET', '/api/user/saved-searches', { token: other.token })).body.savedSearches).toEqual(
      [],
    );

    for (let n = 2; n <= 20; n++) expect((await save(owner, { name: `Search ${n}`, filters: { search: `game ${n}` } })).status).toBe(200);
    const over = await save(owner, { name: 'One too many', filters: { search: 'zelda' } });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({
      code: 'SAVED_SEARCH_LIMIT',
      message: 'You can keep up to 20 saved searches. Delete one to save another.',
    });
    const list = await t.request<TSavedSearchesReply>('GET', '/api/user/saved-searches', { token: owner.token });
    expect(list.body).toMatchObject({ limit: 20 });
    expect(list.body.savedSearches).toHaveLength(20);

    expect((await t.request('DELETE', `/api/user/saved-searches/${id}`, { token: owner.token })).status).toBe(200);
    expect((await save(owner, { name: 'Now it fits', filters: { search: 'zelda' } })).status).toBe(200);
  });

  it('alert instantly on a listing approved that matches by the search’s own reading (Arabic synonyms, filters), once, never to its seller', async () => {
    const { category } = await catalogIds(t);
    const [seller, sonyFan, cheapPad, jeddah, xbox, muted, quiet] = [
      await t.createUser(),
      await t.createUser(),
      await t.createUser(),
      await t.createUser(),
      await t.createUser(),
      await t.createUser(),
      await t.createUser(),
    ];
    // `سوني` names the PlayStation platforms (core search synonyms): the listing's title says nothing of Sony.
    const sony = (await save(sonyFan, { name: 'سوني', filters: { search: 'سوني' } })).body.savedSearch.id;
    await save(cheapPad, { name: 'Cheap', filters: { search: 'بلايستيشن', priceMax: 100 } });
    await save(jeddah, { name: 'Racing in Jeddah', filters: { category: category('Racing'), city: 'Jeddah' } });
    await save(xbox, { name: 'Xbox', filters: { search: 'اكس بوكس' } });
    await save(muted, { name: 'Off', filters: { search: 'سوني' }, frequency: 'off' });
    await save(seller, { name: 'My own', filters: { search: 'سوني' } });
    await save(quiet, { name: 'Quiet', filters: { search: 'سوني' } });
    await t.request('PUT', '/api/user/preferences', { token: quiet.token, body: { savedSearchAlerts: false } });

    const listing = await postAd(t, { token: seller.token, fields: { title: 'Gran Turismo 7 – Riyadh', price: '200' } });
    expect(await alertsOf(sonyFan, 'saved_search_match')).toEqual([]);
    await approve(listing);

    const alerts = await alertsOf(sonyFan, 'saved_search_match');
    expect(alerts.map((n) => [n.productId, n.data.name, n.data.title])).toEqual([[listing, 'سوني', 'Gran Turismo 7 – Riyadh']]);
    for (const user of [cheapPad, jeddah, xbox, muted, seller, quiet]) expect(await alertsOf(user, 'saved_search_match')).toEqual([]);
    // By e-mail too, as the saver's preferences (e-mail on by default) say, in their language.
    await mailNotifications(t.db, t.messenger, () => {});
    expect(t.messenger.outbox?.filter((m) => m.to === sonyFan.email).map((m) => m.text)).toEqual([
      expect.stringContaining('"Gran Turismo 7 – Riyadh" matches your saved search "سوني".'),
    ]);
    const mine = await t.request<TSavedSearchesReply>('GET', '/api/user/saved-searches', { token: sonyFan.token });
    expect(mine.body.savedSearches[0]).toMatchObject({ id: sony, matches: 1 });

    // The approval delivered again, twice, even after a job that stopped before marking the match told: still one alert.
    await replayApproval(listing, 'replayed-approval');
    await t.db.execute(sql`update saved_search_matches set alerted_at = null where listing_id = ${listing}`);
    await replayApproval(listing, 'replayed-approval');
    // Taken off sale and approved again later: the pair was matched already.
    await t.request('PUT', `/api/user/ads/${listing}`, { token: seller.token, body: { status: 'inactive' } });
    await approve(listing);
    expect(await alertsOf(sonyFan, 'saved_search_match')).toHaveLength(1);
    const pairs = await t.db.execute(
      sql`select count(*)::int as n from saved_search_matches where listing_id = ${listing} and saved_search_id = ${sony}`,
    );
    expect(pairs.rows[0]).toEqual({ n: 1 });
  });

  it('gather daily matches into one digest a day, named in it, sent once however often the job runs', async () => {
    const [seller, saver] = [await t.createUser(), await t.createUser()];
    await save(saver, { name: 'Daily Zelda', filters: { search: 'zelda' }, frequency: 'daily' });
    await save(saver, { name: 'Daily Mario', filters: { search: 'mario' }, frequency: 'daily' });
    const zelda = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title: 'Zelda Tears of the Kingdom' } });
    await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title: 'Mario Kart 8 Deluxe' } });
    await t.jobsSettled();
    expect(await alertsOf(saver, 'saved_search_match')).toEqual([]);

    const today = new Date('2026-11-27T06:00:00Z');
    expect(await sendSavedSearchDigests(t.db, t.app.realtime, { now: today })).toBeGreaterThanOrEqual(1);
    // The job run again the same day, even with a new match meanwhile: nothing more today.
    await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title: 'Zelda Breath of the Wild' } });
    await t.jobsSettled();
    await sendSavedSearchDigests(t.db, t.app.realtime, { now: new Date('2026-11-27T18:00:00Z') });
    let digests = await alertsOf(saver, 'saved_search_digest');
    expect(digests).toHaveLength(1);
    expect(digests[0]).toMatchObject({ title: '2 new ads for your saved searches', actionUrl: '/saved-searches' });
    expect(digests[0]?.message).toContain('"Zelda Tears of the Kingdom"');
    expect(digests[0]?.message).toContain('"Mario Kart 8 Deluxe"');

    // The next day's digest names only what came after the first.
    await sendSavedSearchDigests(t.db, t.app.realtime, { now: new Date('2026-11-28T06:00:00Z') });
    digests = await alertsOf(saver, 'saved_search_digest');
    expect(digests.map((n) => n.data.titles)).toEqual([
      '"Zelda Breath of the Wild"',
      '"Zelda Tears of the Kingdom", "Mario Kart 8 Deluxe"',
    ]);
    expect(zelda).toBeTruthy();
  });
});

describe('favourite alerts', () => {
  it('tell who favourited a listing of each price drop and each return to stock, once per change', async () => {
    const [seller, fan, priceOnly] = [await t.createUser(), await t.createUser(), await t.createUser()];
    const id = await postAd(t, {
      token: seller.token,
      approveWith: admin.token,
      fields: { title: 'DualSense Edge', price: '800', quantity: '1' },
    });
    await t.jobsSettled();
    for (const user of [fan, priceOnly, seller])
      await t.request('POST', '/api/user/favorites', { token: user.token, body: { productId: id } });
    await t.request('PUT', '/api/user/preferences', { token: priceOnly.token, body: { backInStockAlerts: false } });

    // A price rise tells nobody; a drop tells each favourite (the seller is no audience of their own listing).
    await t.request('PUT', `/api/user/ads/${id}`, { token: seller.token, body: { price: 900 } });
    // Told before the drop, as a rise and a later drop are: a change is compared with what favourites last heard, so
    // a rise still unhandled when the drop comes is never heard, and the drop is told against 800.
    await t.jobsSettled();
    await t.request('PUT', `/api/user/ads/${id}`, { token: seller.token, body: { price: 750 } });
    const drops = await alertsOf(fan, 'price_dropped');
    expect(drops.map((n) => [n.productId, n.data.amount, n.data.previousAmount])).toEqual([[id, '750.00', '900.00']]);
    expect(drops[0]?.message).toBe('"DualSense Edge" is now 750.00 SAR (was 900.00 SAR).');
    expect(await alertsOf(priceOnly, 'price_dropped')).toHaveLength(1);
    expect(await alertsOf(seller, 'price_dropped')).toEqual([]);

    // Sold out by the last unit's sale, then restocked by the seller: back in stock, told once even when replayed.
    const buyer = await t.createUser();
    await fund(buyer, 2000);
    const bought = await checkout(buyer, { items: [{ productId: id, quantity: 1 }] });
    expect(bought.status).toBe(201);
    await t.jobsSettled();
    await t.request('PUT', `/api/user/ads/${id}`, { token: seller.token, body: { quantity: 3 } });
    await t.request('PUT', `/api/user/ads/${id}`, { token: seller.token, body: { status: 'active' } });
    const back = await alertsOf(fan, 'back_in_stock');
    expect(back.map((n) => n.productId)).toEqual([id]);
    await t.db.execute(
      sql`select graphile_worker.add_job('domain_event', ${JSON.stringify({ type: 'listings_changed', listingIds: [id], id: 'replayed-change' })}::json)`,
    );
    await t.request('PUT', `/api/user/ads/${id}`, { token: seller.token, body: { quantity: 5 } });
    expect(await alertsOf(fan, 'back_in_stock')).toHaveLength(1);
    expect(await alertsOf(fan, 'price_dropped')).toHaveLength(1);
    expect(await alertsOf(priceOnly, 'back_in_stock')).toEqual([]);
  });
});
