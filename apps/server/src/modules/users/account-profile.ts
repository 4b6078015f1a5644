import type { TUserProfileView } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { findUserById } from './find-user.js';
import { avatarUrl, bankDetailsView, findProfile } from './profile.js';

type Row = Record<string, unknown>;

/** The general area's profile (seller §3 user profile), with sales and rating from real orders and reviews. */
export async function userProfileView(db: DbOrTx, userId: string): Promise<TUserProfileView> {
  const user = await findUserById(db, userId);
  const profile = await findProfile(db, userId);
  const stats = (
    await db.execute(sql`
      select (select count(*)::int from orders o where o.seller_id = ${userId} and o.status = 'completed') as total_sales,
        (select coalesce(round(avg(r.rating)::numeric, 1), 0) from reviews r where r.seller_id = ${userId}) as rating`)
  ).rows[0] as Row;
  return {
    id: userId,
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    role: user?.role ?? 'user',
    address: profile.address,
    bio: profile.bio,
    avatar: avatarUrl(profile.avatar),
    totalSales: Number(stats.total_sales),
    rating: Number(stats.rating),
    verified: user?.verified ?? false,
    memberSince: user?.createdAt.toISOString() ?? null,
    ...bankDetailsView(profile),
  };
}
