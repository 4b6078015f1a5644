import { PLATFORM_PILL_TYPES, type TNotificationView, type TSavedSearchFilters } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Realtime } from '../../plugins/realtime.js';
import { filtersMatchingListing } from '../listings/index.js';
import { storeNotification } from '../notifications/index.js';

type Stored = Awaited<ReturnType<typeof storeNotification>>;

/** Pushes what a transaction stored once it has committed, to the clients of users whose preferences allow it. */
function pushStored(realtime: Realtime, stored: { userId: string; notification: Stored }[]) {
  for (const { userId, notification } of stored) {
    if (notification?.isPushed) realtime.toUser(userId, 'notification', notification.view satisfies TNotificationView);
  }
}

/**
 * The pre-filter keys a listing answers to (ADR 037): a search filtering by platform can only match when its value
 * names the listing's platform (id, name, type, or a pill whose types hold it); one filtering by category, when it
 * names the listing's category or its parent (id or name). The same rules as the search's `filterSql`, read the other
 * way, in lower case like the searches' `prefilter_key`; the search's own SQL still decides.
 */
const listingKeysSql = (listingId: string) => {
  const pills = Object.entries(PLATFORM_PILL_TYPES).map(
    ([pill, types]) =>
      sql`case when lower(p.platform_type) in (${sql.join(
        types.map((type) => sql`${type}`),
        sql`, `,
      )}) then ${`p:${pill}`}::text end`,
  );
  return sql`(select array_remove(array[
      'p:' || lower(p.id), 'p:' || lower(p.name), 'p:' || lower(p.platform_type), ${sql.join(pills, sql`, `)},
      'c:' || lower(c.id), 'c:' || lower(c.name), 'c:' || lower(c.parent_id), 'c:' || lower(pc.name)
    ], null) from listings l left join platforms p on p.id = l.platform_id left join categories c on c.id = l.category_id
    left join categories pc on pc.id = c.parent_id where l.id = ${listingId})::text[]`;
};

/**
 * A listing went live: the saved searches it matches (by the search's own builder, restricted to this listing) are
 * recorded, one row per search and listing ever, and the savers who alert at once are told. Never the listing's own
 * seller, never a search set to `off` or of a user who turned saved-search alerts off. Safe to run again for the same
 * or a later approval: a pair already recorded is not matched again, and one recorded but not yet told (a job that
 * stopped between the two) is told once, its notification keyed by the pair.
 */
export async function alertSavedSearches(db: Db, realtime: Realtime, listingId: string) {
  const listing = (await db.execute(sql`select id, seller_id, title, status from listings where id = ${listingId}`)).rows[0] as
    | { id: string; seller_id: string; title: string; status: string }
    | undefined;
  if (listing?.status !== 'active') return;
  const candidates = (
    await db.execute(sql`
      select s.id, s.filters from saved_searches s left join user_settings us on us.user_id = s.user_id
      where (s.prefilter_key is null or s.prefilter_key = any(${listingKeysSql(listingId)}))
        and s.frequency <> 'off' and s.user_id <> ${listing.seller_id} and coalesce(us.saved_search_alerts, true)
        and not exists (select 1 from saved_search_matches m where m.saved_search_id = s.id and m.listing_id = ${listingId})`)
  ).rows as { id: string; filters: TSavedSearchFilters }[];
  const matched = await filtersMatchingListing(db, { listingId, candidates });
  if (matched.length > 0) {
    // Only searches and a listing that still exist: a saver may delete a search, or an account its listing, while this
    // runs. The rows are locked as the references will be, so a delete not yet committed is waited for and its rows
    // left out, instead of failing the insert's reference check when it commits.
    await db.execute(sql`
      insert into saved_search_matches (saved_search_id, listing_id)
      select s.id, l.id from saved_searches s join listings l on l.id = ${listingId}
      where s.id = any(${`{${matched.join(',')}}`}::text[])
      for key share of s, l
      on conflict do nothing`);
  }
  const waiting = (
    await db.execute(sql`
      select s.id, s.user_id, s.name from saved_search_matches m join saved_searches s on s.id = m.saved_search_id
      where m.listing_id = ${listingId} and m.alerted_at is null and s.frequency = 'instant'`)
  ).rows as { id: string; user_id: string; name: string }[];
  for (const search of waiting) {
    const notification = await inTransaction(db, async (tx) => {
      const stored = await storeNotification(tx, {
        eventKey: `saved-search:${search.id}:${listingId}`,
        userId: search.user_id,
        type: 'product',
        title: `New match for "${search.name}"`,
        message: `"${listing.title}" matches your saved search "${search.name}".`,
        data: { productId: listingId, event: 'saved_search_match', title: listing.title, name: search.name },
      });
      await markAlerted(tx, [search.id], [listingId]);
      return stored;
    });
    pushStored(realtime, [{ userId: search.user_id, notification }]);
  }
}

async function markAlerted(tx: Tx, searchIds: string[], listingIds: string[]) {
  await tx.execute(sql`
    update saved_search_matches set alerted_at = now()
    where (saved_search_id, listing_id) in (select * from unnest(${`{${searchIds.join(',')}}`}::text[], ${`{${listingIds.join(',')}}`}::text[]))
      and alerted_at is null`);
}

/** The calendar day in Riyadh: the day a digest is for, whatever the server's clock zone. */
const riyadhDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(at);

/** How many titles a digest names; the count says how many there are. */
const DIGEST_TITLES = 5;

/**
 * The daily digest: each user whose daily saved searches gathered new matches gets one notification for the day
 * (keyed by user and Riyadh day, so a second run that day sends nothing, and what arrived after the first run waits
 * for the next day), naming the listings still on sale. The matches it covers are marked told in the same transaction.
 */
export async function sendSavedSearchDigests(db: Db, realtime: Realtime, { now = new Date() }: { now?: Date } = {}) {
  const day = riyadhDay(now);
  const users = (
    await db.execute(sql`
      select distinct s.user_id from saved_search_matches m join saved_searches s on s.id = m.saved_search_id
      where m.alerted_at is null and s.frequency = 'daily'`)
  ).rows as { user_id: string }[];
  let sent = 0;
  for (const { user_id: userId } of users) {
    const notification = await inTransaction(db, async (tx) => {
      const matches = (
        await tx.execute(sql`
          select m.saved_search_id, m.listing_id, l.title, l.status from saved_search_matches m
          join saved_searches s on s.id = m.saved_search_id join listings l on l.id = m.listing_id
          where s.user_id = ${userId} and s.frequency = 'daily' and m.alerted_at is null
          order by m.created_at, l.title
          for update of m skip locked`)
      ).rows as { saved_search_id: string; listing_id: string; title: string; status: string }[];
      if (matches.length === 0) return null;
      const onSale = [...new Map(matches.filter((m) => m.status === 'active').map((m) => [m.listing_id, m.title])).values()];
      let stored: Stored = null;
      if (onSale.length > 0) {
        const titles = onSale.slice(0, DIGEST_TITLES).join('", "');
        stored = await storeNotification(tx, {
          eventKey: `saved-search-digest:${userId}:${day}`,
          userId,
          type: 'product',
          title: `${onSale.length} new ads for your saved searches`,
          message: `New today: "${titles}"${onSale.length > DIGEST_TITLES ? ' and more' : ''}.`,
          data: { event: 'saved_search_digest', count: String(onSale.length), titles: `"${titles}"`, day },
        });
        // Today's digest was sent already: these wait for tomorrow's.
        if (!stored) return null;
      }
      await markAlerted(
        tx,
        matches.map((m) => m.saved_search_id),
        matches.map((m) => m.listing_id),
      );
      return stored;
    });
    if (notification) sent++;
    pushStored(realtime, [{ userId, notification }]);
  }
  return sent;
}
