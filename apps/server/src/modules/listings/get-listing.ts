import type { TListingDetailReply } from '@gamesouq/core';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { readItemSummary } from '../catalog/index.js';
import type { UserRow } from '../users/index.js';
import { selectListingViews } from './listing-view.js';
import { listings } from './tables.js';

/** Others see only active listings; the owner and admins see any. Anything else is 404, never the object. */
export async function getVisibleListing(db: DbOrTx, { id, viewer }: { id: string; viewer: UserRow | null }): Promise<TListingDetailReply> {
  const [ad] = await selectListingViews(db, { where: sql`l.id = ${id}`, viewerId: viewer?.id, isPrepared: true });
  const canSee = ad && (ad.status === 'active' || ad.user_id === viewer?.id || viewer?.role === 'admin');
  if (!canSee) throw new AppError('NOT_FOUND', 'validation.productNotFound');
  return { ...ad, item: ad.catalogueItemId ? await readItemSummary(db, ad.catalogueItemId) : null };
}

/** The owner's listing, for changes; a foreign or unknown id is 404. */
export async function getOwnListing(db: DbOrTx, { id, owner }: { id: string; owner: UserRow }) {
  const [row] = await db.select().from(listings).where(eq(listings.id, id)).for('update');
  if (!row || (row.sellerId !== owner.id && owner.role !== 'admin')) throw new AppError('NOT_FOUND', 'validation.productNotFound');
  return row;
}
