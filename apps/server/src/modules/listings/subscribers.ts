import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { replyTag } from '../../lib/reply-tags.js';
import type { Subscribers } from '../events/index.js';
import type { ListingChanges } from './listing-changes.js';

/**
 * The listings, and the catalogue items they are offers of (their pages, the offers' count and lowest price), with
 * those they were offers of before (`itemIds`, a deleted or relinked listing).
 */
async function tagsOfListings(db: Db, ids: string[], itemIds: string[] = []) {
  const { rows } = await db.execute<{ item_id: string }>(
    sql`select distinct catalogue_item_id as item_id from listings where id = any(${sql.param(ids)}::text[]) and catalogue_item_id is not null`,
  );
  return new Set([...ids.map(replyTag.listing), ...[...itemIds, ...rows.map((row) => row.item_id)].map(replyTag.item)]);
}

/** A review changes its seller's rating and that of the listings the order bought. */
async function tagsOfReview(db: Db, orderId: string) {
  const { rows } = await db.execute<{ seller_id: string; listing_id: string | null }>(
    sql`select o.seller_id, oi.listing_id from orders o left join order_items oi on oi.order_id = o.id where o.id = ${orderId}`,
  );
  const listingIds = rows.flatMap((row) => (row.listing_id ? [row.listing_id] : []));
  return new Set([...rows.map((row) => replyTag.seller(row.seller_id)), ...(await tagsOfListings(db, listingIds))]);
}

/**
 * A listing approved, edited, removed, taken down or sold out, an order reviewed (the rating a product and its
 * seller show), or what listings show of a seller changed: every instance's kept replies that show them, and those
 * that do not name what they show, are emptied (ADR 059). A category or platform changed (the names and icons listings show): all of them are.
 */
export function listingSubscribers(db: Db, changes: ListingChanges): Subscribers {
  const listingsChanged = async (ids: string[], itemIds?: string[]) => changes.publish(await tagsOfListings(db, ids, itemIds));
  return {
    listing_decided: ({ listingId }) => listingsChanged([listingId]),
    listing_taken_down: ({ listingId }) => listingsChanged([listingId]),
    listings_changed: ({ listingIds, itemIds }) => listingsChanged(listingIds, itemIds),
    order_reviewed: async ({ orderId }) => changes.publish(await tagsOfReview(db, orderId)),
    seller_changed: ({ userId }) => changes.publish(new Set([replyTag.seller(userId)])),
    // An approved request makes the account a shop or an individual seller, as its listings say.
    seller_request_decided: ({ userId }) => changes.publish(new Set([replyTag.seller(userId)])),
    catalog_changed: () => changes.publish(null),
  };
}
