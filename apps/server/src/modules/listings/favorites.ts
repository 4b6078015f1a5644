import type { TFavoriteListingView } from '@gamesouq/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { selectListingViews } from './listing-view.js';
import { favorites, listings } from './tables.js';

async function assertActive(db: Db, listingId: string) {
  const [row] = await db.select({ status: listings.status }).from(listings).where(eq(listings.id, listingId));
  if (row?.status !== 'active') throw new AppError('NOT_FOUND', 'validation.productNotFound');
}

export async function toggleFavorite(db: Db, { userId, listingId }: { userId: string; listingId: string }) {
  await assertActive(db, listingId);
  return inTransaction(db, async (tx) => {
    const removed = await tx
      .delete(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)))
      .returning();
    if (removed.length) return { isFavorite: false, message: 'Removed from favorites' };
    await tx.insert(favorites).values({ userId, listingId }).onConflictDoNothing();
    return { isFavorite: true, message: 'Added to favorites' };
  });
}

export async function addFavorite(db: Db, { userId, listingId }: { userId: string; listingId: string }) {
  await assertActive(db, listingId);
  await db.insert(favorites).values({ userId, listingId }).onConflictDoNothing();
  return { isFavorite: true, message: 'Added to favorites' };
}

export async function removeFavorite(db: Db, { userId, listingId }: { userId: string; listingId: string }) {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)));
  return { isFavorite: false, message: 'Removed from favorites' };
}

/** The user's favourites that are still on sale, most recently favourited first. */
export async function listFavorites(db: Db, userId: string): Promise<TFavoriteListingView[]> {
  const ads = await selectListingViews(db, {
    where: sql`l.status = 'active' and l.id in (select listing_id from favorites where user_id = ${userId})`,
    orderBy: sql`(select created_at from favorites f where f.listing_id = l.id and f.user_id = ${userId}) desc`,
    viewerId: userId,
  });
  return ads.map((ad) => ({ ...ad, productId: ad.id }));
}
