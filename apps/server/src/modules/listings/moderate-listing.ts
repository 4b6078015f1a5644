import { sarToHalalas, type TModerationCountsReply, type TModerationListingsReply } from '@gamesouq/core';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { type Actor, recordAudit } from '../audit/index.js';
import { recordEvent } from '../events/index.js';
import { selectListingViews } from './listing-view.js';
import { listings } from './tables.js';

export type AdminAdsQuery = {
  type?: 'all' | 'traders' | 'person';
  platform?: string;
  sort?: 'date' | 'price' | 'rating';
  search?: string;
  status?: string;
};

const typeSql = (type: AdminAdsQuery['type']): SQL =>
  type === 'traders'
    ? sql`l.seller_id in (select id from users where role = 'trader')`
    : type === 'person'
      ? sql`l.seller_id in (select id from users where role <> 'trader')`
      : sql`true`;

/** The Manage Ads list: every listing but drafts, pending ones first. */
export async function listAdsForModeration(db: Db, query: AdminAdsQuery): Promise<TModerationListingsReply> {
  const conditions: SQL[] = [sql`l.status <> 'draft'`, typeSql(query.type)];
  if (query.platform) conditions.push(sql`(l.platform_id = ${query.platform} or lower(p.name) = lower(${query.platform}))`);
  if (query.status) conditions.push(sql`l.status = ${query.status}`);
  if (query.search?.trim()) {
    const like = `%${query.search.trim()}%`;
    conditions.push(sql`(l.title ilike ${like} or u.name ilike ${like} or l.id = ${query.search.trim()})`);
  }
  const pendingFirst = sql`(l.status = 'pending_review') desc`;
  const sellerRating = sql`(select avg(r.rating) from reviews r where r.seller_id = l.seller_id)`;
  const orderBy =
    query.sort === 'price'
      ? sql`${pendingFirst}, l.price_halalas desc, l.id`
      : query.sort === 'rating'
        ? sql`${pendingFirst}, ${sellerRating} desc nulls last, l.created_at desc, l.id desc`
        : sql`${pendingFirst}, l.created_at desc, l.id desc`;
  return selectListingViews(db, { where: and(...conditions)!, orderBy, limit: 500 });
}

export async function countAdsForModeration(db: Db): Promise<TModerationCountsReply> {
  const result = await db.execute(sql`
    select count(*)::int as all,
      count(*) filter (where u.role = 'trader')::int as traders,
      count(*) filter (where u.role <> 'trader')::int as person,
      count(*) filter (where l.status = 'pending_review')::int as pending
    from listings l join users u on u.id = l.seller_id where l.status <> 'draft'`);
  return result.rows[0] as TModerationCountsReply;
}

type ListingRow = typeof listings.$inferSelect;
const statusOf = (row: { status: string; rejectionReason: string | null }) => ({
  status: row.status,
  rejectionReason: row.rejectionReason,
});

/**
 * Changes a listing under its lock and notes the admin's change in the audit log in the same transaction; an approval
 * or rejection (`isDecision`) is an event the seller hears about.
 */
async function moderate(
  db: Db,
  { actor, id, action }: { actor: Actor; id: string; action: string },
  change: (row: ListingRow) => Partial<typeof listings.$inferInsert>,
  { isDecision = false, audited = statusOf as (row: ListingRow) => unknown } = {},
) {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(listings).where(eq(listings.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', 'validation.productNotFound');
    const values = change(row);
    await tx
      .update(listings)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(listings.id, id));
    if (isDecision) await recordEvent(tx, { type: 'listing_decided', listingId: id });
    const after = { ...row, ...values };
    await recordAudit(tx, actor, { action, entityType: 'listing', entityId: id, before: audited(row), after: audited(after) });
    return { before: row, after };
  });
}

/** Approval makes a listing visible (or sold, when it has no stock left). */
export const approveListing = (db: Db, actor: Actor, id: string) =>
  moderate(
    db,
    { actor, id, action: 'ads.approve' },
    (row) => {
      if (!['pending_review', 'rejected', 'inactive'].includes(row.status)) throw new AppError('INVALID_STATUS_CHANGE');
      return { status: row.quantity > 0 ? 'active' : 'sold', rejectionReason: null };
    },
    { isDecision: true },
  );

export const rejectListing = (db: Db, actor: Actor, id: string, reason: string) =>
  moderate(
    db,
    { actor, id, action: 'ads.reject' },
    (row) => {
      if (row.status === 'draft' || row.status === 'sold') throw new AppError('INVALID_STATUS_CHANGE');
      return { status: 'rejected', rejectionReason: reason };
    },
    { isDecision: true },
  );

export const setShippingCost = (db: Db, actor: Actor, id: string, shippingCost: number) =>
  moderate(db, { actor, id, action: 'ads.shipping_cost' }, () => ({ shippingCostHalalas: sarToHalalas(shippingCost) }), {
    audited: (row) => ({ shippingCostHalalas: row.shippingCostHalalas }),
  });
