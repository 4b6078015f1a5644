import { type DashboardPeriod, halalasToSar } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userAccount } from '../wallet/ledger.js';
import { PERIODS, periodStart } from './periods.js';

type Row = Record<string, unknown>;
const RECENT_ACTIVITY_LIMIT = 5;

/** Days, weeks and months start at midnight in Saudi Arabia, not in UTC; buckets are stepped in local time so months do not drift. */
const ZONE = 'Asia/Riyadh';

/**
 * The trader dashboard (seller §2.9): profit released to the trader in the period, orders placed, orders received
 * (completed), a series for the chart, and the last five things that happened to the trader's orders, products
 * and withdrawals.
 */
export async function traderDashboard(db: Db, { sellerId, period }: { sellerId: string; period: DashboardPeriod }) {
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
      from orders o where o.seller_id = ${sellerId} and o.status <> 'canceled' and o.created_at >= ${start}::timestamptz
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

async function recentActivity(db: Db, sellerId: string) {
  const result = await db.execute(sql`
    select * from (
      select o.id, 'order' as kind, '#' || o.number as name, o.status, o.escrow as amount, o.updated_at as at
        from orders o where o.seller_id = ${sellerId}
      union all
      select w.id, 'withdrawal', '', w.status, w.amount_halalas, coalesce(w.decided_at, w.created_at)
        from withdrawals w where w.user_id = ${sellerId}
      union all
      select l.id, 'product', l.title, l.status, l.price_halalas, l.updated_at
        from listings l where l.seller_id = ${sellerId}
    ) events
    order by at desc, id desc
    limit ${RECENT_ACTIVITY_LIMIT}`);
  return (result.rows as Row[]).map((row) => {
    const kind = String(row.kind) as 'order' | 'withdrawal' | 'product';
    const status = String(row.status);
    const title = kind === 'order' ? `Order ${row.name}` : kind === 'withdrawal' ? 'Withdrawal request' : String(row.name);
    const texts = kind === 'order' ? ORDER_TEXT : kind === 'withdrawal' ? WITHDRAWAL_TEXT : PRODUCT_TEXT;
    return {
      id: String(row.id),
      type: kind,
      title,
      description: texts[status] ?? status,
      status,
      amount: halalasToSar(Number(row.amount)),
      timestamp: new Date(String(row.at)).toISOString(),
    };
  });
}
