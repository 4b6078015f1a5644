import { type SellerRecord, sellerLevel } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sellerReputation } from './tables.js';

type Row = Record<string, unknown>;
const nullableInt = (value: unknown) => (value === null || value === undefined ? null : Math.round(Number(value)));

/** A buyer's first message not answered after a day counts as a week's wait in the median. */
const UNANSWERED_MINUTES = 7 * 24 * 60;
const WRITE_BATCH = 1000;

/**
 * Every seller's record, read in one statement: completed sales, rating, the median time to answer a buyer's first
 * message in a conversation (last 90 days), parcels shipped within the ship deadline of those due (last 365 days),
 * and orders disputed of those paid (last 365 days).
 */
async function readSellerRecords(db: Db, { shipDays }: { shipDays: number }) {
  const result = await db.execute(sql`
    with sellers as (
      select distinct seller_id as id from listings union select distinct seller_id from orders
    ),
    sales as (
      select seller_id,
        count(*) filter (where status = 'completed') as completed,
        count(*) filter (where payment_status <> 'unpaid' and status <> 'awaiting_payment' and created_at > now() - interval '365 days') as paid
      from orders group by seller_id
    ),
    disputed as (
      select o.seller_id, count(distinct d.order_id) as orders from disputes d join orders o on o.id = d.order_id
      where o.created_at > now() - interval '365 days' group by o.seller_id
    ),
    parcels as (
      select seller_id,
        count(*) filter (where shipped_at is not null and shipped_at <= created_at + make_interval(days => ${shipDays})) as on_time,
        count(*) filter (where shipped_at is not null
          or (status = 'canceled' and cancel_reason like 'Not shipped within%')
          or (status in ('pending', 'processing') and created_at <= now() - make_interval(days => ${shipDays}))) as due
      from orders
      where kind = 'physical' and delivery_type = 'shipping' and created_at > now() - interval '365 days'
      group by seller_id
    ),
    ratings as (
      select seller_id, round(avg(rating)::numeric, 1) as rating, count(*) as reviews from reviews group by seller_id
    ),
    replies as (
      select s.id as seller_id,
        percentile_cont(0.5) within group (
          order by coalesce(extract(epoch from answer.created_at - asked.created_at) / 60, ${UNANSWERED_MINUTES})
        ) as minutes
      from sellers s
      join conversations c on s.id in (c.user_a, c.user_b)
      cross join lateral (
        select m.created_at from messages m
        where m.conversation_id = c.id and m.sender_id <> s.id and m.created_at > now() - interval '90 days'
        order by m.created_at limit 1
      ) asked
      left join lateral (
        select m.created_at from messages m
        where m.conversation_id = c.id and m.sender_id = s.id and m.created_at > asked.created_at
        order by m.created_at limit 1
      ) answer on true
      where answer.created_at is not null or asked.created_at < now() - interval '1 day'
      group by s.id
    )
    select s.id, u.created_at as member_since,
      coalesce(sales.completed, 0) as completed, coalesce(sales.paid, 0) as paid, coalesce(disputed.orders, 0) as disputed,
      parcels.on_time, parcels.due, coalesce(ratings.rating, 0) as rating, coalesce(ratings.reviews, 0) as reviews,
      replies.minutes
    from sellers s
    join users u on u.id = s.id
    left join sales on sales.seller_id = s.id
    left join disputed on disputed.seller_id = s.id
    left join parcels on parcels.seller_id = s.id
    left join ratings on ratings.seller_id = s.id
    left join replies on replies.seller_id = s.id
  `);
  return (result.rows as Row[]).map((row) => {
    const paid = Number(row.paid);
    const due = Number(row.due ?? 0);
    const record: SellerRecord = {
      completedSales: Number(row.completed),
      rating: Number(row.rating),
      reviews: Number(row.reviews),
      responseMinutes: nullableInt(row.minutes),
      onTimePercent: due > 0 ? Math.floor((Number(row.on_time) * 100) / due) : null,
      disputePercent: paid > 0 ? Math.ceil((Number(row.disputed) * 100) / paid) : null,
      memberDays: Math.floor((Date.now() - new Date(String(row.member_since)).getTime()) / 86_400_000),
    };
    return { sellerId: String(row.id), record };
  });
}

/**
 * The nightly job: every seller's record and level, written in batches. Rates round against the seller (on time
 * down, disputes up), so a level is never granted by rounding.
 */
export async function computeSellerLevels(db: Db, { shipDays }: { shipDays: number }) {
  const records = await readSellerRecords(db, { shipDays });
  const computedAt = new Date();
  for (let start = 0; start < records.length; start += WRITE_BATCH) {
    const rows = records.slice(start, start + WRITE_BATCH).map(({ sellerId, record }) => ({
      sellerId,
      level: sellerLevel(record),
      completedSales: record.completedSales,
      rating: record.rating,
      reviews: record.reviews,
      responseMinutes: record.responseMinutes,
      onTimePercent: record.onTimePercent,
      disputePercent: record.disputePercent,
      computedAt,
    }));
    await db
      .insert(sellerReputation)
      .values(rows)
      .onConflictDoUpdate({
        target: sellerReputation.sellerId,
        set: {
          level: sql`excluded.level`,
          completedSales: sql`excluded.completed_sales`,
          rating: sql`excluded.rating`,
          reviews: sql`excluded.reviews`,
          responseMinutes: sql`excluded.response_minutes`,
          onTimePercent: sql`excluded.on_time_percent`,
          disputePercent: sql`excluded.dispute_percent`,
          computedAt: sql`excluded.computed_at`,
        },
      });
  }
  return records.length;
}
