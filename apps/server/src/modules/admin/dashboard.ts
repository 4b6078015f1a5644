import {
  type DashboardPeriod,
  halalasToSar,
  type ListingKind,
  type OrderStatus,
  type TDashboardCategoryView,
  type TDashboardStatView,
  type TRecentOrderView,
} from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

const PERIOD_INTERVAL: Record<DashboardPeriod, string> = { week: '7 days', month: '1 month', quarter: '3 months', year: '1 year' };
const CATEGORY_COLORS = ['#7c3aed', '#2563eb', '#059669', '#d97706', '#dc2626', '#db2777', '#0891b2', '#4f46e5'];

/** Percent change against the previous period, one decimal; from nothing to something counts as +100%. */
export function percentChange(current: number, previous: number) {
  if (previous === 0) return current === 0 ? 0 : 100;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/**
 * The four cards of the dashboard: what happened in the chosen period (new users, orders placed, revenue of orders
 * not cancelled, ads posted), each compared with the period just before it.
 */
export async function dashboardStats(db: Db, period: DashboardPeriod): Promise<TDashboardStatView[]> {
  const interval = PERIOD_INTERVAL[period];
  const result = await db.execute(sql`
    with b as (select now() - ${interval}::interval as start, now() - 2 * ${interval}::interval as prev_start)
    select
      (select count(*) from users, b where created_at >= b.start and role <> 'admin')::int as users_now,
      (select count(*) from users, b where created_at >= b.prev_start and created_at < b.start and role <> 'admin')::int as users_prev,
      (select count(*) from orders, b where created_at >= b.start)::int as orders_now,
      (select count(*) from orders, b where created_at >= b.prev_start and created_at < b.start)::int as orders_prev,
      (select coalesce(sum(total), 0) from orders, b where created_at >= b.start and status not in ('canceled', 'awaiting_payment'))::bigint as revenue_now,
      (select coalesce(sum(total), 0) from orders, b
        where created_at >= b.prev_start and created_at < b.start and status not in ('canceled', 'awaiting_payment'))::bigint as revenue_prev,
      (select count(*) from listings, b where created_at >= b.start and status <> 'draft')::int as ads_now,
      (select count(*) from listings, b where created_at >= b.prev_start and created_at < b.start and status <> 'draft')::int as ads_prev`);
  const row = result.rows[0] as Record<string, string | number>;
  const n = (key: string) => Number(row[key] ?? 0);
  const card = (type: TDashboardStatView['type'], title: string, now: number, prev: number): TDashboardStatView => ({
    type,
    title,
    value: now,
    previous: prev,
    change: percentChange(now, prev),
    period,
  });
  return [
    card('users', 'Total Users', n('users_now'), n('users_prev')),
    card('orders', 'Total Orders', n('orders_now'), n('orders_prev')),
    card('revenue', 'Revenue', halalasToSar(n('revenue_now')), halalasToSar(n('revenue_prev'))),
    card('products', 'Total Ads', n('ads_now'), n('ads_prev')),
  ];
}

/** Main categories with the number of live listings in them and their subcategories. */
export async function categoriesSummary(db: Db): Promise<TDashboardCategoryView[]> {
  const result = await db.execute(sql`
    select c.id, c.name, c.name_ar, c.icon,
      (select count(*) from listings l
        where l.status = 'active' and l.category_id in (select id from categories s where s.id = c.id or s.parent_id = c.id))::int as games
    from categories c where c.parent_id is null and c.is_active order by c.sort_order, c.name`);
  return (result.rows as Record<string, unknown>[]).map((row, i) => ({
    id: String(row.id),
    _id: String(row.id),
    name: String(row.name),
    nameAr: String(row.name_ar ?? ''),
    icon: String(row.icon ?? ''),
    color: CATEGORY_COLORS[i % CATEGORY_COLORS.length]!,
    gamesCount: Number(row.games),
  }));
}

/**
 * The price before the discount, from what an order line keeps: `unit_price` is already discounted (checkout charges
 * it), so the original is found back from the percentage; the nearest halala is the one whose discount gives it.
 */
export function priceBeforeDiscount(unitHalalas: number, discountPercentage: number) {
  if (discountPercentage <= 0 || discountPercentage >= 100) return unitHalalas;
  return Math.round((unitHalalas * 100) / (100 - discountPercentage));
}

/** The newest orders; the customer shown is the ad owner, as in the orders list. */
export async function recentOrders(db: Db, limit = 6): Promise<TRecentOrderView[]> {
  const result = await db.execute(sql`
    select o.id, o.number, o.status, o.kind, o.total, o.created_at, s.name as seller_name, s.verified, s.city,
      (select json_agg(json_build_object('id', c.id, 'revealedAt', (select min(r.revealed_at) from code_reveals r where r.code_id = c.id))
         order by c.sold_at, c.id)
       from digital_codes c where c.order_id = o.id and c.status = 'sold' and c.retired_at is null) as codes,
      (select round(avg(r.rating)::numeric, 1) from reviews r where r.seller_id = o.seller_id) as rating,
      i.title, i.image, i.unit_price, i.discount_percentage
    from orders o join users s on s.id = o.seller_id
    left join lateral (select * from order_items i where i.order_id = o.id order by i.title limit 1) i on true
    where o.archived_at is null order by o.created_at desc, o.id desc limit ${limit}`);
  return (result.rows as Record<string, unknown>[]).map((row) => {
    const unitPrice = Number(row.unit_price ?? 0);
    const kind = row.kind as ListingKind;
    return {
      id: String(row.id),
      orderId: `#${row.number}`,
      status: row.status as OrderStatus,
      kind,
      digital:
        kind === 'physical'
          ? null
          : {
              kind,
              codes: ((row.codes as { id: string; revealedAt: string | null }[] | null) ?? []).map((code) => ({
                id: code.id,
                revealedAt: code.revealedAt ? new Date(code.revealedAt).toISOString() : null,
              })),
            },
      total: halalasToSar(Number(row.total)),
      createdAt: new Date(String(row.created_at)).toISOString(),
      product: {
        name: String(row.title ?? ''),
        image: row.image ? `/api/uploads/ads/${row.image}` : '',
        price: halalasToSar(unitPrice),
        originalPrice: halalasToSar(priceBeforeDiscount(unitPrice, Number(row.discount_percentage ?? 0))),
      },
      customer: {
        name: String(row.seller_name),
        verified: Boolean(row.verified),
        location: String(row.city ?? ''),
        rating: Number(row.rating ?? 0),
      },
    };
  });
}
