import type { TSellerReputationView } from '@gamesouq/core';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { assertPublicSeller } from '../users/index.js';
import { sellerReputation } from './tables.js';

/**
 * What a seller's page shows of their record: last night's level and figures, and the rating breakdown as of now. A
 * private profile shows others only the level and the rating (as it shows only the name, badge and rating).
 */
export async function sellerReputationView(
  db: DbOrTx,
  { sellerId, viewer }: { sellerId: string; viewer?: { id: string; role: string } | null },
): Promise<TSellerReputationView> {
  const isShown = await assertPublicSeller(db, sellerId, viewer);
  const [[saved], stars] = await Promise.all([
    db.select().from(sellerReputation).where(eq(sellerReputation.sellerId, sellerId)),
    db.execute(sql`select rating, count(*)::int as n from reviews where seller_id = ${sellerId} group by rating`),
  ]);
  const counts = new Map((stars.rows as { rating: number; n: number }[]).map((row) => [Number(row.rating), Number(row.n)]));
  const ratingBreakdown = [5, 4, 3, 2, 1].map((rating) => counts.get(rating) ?? 0);
  const reviews = ratingBreakdown.reduce((sum, n) => sum + n, 0);
  const rating = reviews ? Math.round((ratingBreakdown.reduce((sum, n, i) => sum + n * (5 - i), 0) / reviews) * 10) / 10 : 0;
  return {
    level: saved?.level ?? 'new',
    rating,
    reviews,
    ratingBreakdown,
    completedSales: isShown && saved ? saved.completedSales : null,
    responseMinutes: isShown ? (saved?.responseMinutes ?? null) : null,
    onTimePercent: isShown ? (saved?.onTimePercent ?? null) : null,
    disputePercent: isShown ? (saved?.disputePercent ?? null) : null,
    computedAt: saved ? saved.computedAt.toISOString() : null,
  };
}
