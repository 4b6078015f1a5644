import {
  CATALOG_FILTER_ALIASES,
  CURRENCY,
  type PRODUCT_SORTS,
  type TListingView,
  type TRADER_PRODUCT_STATUSES,
  type TTraderProductsReply,
  type TTraderProductView,
} from '@gamesouq/core';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { selectListingPage, selectListingViews } from '../listings/index.js';
import type { UserRow } from '../users/index.js';

type Row = Record<string, unknown>;
type Query = {
  page: number;
  limit: number;
  status?: (typeof TRADER_PRODUCT_STATUSES)[number];
  category?: string;
  platform?: string;
  sort: (typeof PRODUCT_SORTS)[number];
  search?: string;
};

const ORDER_COUNT = sql`(select count(distinct oi.order_id) from order_items oi join orders o on o.id = oi.order_id
  where oi.listing_id = l.id and o.status not in ('canceled', 'awaiting_payment'))`;

const SORTS: Record<Query['sort'], SQL> = {
  newest: sql`l.created_at desc, l.id desc`,
  oldest: sql`l.created_at asc, l.id asc`,
  'price-high': sql`l.price_halalas desc, l.id desc`,
  'price-low': sql`l.price_halalas asc, l.id asc`,
  orders: sql`${ORDER_COUNT} desc, l.created_at desc, l.id desc`,
};

/** A category or platform filter: its id, or a name that starts with the value (or with what a panel alias stands for). */
const catalogMatch = (alias: string, value: string) => {
  const name = (CATALOG_FILTER_ALIASES[value.toLowerCase()] ?? value).toLowerCase();
  return sql`(${sql.raw(alias)}.id = ${value} or lower(${sql.raw(alias)}.name) like ${`${name.replace(/[%_\\]/g, '\\$&')}%`})`;
};

/** A listing as the trader panel shows it (seller §3 trader product). */
export function toTraderProduct(view: TListingView, orders: number): TTraderProductView {
  return {
    ...view,
    name: view.title,
    currency: CURRENCY,
    orders,
    additionalDetails: { ...view.additionalDetails, discount: view.discountPercentage },
  };
}

async function orderCounts(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const result = await db.execute(sql`
    select oi.listing_id, count(distinct o.id)::int as orders from order_items oi join orders o on o.id = oi.order_id
    where o.status not in ('canceled', 'awaiting_payment') and oi.listing_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) group by oi.listing_id`);
  return new Map((result.rows as Row[]).map((row) => [String(row.listing_id), Number(row.orders)]));
}

/** Our Products: the trader's own listings in any status, filtered, sorted and paged by 10. */
export async function findTraderProducts(
  db: DbOrTx,
  { sellerId, query }: { sellerId: string; query: Query },
): Promise<Omit<TTraderProductsReply, 'success'>> {
  const conditions: SQL[] = [sql`l.seller_id = ${sellerId}`];
  if (query.status) conditions.push(sql`l.status = ${query.status}`);
  if (query.category) conditions.push(catalogMatch('c', query.category));
  if (query.platform) conditions.push(catalogMatch('p', query.platform));
  if (query.search)
    conditions.push(sql`gs_normalize(l.title) ilike '%' || gs_normalize(${query.search.replace(/[%_\\]/g, '\\$&')}) || '%'`);
  const { ads, total } = await selectListingPage(db, {
    where: sql.join(conditions, sql` and `),
    orderBy: SORTS[query.sort],
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    viewerId: sellerId,
    isCounting: true,
  });
  const counts = await orderCounts(
    db,
    ads.map((ad) => ad.id),
  );
  const totalItems = total ?? 0;
  return {
    products: ads.map((ad) => toTraderProduct(ad, counts.get(ad.id) ?? 0)),
    pagination: {
      currentPage: query.page,
      totalPages: Math.ceil(totalItems / query.limit),
      totalItems,
      itemsPerPage: query.limit,
    },
  };
}

/**
 * One product by id: the trader's own, or for an admin any product, by the rule of every listing change
 * (listings getOwnListing), so that an admin's edit through this area answers what it saved, as /api/user/ads/:id does.
 */
export async function getTraderProduct(
  db: DbOrTx,
  { viewer, id }: { viewer: Pick<UserRow, 'id' | 'role'>; id: string },
): Promise<TTraderProductView> {
  const isOwnerOnly = viewer.role !== 'admin';
  const where = isOwnerOnly ? sql`l.id = ${id} and l.seller_id = ${viewer.id}` : sql`l.id = ${id}`;
  const [view] = await selectListingViews(db, { where, viewerId: viewer.id });
  if (!view) throw new AppError('NOT_FOUND', 'validation.productNotFound');
  const counts = await orderCounts(db, [id]);
  return toTraderProduct(view, counts.get(id) ?? 0);
}
