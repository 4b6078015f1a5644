import type { TFollowReply, TListingView } from '@gamesouq/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { selectListingViews } from '../listings/index.js';
import { assertPublicSeller } from '../users/index.js';
import { sellerFollows } from './tables.js';

const FEED_SIZE = 60;

/** Whether the user follows the seller, and how many do. */
export async function followState(db: DbOrTx, { followerId, sellerId }: { followerId: string; sellerId: string }): Promise<TFollowReply> {
  const result = await db.execute(sql`
    select exists(select 1 from seller_follows f where f.follower_id = ${followerId} and f.seller_id = ${sellerId}) as is_following,
      (select count(*)::int from seller_follows f where f.seller_id = ${sellerId}) as followers`);
  const row = result.rows[0] as { is_following: boolean; followers: number };
  return { success: true, isFollowing: row.is_following, followers: Number(row.followers) };
}

/** Follows or unfollows a seller (not oneself); repeating either changes nothing. */
export async function setFollowing(
  db: Db,
  { followerId, sellerId, isFollowing }: { followerId: string; sellerId: string; isFollowing: boolean },
): Promise<TFollowReply> {
  if (followerId === sellerId) throw new AppError('BAD_REQUEST', 'errors.followSelf');
  await assertPublicSeller(db, sellerId);
  if (isFollowing) await db.insert(sellerFollows).values({ followerId, sellerId }).onConflictDoNothing();
  else await db.delete(sellerFollows).where(and(eq(sellerFollows.followerId, followerId), eq(sellerFollows.sellerId, sellerId)));
  return followState(db, { followerId, sellerId });
}

/** The follower's feed: the listings on sale of the sellers they follow, newest first. */
export async function followingFeed(db: DbOrTx, { userId }: { userId: string }): Promise<TListingView[]> {
  return selectListingViews(db, {
    where: sql`l.status = 'active' and l.seller_id in (select f.seller_id from seller_follows f where f.follower_id = ${userId})`,
    limit: FEED_SIZE,
    viewerId: userId,
  });
}

/** Who follows a seller: the people a new listing of theirs is announced to. */
export async function followersOf(db: DbOrTx, sellerId: string) {
  const rows = await db.select({ id: sellerFollows.followerId }).from(sellerFollows).where(eq(sellerFollows.sellerId, sellerId));
  return rows.map((row) => row.id);
}
