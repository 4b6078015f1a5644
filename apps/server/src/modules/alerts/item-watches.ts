import {
  halalasToSar,
  type OfferGroup,
  offerGroupOf,
  offerTotalToBuyer,
  type TItemWatchSave,
  type TItemWatchView,
  ZItemWatchSave,
} from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import type { Realtime } from '../../plugins/realtime.js';
import { followCatalogueItems, getCatalogueItem } from '../catalog/index.js';
import { type ItemOffer, OFFER_COLUMNS, ON_SALE, offerOf, selectOffersOnSale } from '../item-pages/index.js';
import { storeNotification } from '../notifications/index.js';

type Row = Record<string, unknown>;
type Watch = { id: string; user_id: string; offer_group: OfferGroup | null; city: string | null; lowest_seen_halalas: number | null };
/**
 * What an offer is to this watcher: its total for his city as the item page counts it (price + shipping to him), or
 * null when it is not for him (another group than the one he chose, a hand-over in another city, his own listing).
 */
function totalFor(watch: Pick<Watch, 'user_id' | 'offer_group' | 'city'>, offer: ItemOffer) {
  if (offer.sellerId === watch.user_id) return null;
  if (watch.offer_group && offerGroupOf(offer) !== watch.offer_group) return null;
  const reach = offerTotalToBuyer(offer, { buyerCity: watch.city ?? undefined });
  return reach.isReachable ? reach.totalHalalas : null;
}

const watchView = (row: Row): TItemWatchView => ({
  itemId: String(row.catalogue_item_id),
  name: String(row.name),
  nameAr: String(row.name_ar),
  group: (row.offer_group as OfferGroup | null) ?? null,
  city: (row.city as string | null) ?? null,
  lowestSeen: row.lowest_seen_halalas === null ? null : halalasToSar(Number(row.lowest_seen_halalas)),
  createdAt: new Date(String(row.created_at)).toISOString(),
});

const selectWatches = (where: ReturnType<typeof sql>) => sql`
  select w.catalogue_item_id, w.offer_group, w.city, w.lowest_seen_halalas, w.created_at, ci.name, ci.name_ar
  from item_watches w join catalogue_items ci on ci.id = w.catalogue_item_id where ${where}`;

/** The items the user is told about, newest first. */
export async function listItemWatches(db: Db, userId: string) {
  const result = await db.execute(selectWatches(sql`w.user_id = ${userId} order by w.created_at desc, w.id desc`));
  return (result.rows as Row[]).map(watchView);
}

/** The user's watch of one item, or null. */
export async function getItemWatch(db: Db, { userId, itemId }: { userId: string; itemId: string }) {
  const result = await db.execute(selectWatches(sql`w.user_id = ${userId} and w.catalogue_item_id = ${itemId}`));
  const row = result.rows[0] as Row | undefined;
  return row ? watchView(row) : null;
}

/**
 * Notify me: starts (or changes) the user's watch of an item. The offers on sale now are what he sees on the page, so
 * they are known to him (not "new") and the lowest of their totals for his city and group is the lowest he saw.
 */
export async function saveItemWatch(db: Db, { userId, itemId, input }: { userId: string; itemId: string; input: TItemWatchSave }) {
  const { group = null, city = null } = ZItemWatchSave.parse(input);
  await getCatalogueItem(db, itemId);
  await inTransaction(db, async (tx) => {
    const watch = (
      await tx.execute(sql`
        insert into item_watches (id, user_id, catalogue_item_id, offer_group, city)
        values (${newId()}, ${userId}, ${itemId}, ${group}, ${city || null})
        on conflict (user_id, catalogue_item_id) do update set offer_group = excluded.offer_group, city = excluded.city,
          lowest_seen_halalas = null, updated_at = now()
        returning id, user_id, offer_group, city`)
    ).rows[0] as Watch;
    await knowOffersOnSale(tx, [watch], await selectOffersOnSale(tx, [itemId]));
  });
  return (await getItemWatch(db, { userId, itemId }))!;
}

/**
 * The offers on sale become known to the watchers (not "new"), and the lowest of their totals for each watcher is the
 * lowest he saw, unless he saw lower.
 */
async function knowOffersOnSale(tx: Tx, watches: Watch[], offers: ItemOffer[]) {
  if (offers.length === 0) return;
  const listingIds = `{${offers.map((offer) => offer.id).join(',')}}`;
  for (const watch of watches) {
    const totals = offers.map((offer) => totalFor(watch, offer)).filter((total): total is number => total !== null);
    await tx.execute(sql`update item_watches set lowest_seen_halalas = least(lowest_seen_halalas, ${totals.length ? Math.min(...totals) : null}::int)
      where id = ${watch.id}`);
    await tx.execute(sql`insert into item_watch_offers (watch_id, listing_id)
      select ${watch.id}, unnest(${listingIds}::text[]) on conflict do nothing`);
  }
}

/**
 * A merge of a duplicate item: its watchers watch the kept item. One who watched both keeps one watch: the offers he
 * knew of either, the lower of his lowest, one group (every group when his two differed) and his city on the kept
 * item's watch, else the duplicate's. The offers on sale of both items are then what every moved watcher saw, as
 * when he subscribes, so the kept item's offers are not told as new; the ones offered after the merge are.
 */
async function moveWatches(tx: Tx, { duplicateId, keptId }: { duplicateId: string; keptId: string }) {
  await tx.execute(sql`insert into item_watch_offers (watch_id, listing_id)
    select k.id, o.listing_id from item_watch_offers o join item_watches d on d.id = o.watch_id
    join item_watches k on k.user_id = d.user_id and k.catalogue_item_id = ${keptId}
    where d.catalogue_item_id = ${duplicateId} on conflict do nothing`);
  const folded = await tx.execute(sql`update item_watches k set
      offer_group = case when k.offer_group = d.offer_group then k.offer_group end, city = coalesce(k.city, d.city),
      lowest_seen_halalas = least(k.lowest_seen_halalas, d.lowest_seen_halalas), updated_at = now()
    from item_watches d where d.user_id = k.user_id and d.catalogue_item_id = ${duplicateId} and k.catalogue_item_id = ${keptId}
    returning k.id, k.user_id, k.offer_group, k.city, k.lowest_seen_halalas`);
  await tx.execute(sql`delete from item_watches d where d.catalogue_item_id = ${duplicateId}
    and exists (select 1 from item_watches k where k.user_id = d.user_id and k.catalogue_item_id = ${keptId})`);
  const moved = await tx.execute(sql`update item_watches set catalogue_item_id = ${keptId}, updated_at = now()
    where catalogue_item_id = ${duplicateId} returning id, user_id, offer_group, city, lowest_seen_halalas`);
  const watches = [...folded.rows, ...moved.rows] as Watch[];
  await knowOffersOnSale(tx, watches, await selectOffersOnSale(tx, [duplicateId, keptId]));
  return watches.map((watch) => watch.id);
}

followCatalogueItems('item-watches', {
  itemsMerged: async (tx, { duplicateId, kept }) => ({ movedWatches: await moveWatches(tx, { duplicateId, keptId: kept.id }) }),
});

/** Stops the user's watch of an item (from the item page or the saved-searches page). */
export async function deleteItemWatch(db: Db, { userId, itemId }: { userId: string; itemId: string }) {
  const removed = await db.execute(sql`delete from item_watches where user_id = ${userId} and catalogue_item_id = ${itemId} returning id`);
  if (removed.rows.length === 0) throw new AppError('NOT_FOUND', 'errors.itemWatchNotFound');
}

type Stored = Awaited<ReturnType<typeof storeNotification>>;

/** Tells one watcher of one offer, under the lock of his watch: a new offer, or a total below the lowest he saw. */
async function tellWatcher(tx: Tx, { watch, offer, itemName }: { watch: Watch; offer: ItemOffer; itemName: string }): Promise<Stored> {
  const locked = (
    await tx.execute(sql`select id, user_id, offer_group, city, lowest_seen_halalas from item_watches
    where id = ${watch.id} for update`)
  ).rows[0] as Watch | undefined;
  const total = locked ? totalFor(locked, offer) : null;
  if (!locked || total === null) return null;
  const isNew =
    // Only a listing that still exists, key-share locked: one deleted meanwhile is no new offer.
    (
      await tx.execute(sql`insert into item_watch_offers (watch_id, listing_id)
      select ${locked.id}, l.id from listings l where l.id = ${offer.id} for key share
      on conflict do nothing returning listing_id`)
    ).rows.length > 0;
  const lowest = locked.lowest_seen_halalas;
  const isLower = lowest !== null && total < lowest;
  if (!isNew && !isLower) return null;
  if (lowest === null || total < lowest) {
    await tx.execute(sql`update item_watches set lowest_seen_halalas = ${total}, updated_at = now() where id = ${locked.id}`);
  }
  const amount = halalasToSar(total).toFixed(2);
  const data = { productId: offer.id, title: itemName, amount, group: offerGroupOf(offer) };
  if (isNew) {
    return storeNotification(tx, {
      eventKey: `item-watch:${locked.id}:${offer.id}:new`,
      userId: locked.user_id,
      type: 'product',
      title: `New offer for "${itemName}"`,
      message: `A new offer of "${itemName}": ${amount} SAR to you.`,
      data: { ...data, event: 'item_new_offer' },
    });
  }
  const previousAmount = halalasToSar(lowest!).toFixed(2);
  return storeNotification(tx, {
    eventKey: `item-watch:${locked.id}:${offer.id}:${total}`,
    userId: locked.user_id,
    type: 'product',
    title: `Lower price for "${itemName}"`,
    message: `"${itemName}" is now ${amount} SAR to you (lowest before: ${previousAmount} SAR).`,
    data: { ...data, previousAmount, event: 'item_price_dropped' },
  });
}

/**
 * A listing linked to a catalogue item went live or changed: each watcher of the item (other than its seller, with
 * saved-search alerts on in Preferences) hears once of it as a new offer, and again only when its total for him
 * falls below the lowest he was shown or told of. Safe to run again for the same event: the watch row is locked,
 * the offer recorded as known and the lowest updated in the transaction that stores the alert.
 */
export async function alertItemWatchers(db: Db, realtime: Realtime, listingId: string) {
  const row = (
    await db.execute(sql`select ${OFFER_COLUMNS}, l.status, l.quantity, l.catalogue_item_id, ci.name as item_name
      from listings l join catalogue_items ci on ci.id = l.catalogue_item_id where l.id = ${listingId} and ${ON_SALE}`)
  ).rows[0] as Row | undefined;
  if (!row) return;
  const offer = offerOf(row);
  const watches = (
    await db.execute(sql`
      select w.id, w.user_id, w.offer_group, w.city, w.lowest_seen_halalas from item_watches w
      left join user_settings us on us.user_id = w.user_id
      where w.catalogue_item_id = ${String(row.catalogue_item_id)} and w.user_id <> ${offer.sellerId}
        and coalesce(us.saved_search_alerts, true)`)
  ).rows as Watch[];
  for (const watch of watches) {
    if (totalFor(watch, offer) === null) continue;
    const notification = await inTransaction(db, (tx) => tellWatcher(tx, { watch, offer, itemName: String(row.item_name) }));
    if (notification?.isPushed) realtime.toUser(watch.user_id, 'notification', notification.view);
  }
}
