import type { ListingStatus, TListingReportView, TReportedListingsReply } from '@gamesouq/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { violatedConstraint } from '../../lib/constraint.js';
import { newId } from '../../lib/ids.js';
import { type Actor, recordAudit } from '../audit/index.js';
import { recordEvent } from '../events/index.js';
import type { UserRow } from '../users/index.js';
import { listingReports, listings } from './tables.js';

type Reason = (typeof listingReports.$inferInsert)['reason'];

/** A signed-in user reports a live listing of someone else; one open report per user and listing. */
export async function reportListing(
  db: Db,
  { user, listingId, reason, details }: { user: UserRow; listingId: string; reason: Reason; details: string },
) {
  const [listing] = await db.select().from(listings).where(eq(listings.id, listingId));
  if (listing?.status !== 'active') throw new AppError('NOT_FOUND', 'validation.productNotFound');
  if (listing.sellerId === user.id) throw new AppError('BAD_REQUEST', 'errors.ownListingReport');
  try {
    const [row] = await db.insert(listingReports).values({ id: newId(), listingId, reporterId: user.id, reason, details }).returning();
    return row!;
  } catch (error) {
    if (violatedConstraint(error) === 'listing_reports_one_open_per_reporter') throw new AppError('ALREADY_REPORTED');
    throw error;
  }
}

/** The admin queue: one entry per reported listing with its reports, most reported first. */
export async function listReportedListings(
  db: Db,
  { status, page, limit }: { status: 'open' | 'closed' | 'all'; page: number; limit: number },
): Promise<Omit<TReportedListingsReply, 'success'>> {
  const where = status === 'open' ? sql`r.status = 'open'` : status === 'closed' ? sql`r.status <> 'open'` : sql`true`;
  const [rows, count] = await Promise.all([
    db.execute(sql`
      select l.id, l.title, l.status, l.rejection_reason, u.id as seller_id, u.name as seller_name,
        (select file from listing_images i where i.listing_id = l.id order by i.position limit 1) as image,
        count(r.id)::int as report_count, max(r.created_at) as last_reported_at,
        json_agg(json_build_object('id', r.id, 'reason', r.reason, 'details', r.details, 'status', r.status,
          'reporter', ru.name, 'reporterId', ru.id, 'createdAt', r.created_at) order by r.created_at desc) as reports
      from listing_reports r join listings l on l.id = r.listing_id join users u on u.id = l.seller_id
      join users ru on ru.id = r.reporter_id
      where ${where}
      group by l.id, u.id order by count(r.id) desc, max(r.created_at) desc limit ${limit} offset ${(page - 1) * limit}`),
    db.execute(sql`select count(distinct r.listing_id)::int as total from listing_reports r where ${where}`),
  ]);
  const totalItems = Number((count.rows[0] as { total: number }).total);
  return {
    reports: (rows.rows as Record<string, unknown>[]).map((row) => ({
      listing: {
        id: String(row.id),
        title: String(row.title),
        status: row.status as ListingStatus,
        rejectionReason: (row.rejection_reason as string | null) ?? null,
        image: row.image ? `/api/uploads/ads/${row.image}` : '',
        seller: { id: String(row.seller_id), name: String(row.seller_name) },
      },
      reportCount: Number(row.report_count),
      lastReportedAt: new Date(String(row.last_reported_at)).toISOString(),
      reports: row.reports as TListingReportView[],
    })),
    pagination: { currentPage: page, totalPages: Math.ceil(totalItems / limit), totalItems, itemsPerPage: limit },
  };
}

export async function countOpenReports(db: Db) {
  const result = await db.execute(sql`select count(distinct listing_id)::int as open from listing_reports where status = 'open'`);
  return Number((result.rows[0] as { open: number }).open);
}

/**
 * Closes a listing's open reports: dismissed, or taken down, in which case the listing is rejected with the
 * reason so that the seller sees why (and is notified by the caller).
 */
export async function decideReports(
  db: Db,
  { listingId, actor, action, reason }: { listingId: string; actor: Actor; action: 'dismiss' | 'take_down'; reason: string },
) {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(listings).where(eq(listings.id, listingId)).for('update');
    if (!before) throw new AppError('NOT_FOUND', 'validation.productNotFound');
    const closed = await tx
      .update(listingReports)
      .set({ status: action === 'dismiss' ? 'dismissed' : 'taken_down', decidedBy: actor.userId, decidedAt: sql`now()` })
      .where(and(eq(listingReports.listingId, listingId), eq(listingReports.status, 'open')))
      .returning({ id: listingReports.id });
    if (closed.length === 0) throw new AppError('REQUEST_NOT_PENDING', 'errors.reportsProcessed');
    if (action === 'take_down') {
      await tx
        .update(listings)
        .set({ status: 'rejected', rejectionReason: reason, updatedAt: sql`now()` })
        .where(eq(listings.id, listingId));
      await recordEvent(tx, { type: 'listing_taken_down', listingId, reason });
    }
    const [after] = await tx.select().from(listings).where(eq(listings.id, listingId));
    await recordAudit(tx, actor, {
      action: action === 'dismiss' ? 'reports.dismiss' : 'reports.take_down',
      entityType: 'listing',
      entityId: listingId,
      before: { status: before.status, rejectionReason: before.rejectionReason },
      after: { status: after!.status, rejectionReason: after!.rejectionReason, reportsClosed: closed.length },
    });
    return { before, after: after!, closed: closed.length };
  });
}
