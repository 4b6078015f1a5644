import {
  canMoveOrder,
  type ORDER_SORTS,
  ORDER_STATUSES,
  type ORDER_TABS,
  type OrderStatus,
  type TOrderProofView,
  type TPaginationView,
  type TTraderOrderView,
} from '@gamesouq/core';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { listProofs, type OrderView, orders, selectOrders } from '../orders/index.js';
import { visibleAvatars } from '../users/index.js';

type Query = {
  page: number;
  limit: number;
  tab?: (typeof ORDER_TABS)[number];
  status?: OrderStatus | 'cancelled';
  sort: (typeof ORDER_SORTS)[number];
  search?: string;
};

/** The panel's tabs (seller §2.12): Pending holds pending and processing, More everything not completed or pending. */
const TABS: Record<NonNullable<Query['tab']>, SQL> = {
  completed: sql`o.status = 'completed'`,
  pending: sql`o.status in ('pending', 'processing')`,
  more: sql`o.status not in ('completed', 'pending', 'processing')`,
};

const SORTS: Record<Query['sort'], SQL> = {
  date: sql`o.created_at desc, o.id desc`,
  customer: sql`b.name asc, o.created_at desc, o.id desc`,
  total: sql`o.total desc, o.id desc`,
  status: sql`o.status asc, o.created_at desc, o.id desc`,
};

/** What the seller may do next with the order, by the one state machine. */
const nextStatuses = (order: OrderView) =>
  ORDER_STATUSES.filter((to) => canMoveOrder({ actor: 'seller', from: order.status, to, delivery: order.deliveryType, kind: order.kind }));

/** An order as the trader panel shows it (seller §3 trader order), on top of the general order view. */
export function toTraderOrder(
  order: OrderView,
  { avatar = null, proofs = [] }: { avatar?: string | null; proofs?: TOrderProofView[] } = {},
): TTraderOrderView {
  const address = order.shippingAddress ?? {};
  return {
    ...order,
    date: order.created_at,
    customer: { name: order.buyer.name, email: order.buyer.email, avatar },
    shippingInfo: {
      name: address.fullName ?? order.buyer.name,
      phone: address.phone || order.buyer.phone,
      address: [address.address, address.city].filter(Boolean).join(', '),
    },
    nextStatuses: nextStatuses(order),
    proofs,
  };
}

export async function findTraderOrders(
  db: DbOrTx,
  { sellerId, query, releaseDays }: { sellerId: string; query: Query; releaseDays: number },
): Promise<{ orders: TTraderOrderView[]; pagination: TPaginationView }> {
  const conditions: SQL[] = [sql`o.seller_id = ${sellerId} and o.payment_status <> 'unpaid'`];
  if (query.tab) conditions.push(TABS[query.tab]);
  if (query.status) conditions.push(sql`o.status = ${query.status === 'cancelled' ? 'canceled' : query.status}`);
  if (query.search) {
    const pattern = `%${query.search.replace(/^#/, '').replace(/[%_\\]/g, '\\$&')}%`;
    conditions.push(sql`(o.number::text like ${pattern} or b.name ilike ${pattern}
      or exists (select 1 from order_items i where i.order_id = o.id and i.title ilike ${pattern}))`);
  }
  const where = sql.join(conditions, sql` and `);
  const [orders, count] = await Promise.all([
    selectOrders(db, {
      where,
      viewerId: sellerId,
      releaseDays,
      orderBy: SORTS[query.sort],
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    db.execute(sql`select count(*)::int as total from orders o join users b on b.id = o.buyer_id where ${where}`),
  ]);
  const totalItems = Number((count.rows[0] as { total: number }).total);
  const avatars = await visibleAvatars(db, { userIds: orders.map((order) => order.buyer.id), viewer: { id: sellerId, role: 'trader' } });
  return {
    orders: orders.map((order) => toTraderOrder(order, { avatar: avatars.get(order.buyer.id) })),
    pagination: { currentPage: query.page, totalPages: Math.ceil(totalItems / query.limit), totalItems, itemsPerPage: query.limit },
  };
}

/** One of the trader's own sales; another seller's order, or a purchase, is 404. */
export async function getTraderOrder(
  db: DbOrTx,
  { sellerId, id, releaseDays }: { sellerId: string; id: string; releaseDays: number },
): Promise<TTraderOrderView> {
  const [order] = await selectOrders(db, {
    where: sql`o.id = ${id} and o.seller_id = ${sellerId} and o.payment_status <> 'unpaid'`,
    viewerId: sellerId,
    releaseDays,
  });
  if (!order) throw new AppError('NOT_FOUND', 'errors.orderNotFound');
  const avatars = await visibleAvatars(db, { userIds: [order.buyer.id], viewer: { id: sellerId, role: 'trader' } });
  return toTraderOrder(order, { avatar: avatars.get(order.buyer.id), proofs: await listProofs(db, { orderId: id, area: 'trader' }) });
}

/** The trader panel works on the trader's sales only: their purchases and other sellers' orders are 404 here. */
export async function assertOwnSale(db: DbOrTx, { orderId, sellerId }: { orderId: string; sellerId: string }) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.sellerId, sellerId)));
  if (!row) throw new AppError('NOT_FOUND', 'errors.orderNotFound');
}
