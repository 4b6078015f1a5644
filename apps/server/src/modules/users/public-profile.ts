import type { Role, TPublicProfileView } from '@gamesouq/core';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { avatarUrl } from './profile.js';

type Row = Record<string, unknown>;

/** The one place that says who may see a user's profile details: everyone when public, only themselves and admins when private. */
const isShownTo = ({
  visibility,
  ownerId,
  viewer,
}: {
  visibility: unknown;
  ownerId: string;
  viewer?: { id: string; role: string } | null;
}) => visibility !== 'private' || viewer?.id === ownerId || viewer?.role === 'admin';

/** Avatars of several users as `viewer` may see them: a private profile shows none. */
export async function visibleAvatars(db: DbOrTx, { userIds, viewer }: { userIds: string[]; viewer: { id: string; role: string } }) {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map<string, string | null>();
  const list = sql.join(
    ids.map((id): SQL => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select p.user_id, p.avatar, s.profile_visibility from user_profiles p left join user_settings s on s.user_id = p.user_id
    where p.user_id in (${list})`);
  return new Map(
    (result.rows as Row[]).map((row) => {
      const ownerId = String(row.user_id);
      const isShown = isShownTo({ visibility: row.profile_visibility, ownerId, viewer });
      return [ownerId, isShown ? avatarUrl(row.avatar as string | null) : null];
    }),
  );
}

/**
 * A user whose page anyone may open: they exist and are not suspended (as `publicProfileView` decides). Answers whether
 * `viewer` may see the profile's details.
 */
export async function assertPublicSeller(db: DbOrTx, userId: string, viewer?: { id: string; role: string } | null) {
  const result = await db.execute(sql`
    select u.suspended_at, s.profile_visibility from users u left join user_settings s on s.user_id = u.id where u.id = ${userId}`);
  const row = result.rows[0] as Row | undefined;
  if (!row || row.suspended_at) throw new AppError('NOT_FOUND', 'errors.userNotFound');
  return isShownTo({ visibility: row.profile_visibility, ownerId: userId, viewer });
}

/**
 * A seller's public profile. Private profiles (the Privacy setting) keep only what a buyer needs to trust a sale:
 * the name, the verified badge and the rating from real reviews; the owner and admins still see everything.
 */
export async function publicProfileView(
  db: DbOrTx,
  { userId, viewer }: { userId: string; viewer?: { id: string; role: string } | null },
): Promise<TPublicProfileView> {
  const result = await db.execute(sql`
    select u.id, u.name, u.role, u.verified, u.created_at, u.suspended_at, p.avatar, p.bio, p.store_name, p.description, p.location,
      s.profile_visibility,
      (select count(*)::int from orders o where o.seller_id = u.id and o.status = 'completed') as total_sales,
      (select coalesce(round(avg(r.rating)::numeric, 1), 0) from reviews r where r.seller_id = u.id) as rating,
      (select count(*)::int from reviews r where r.seller_id = u.id) as reviews
    from users u left join user_profiles p on p.user_id = u.id left join user_settings s on s.user_id = u.id
    where u.id = ${userId}`);
  const row = result.rows[0] as Row | undefined;
  if (!row || row.suspended_at) throw new AppError('NOT_FOUND', 'errors.userNotFound');
  const basics = {
    id: userId,
    _id: userId,
    name: String(row.name),
    role: row.role as Role,
    verified: Boolean(row.verified),
    rating: Number(row.rating),
    reviews: Number(row.reviews),
  };
  if (!isShownTo({ visibility: row.profile_visibility, ownerId: userId, viewer })) return { ...basics, isPrivate: true as const };
  return {
    ...basics,
    isPrivate: false as const,
    avatar: avatarUrl(row.avatar as string | null),
    bio: String(row.bio ?? ''),
    storeName: String(row.store_name ?? ''),
    description: String(row.description ?? ''),
    location: String(row.location ?? ''),
    totalSales: Number(row.total_sales),
    memberSince: new Date(String(row.created_at)).toISOString(),
  };
}
