import type { TSellerReviewView } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

type Row = Record<string, unknown>;

/** A seller's reviews as their public page shows them (decision 017), newest first, each with the order's item. */
export async function listSellerReviews(
  db: DbOrTx,
  { sellerId, limit }: { sellerId: string; limit: number },
): Promise<TSellerReviewView[]> {
  const result = await db.execute(sql`
    select r.id, r.rating, r.review, r.created_at, split_part(trim(b.name), ' ', 1) as buyer_name,
      first_item.title as item_title, first_item.listing_id as item_listing_id,
      (select count(*)::int from order_items oi where oi.order_id = r.order_id) - 1 as other_items
    from reviews r
    join users b on b.id = r.buyer_id
    join lateral (select oi.title, oi.listing_id from order_items oi where oi.order_id = r.order_id order by oi.id limit 1) first_item on true
    where r.seller_id = ${sellerId}
    order by r.created_at desc, r.id desc
    limit ${limit}`);
  return (result.rows as Row[]).map((row) => ({
    id: String(row.id),
    rating: Number(row.rating),
    review: String(row.review),
    buyerName: String(row.buyer_name),
    item: { title: String(row.item_title), listingId: row.item_listing_id === null ? null : String(row.item_listing_id) },
    otherItems: Math.max(0, Number(row.other_items)),
    createdAt: new Date(String(row.created_at)).toISOString(),
  }));
}
