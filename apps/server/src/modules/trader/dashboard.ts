import { type DashboardPeriod, halalasToSar, type TTraderDashboardReply } from '@gamesouq/core';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userAccount } from '../wallet/index.js';
import { PERIODS, periodStart } from './periods.js';
import { sellerActivity } from './tables.js';

type Row = Record<string, unknown>;
const RECENT_ACTIVITY_LIMIT = 5;

/** Days, weeks and months start at midnight in Saudi Arabia, not in UTC; buckets are stepped in local time so months do not drift. */
const ZONE = 'Asia/Riyadh';

/**
 * The trader dashboard (seller §2.9): profit released to the trader in the period, orders placed, orders received
 * (completed), a series for the chart, and the last five things that happened to the trader's orders, products
 * and withdrawals (whatever the period: recent is recent).
 */
export async function traderDashboard(
  db: Db,
  { sellerId, period }: { sellerId: string; period: DashboardPeriod },
): Promise<Omit<TTraderDashboardReply, 'success'>> {
  const { unit, step } = PERIODS[period];
  const start = periodStart(period).toISOString();
  const available = userAccount(sellerId, 'available');
  const series = await db.execute(sql`
    with buckets as (
      select generate_series(date_trunc(${unit}, ${start}::timestamptz at time zone ${ZONE}), date_trunc(${unit}, now() at time zone ${ZONE}), ${step}::interval) as bucket
    ),
    profit as (
      select date_trunc(${unit}, e.created_at at time zone ${ZONE}) as bucket, sum(l.amount)::bigint as amount
      from journal_entries e join journal_lines l on l.entry_id = e.id
      where e.kind = 'release' and l.account_id = ${available} and e.created_at >= ${start}::timestamptz
      group by 1
    ),
    placed as (
      select date_trunc(${unit}, o.created_at at time zone ${ZONE}) as bucket, count(*)::int as orders
      from orders o where o.seller_id = ${sellerId} and o.status not in ('canceled', 'awaiting_payment') and o.created_at >= ${start}::timestamptz
      group by 1
    )
    select b.bucket at time zone ${ZONE} as bucket, coalesce(p.amount, 0) as profit, coalesce(o.orders, 0) as orders
    from buckets b left join profit p on p.bucket = b.bucket left join placed o on o.bucket = b.bucket
    order by b.bucket`);
  const received = await db.execute(sql`
    select count(*)::int as received from orders
    where seller_id = ${sellerId} and status = 'completed' and completed_at >= ${start}::timestamptz`);
  const points = (series.rows as Row[]).map((row) => ({
    date: new Date(String(row.bucket)).toISOString(),
    profit: halalasToSar(Number(row.profit)),
    orders: Number(row.orders),
  }));
  return {
    period,
    profit: halalasToSar(Math.round(points.reduce((sum, p) => sum + p.profit * 100, 0))),
    orders: points.reduce((sum, p) => sum + p.orders, 0),
    received: Number((received.rows[0] as Row).received),
    chart: points,
    recentActivity: await recentActivity(db, sellerId),
  };
}

const ORDER_TEXT: Record<string, string> = {
  pending: 'New order received',
  processing: 'Order is being processed',
  shipped: 'Order shipped',
  ready_for_pickup: 'Order ready for pickup',
  completed: 'Order completed and funds released',
  canceled: 'Order cancelled and refunded',
};
const WITHDRAWAL_TEXT: Record<string, string> = {
  pending: 'Withdrawal requested, awaiting admin approval',
  approved: 'Withdrawal approved',
  rejected: 'Withdrawal rejected',
};
const PRODUCT_TEXT: Record<string, string> = {
  draft: 'Saved as a draft',
  pending_review: 'Sent for admin review',
  active: 'Live on the marketplace',
  rejected: 'Rejected by an admin',
  inactive: 'Deactivated',
  sold: 'Sold out',
  cancelled: 'Cancelled',
};

/** The last five events of the trader's orders, products and withdrawals, as they happened (seller_activity). */
async function recentActivity(db: Db, sellerId: string) {
  const rows = await db
    .select()
    .from(sellerActivity)
    .where(eq(sellerActivity.sellerId, sellerId))
    .orderBy(desc(sellerActivity.createdAt), desc(sellerActivity.id))
    .limit(RECENT_ACTIVITY_LIMIT);
  return rows.map((row) => {
    const texts = row.kind === 'order' ? ORDER_TEXT : row.kind === 'withdrawal' ? WITHDRAWAL_TEXT : PRODUCT_TEXT;
    return {
      id: row.id,
      type: row.kind,
      /** The order, product or withdrawal the event is about, for a link to it. */
      subjectId: row.subjectId,
      title: row.kind === 'order' ? `Order ${row.name}` : row.kind === 'withdrawal' ? 'Withdrawal request' : row.name,
      description: texts[row.status] ?? row.status,
      status: row.status,
      amount: halalasToSar(row.amountHalalas),
      timestamp: row.createdAt.toISOString(),
    };
  });
}
