import { halalasToSar, type TOwnListingView, type TSellerStatsReply } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { selectListingViews } from './listing-view.js';

type Row = Record<string, unknown>;

/** The seller's own listings in every status, with orders (not cancelled) and revenue (completed) per listing. */
export async function listOwnListings(db: Db, sellerId: string): Promise<TOwnListingView[]> {
  const ads = await selectListingViews(db, { where: sql`l.seller_id = ${sellerId}`, viewerId: sellerId });
  const sales = await db.execute(sql`
    select oi.listing_id, count(distinct o.id)::int as orders,
      coalesce(sum(oi.unit_price::bigint * oi.quantity) filter (where o.status = 'completed'), 0)::bigint as revenue
    from order_items oi join orders o on o.id = oi.order_id
    where o.seller_id = ${sellerId} and o.status <> 'canceled' group by oi.listing_id`);
  const byListing = new Map((sales.rows as Row[]).map((row) => [String(row.listing_id), row]));
  return ads.map((ad) => ({
    ...ad,
    orders: Number(byListing.get(ad.id)?.orders ?? 0),
    revenue: halalasToSar(Number(byListing.get(ad.id)?.revenue ?? 0)),
  }));
}

/** A seller's listings on sale as their public page shows them (decision 017), newest first. */
export function listSellersActiveListings(db: Db, { sellerId, limit, viewerId }: { sellerId: string; limit: number; viewerId?: string }) {
  return selectListingViews(db, {
    where: sql`l.seller_id = ${sellerId} and l.status = 'active'`,
    orderBy: sql`l.created_at desc, l.id desc`,
    limit,
    viewerId,
  });
}

/** The stats cards of My Products (seller §3 sales stats). */
export async function sellerStats(db: Db, sellerId: string): Promise<Omit<TSellerStatsReply, 'success'>> {
  const result = await db.execute(sql`
    select
      count(*) filter (where status = 'active')::int as active_products,
      count(*) filter (where status = 'sold')::int as sold_products,
      coalesce(sum(views), 0)::int as total_views,
      (select count(*)::int from favorites f join listings l2 on l2.id = f.listing_id where l2.seller_id = ${sellerId}) as total_likes,
      (select count(*)::int from orders o where o.seller_id = ${sellerId} and o.status <> 'canceled') as total_orders,
      (select coalesce(sum(o.subtotal), 0)::bigint from orders o where o.seller_id = ${sellerId} and o.status = 'completed') as total_revenue,
      (select coalesce(round(avg(r.rating)::numeric, 1), 0) from reviews r where r.seller_id = ${sellerId}) as average_rating
    from listings where seller_id = ${sellerId}`);
  const row = result.rows[0] as Row;
  return {
    totalRevenue: halalasToSar(Number(row.total_revenue)),
    totalOrders: Number(row.total_orders),
    averageRating: Number(row.average_rating),
    activeProducts: Number(row.active_products),
    soldProducts: Number(row.sold_products),
    totalViews: Number(row.total_views),
    totalLikes: Number(row.total_likes),
  };
}
