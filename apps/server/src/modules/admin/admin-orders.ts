import {
  type AdminOrderTab,
  type DeliveryMode,
  halalasToSar,
  type ListingKind,
  type OrderStatus,
  type TAdminOrderCountsView,
  type TAdminOrderDetailView,
  type TAdminOrderEdit,
  type TAdminOrderRowView,
  type TPaginationView,
} from '@gamesouq/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../audit/index.js';
import { archiveOrder, editOrderAsAdmin, selectOrders } from '../orders/index.js';
import type { UserRow } from '../users/index.js';

const TAB_WHERE: Record<AdminOrderTab, SQL> = {
  all: sql`true`,
  traders: sql`s.role = 'trader'`,
  person: sql`s.role <> 'trader'`,
  awaiting: sql`o.status in ('pending', 'processing')`,
  shipped: sql`o.status in ('shipped', 'ready_for_pickup')`,
  delivered: sql`o.status = 'completed'`,
};
const SORTS = {
  date: sql`o.created_at desc, o.id desc`,
  amount: sql`o.total desc, o.id desc`,
  status: sql`o.status, o.created_at desc, o.id desc`,
};

/** "#100012", "100012" and the opaque id all name the same order. */
export function orderKeySql(key: string): SQL {
  const value = key.trim().replace(/^#/, '');
  return /^\d{1,9}$/.test(value) ? sql`(o.number = ${Number(value)} or o.id = ${value})` : sql`o.id = ${value}`;
}

function searchSql(search?: string): SQL {
  const value = search?.trim();
  if (!value) return sql`true`;
  const like = `%${value}%`;
  const byNumber = /^#?\d{1,9}$/.test(value) ? sql` or o.number = ${Number(value.replace('#', ''))}` : sql``;
  return sql`(s.name ilike ${like} or b.name ilike ${like} or s.email ilike ${like} or b.email ilike ${like}${byNumber})`;
}

type ListQuery = { type: AdminOrderTab; sort: keyof typeof SORTS; search?: string; page: number; limit: number };

export async function listAdminOrders(
  db: Db,
  { type, sort, search, page, limit }: ListQuery,
): Promise<{ orders: TAdminOrderRowView[]; pagination: TPaginationView }> {
  const where = sql`o.archived_at is null and ${TAB_WHERE[type]} and ${searchSql(search)}`;
  const from = sql`from orders o join users s on s.id = o.seller_id join users b on b.id = o.buyer_id`;
  const [rows, count] = await Promise.all([
    db.execute(sql`
      select o.id, o.number, o.status, o.delivery_type, o.kind, o.total, o.created_at, s.id as seller_id, s.name as seller_name,
        s.role as seller_role, b.id as buyer_id, b.name as buyer_name,
        (select coalesce(sum(quantity), 0) from order_items i where i.order_id = o.id)::int as items
      ${from} where ${where} order by ${SORTS[sort]} limit ${limit} offset ${(page - 1) * limit}`),
    db.execute(sql`select count(*)::int as total ${from} where ${where}`),
  ]);
  const totalItems = Number((count.rows[0] as { total: number }).total);
  return {
    orders: (rows.rows as Record<string, unknown>[]).map((row) => ({
      id: String(row.id),
      _id: String(row.id),
      orderId: `#${row.number}`,
      number: Number(row.number),
      customer: { id: String(row.seller_id), name: String(row.seller_name), type: row.seller_role === 'trader' ? 'Store' : 'Person' },
      buyer: { id: String(row.buyer_id), name: String(row.buyer_name) },
      status: row.status as OrderStatus,
      deliveryType: row.delivery_type as DeliveryMode,
      kind: row.kind as ListingKind,
      items: Number(row.items),
      date: new Date(String(row.created_at)).toISOString(),
      total: halalasToSar(Number(row.total)),
    })),
    pagination: { currentPage: page, totalPages: Math.ceil(totalItems / limit), totalItems, itemsPerPage: limit },
  };
}

export async function countAdminOrders(db: Db): Promise<TAdminOrderCountsView> {
  const filters = Object.entries(TAB_WHERE).map(([tab, where]) => sql`count(*) filter (where ${where})::int as ${sql.identifier(tab)}`);
  const result = await db.execute(sql`
    select ${sql.join(filters, sql`, `)}
    from orders o join users s on s.id = o.seller_id where o.archived_at is null`);
  return result.rows[0] as TAdminOrderCountsView;
}

/** The full order for the admin: items, money, parties, payment history from the ledger and the timeline. */
export async function adminOrderDetail(
  db: Db,
  { key, admin, releaseDays }: { key: string; admin: UserRow; releaseDays: number },
): Promise<TAdminOrderDetailView> {
  const [order] = await selectOrders(db, {
    where: sql`${orderKeySql(key)} and o.archived_at is null`,
    viewerId: admin.id,
    releaseDays,
    limit: 1,
  });
  if (!order) throw new AppError('NOT_FOUND', 'errors.orderNotFound');
  const payments = await db.execute(sql`
    select e.id, e.kind, e.description, e.created_at,
      (select coalesce(sum(l.amount), 0) from journal_lines l where l.entry_id = e.id and l.amount > 0)::bigint as amount
    from journal_entries e where e.order_id = ${order.id} order by e.created_at, e.id`);
  const steps: { key: TAdminOrderDetailView['timeline'][number]['key']; at: string | null }[] = [
    { key: 'placed', at: order.created_at },
    { key: 'shipped', at: order.shipped_at },
    { key: 'completed', at: order.completed_at },
    { key: 'canceled', at: order.canceled_at },
  ];
  const timeline = steps.flatMap(({ key, at }) => (at ? [{ key, at }] : []));
  return {
    ...order,
    payments: (payments.rows as Record<string, unknown>[]).map((row) => ({
      id: String(row.id),
      kind: String(row.kind),
      description: String(row.description),
      amount: halalasToSar(Number(row.amount)),
      createdAt: new Date(String(row.created_at)).toISOString(),
    })),
    timeline,
  };
}

async function resolveOrderId(db: Db, key: string) {
  const result = await db.execute(sql`select o.id from orders o where ${orderKeySql(key)} and o.archived_at is null limit 1`);
  const id = (result.rows[0] as { id?: string } | undefined)?.id;
  if (!id) throw new AppError('NOT_FOUND', 'errors.orderNotFound');
  return id;
}

/** Edit order: the status goes through the order state machine as the admin actor; the shipping address is replaced. */
export async function editAdminOrder(
  db: Db,
  { key, admin, actor, edit }: { key: string; admin: UserRow; actor: Actor; edit: TAdminOrderEdit },
) {
  return editOrderAsAdmin(db, { orderId: await resolveOrderId(db, key), admin, actor, edit });
}

/** Deleting takes a settled order (completed or cancelled) out of the admin lists; money history stays intact. */
export async function deleteAdminOrder(db: Db, actor: Actor, key: string) {
  return archiveOrder(db, { orderId: await resolveOrderId(db, key), actor });
}
