import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { selectListingViews } from './listing-view.js';

/** The seller's own listings in every status, with what My Products shows per card. */
export async function listOwnListings(db: Db, sellerId: string) {
  const ads = await selectListingViews(db, { where: sql`l.seller_id = ${sellerId}`, viewerId: sellerId });
  // Orders, revenue and reviews are counted from real orders once they exist for the listing.
  return ads.map((ad) => ({ ...ad, orders: 0, revenue: 0 }));
}

/** The stats cards of My Products (seller §3 sales stats). */
export async function sellerStats(db: Db, sellerId: string) {
  const result = await db.execute(sql`
    select
      count(*) filter (where status = 'active')::int as active_products,
      count(*) filter (where status = 'sold')::int as sold_products,
      coalesce(sum(views), 0)::int as total_views,
      (select count(*)::int from favorites f join listings l2 on l2.id = f.listing_id where l2.seller_id = ${sellerId}) as total_likes
    from listings where seller_id = ${sellerId}`);
  const row = result.rows[0] as Record<string, number>;
  return {
    totalRevenue: 0,
    totalOrders: 0,
    averageRating: 0,
    activeProducts: row.active_products ?? 0,
    soldProducts: row.sold_products ?? 0,
    totalViews: row.total_views ?? 0,
    totalLikes: row.total_likes ?? 0,
  };
}
