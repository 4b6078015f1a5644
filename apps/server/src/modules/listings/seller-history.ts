import type { TAdSellerHistoryReply } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';

type Row = Record<string, unknown>;
const iso = (value: unknown) => new Date(String(value)).toISOString();

/**
 * The seller's record beside an ad under review: the account, its ads by status, every rejection an admin made
 * (from the audit log, so a rejected ad later fixed and approved still counts) and the reports of its ads.
 */
export async function sellerHistoryOfAd(db: Db, listingId: string): Promise<TAdSellerHistoryReply> {
  const owner = await db.execute(sql`select u.id, u.name, u.phone, u.role, u.created_at,
      count(mine.id)::int as total,
      count(mine.id) filter (where mine.status = 'active')::int as active,
      count(mine.id) filter (where mine.status = 'rejected')::int as rejected
    from listings l join users u on u.id = l.seller_id
    left join listings mine on mine.seller_id = u.id and mine.status <> 'draft'
    where l.id = ${listingId} group by u.id`);
  const seller = owner.rows[0] as Row | undefined;
  if (!seller) throw new AppError('NOT_FOUND', 'validation.productNotFound');
  const sellerId = String(seller.id);
  const [rejections, reportCounts, reports] = await Promise.all([
    db.execute(sql`select a.entity_id, l.title, coalesce(a.after->>'rejectionReason', '') as reason, a.created_at
      from audit_log a join listings l on l.id = a.entity_id
      where a.action = 'ads.reject' and a.entity_type = 'listing' and l.seller_id = ${sellerId}
      order by a.created_at desc, a.id desc limit 20`),
    db.execute(sql`select count(*) filter (where r.status = 'open')::int as open, count(*)::int as total
      from listing_reports r join listings l on l.id = r.listing_id where l.seller_id = ${sellerId}`),
    db.execute(sql`select r.listing_id, l.title, r.reason, r.details, r.status, r.created_at
      from listing_reports r join listings l on l.id = r.listing_id where l.seller_id = ${sellerId}
      order by r.created_at desc, r.id desc limit 20`),
  ]);
  const counts = reportCounts.rows[0] as Row;
  return {
    success: true,
    seller: {
      id: sellerId,
      name: String(seller.name),
      phone: (seller.phone as string | null) ?? null,
      role: String(seller.role),
      memberSince: iso(seller.created_at),
      listings: { total: Number(seller.total), active: Number(seller.active), rejected: Number(seller.rejected) },
    },
    rejections: (rejections.rows as Row[]).map((row) => ({
      listingId: String(row.entity_id),
      title: String(row.title),
      reason: String(row.reason),
      at: iso(row.created_at),
    })),
    reports: {
      open: Number(counts.open),
      total: Number(counts.total),
      recent: (reports.rows as Row[]).map((row) => ({
        listingId: String(row.listing_id),
        title: String(row.title),
        reason: row.reason as TAdSellerHistoryReply['reports']['recent'][number]['reason'],
        details: String(row.details),
        status: row.status as TAdSellerHistoryReply['reports']['recent'][number]['status'],
        at: iso(row.created_at),
      })),
    },
  };
}
