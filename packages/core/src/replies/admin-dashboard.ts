import { z } from 'zod';
import { LISTING_KINDS } from '../rules/digital.js';
import { ORDER_STATUSES } from '../rules/orders.js';
import { ADMIN_ORDER_TABS } from '../schemas/admin.js';
import { DASHBOARD_PERIODS } from '../schemas/trader.js';
import { ZDoneReply, ZPaginationView, ZTimestamp } from './common.js';
import { ZDigitalStateView } from './digital-codes.js';
import { ZOrderView } from './orders.js';

/** A card of the admin dashboard: the period's figure against the period before (revenue in SAR). */
export const ZDashboardStatView = z.object({
  type: z.enum(['users', 'orders', 'revenue', 'products']),
  title: z.string(),
  value: z.number(),
  previous: z.number(),
  /** Percent, one decimal. */
  change: z.number(),
  period: z.enum(DASHBOARD_PERIODS),
});
export type TDashboardStatView = z.output<typeof ZDashboardStatView>;

export const ZDashboardStatsReply = z.object({
  success: z.literal(true),
  period: z.enum(DASHBOARD_PERIODS),
  stats: z.array(ZDashboardStatView),
});
export type TDashboardStatsReply = z.output<typeof ZDashboardStatsReply>;

export const ZDashboardCategoryView = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  nameAr: z.string(),
  icon: z.string(),
  color: z.string(),
  gamesCount: z.number().int(),
});
export type TDashboardCategoryView = z.output<typeof ZDashboardCategoryView>;

export const ZDashboardCategoriesReply = z.object({ success: z.literal(true), categories: z.array(ZDashboardCategoryView) });
export type TDashboardCategoriesReply = z.output<typeof ZDashboardCategoriesReply>;

/** A recent order on the dashboard; the customer shown is the ad owner (money in SAR). */
export const ZRecentOrderView = z.object({
  id: z.string(),
  orderId: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** What was sold, and a digital order's delivery, so the state reads as the order pages word it. */
  kind: z.enum(LISTING_KINDS),
  digital: ZDigitalStateView.nullable(),
  total: z.number(),
  createdAt: ZTimestamp,
  product: z.object({ name: z.string(), image: z.string(), price: z.number(), originalPrice: z.number() }),
  customer: z.object({ name: z.string(), verified: z.boolean(), location: z.string(), rating: z.number() }),
});
export type TRecentOrderView = z.output<typeof ZRecentOrderView>;

export const ZRecentOrdersReply = z.object({ success: z.literal(true), orders: z.array(ZRecentOrderView) });
export type TRecentOrdersReply = z.output<typeof ZRecentOrdersReply>;

/** A row of the admin's orders list (total in SAR). */
export const ZAdminOrderRowView = z.object({
  id: z.string(),
  _id: z.string(),
  orderId: z.string(),
  number: z.number().int(),
  customer: z.object({ id: z.string(), name: z.string(), type: z.enum(['Store', 'Person']) }),
  buyer: z.object({ id: z.string(), name: z.string() }),
  status: z.enum(ORDER_STATUSES),
  deliveryType: z.enum(['shipping', 'pickup']),
  /** What was sold (ADR 020): a digital order's states read differently (Code ready, Delivered by seller). */
  kind: z.enum(LISTING_KINDS),
  /** Pieces in the order. */
  items: z.number().int(),
  date: ZTimestamp,
  total: z.number(),
});
export type TAdminOrderRowView = z.output<typeof ZAdminOrderRowView>;

export const ZAdminOrdersReply = z.object({
  success: z.literal(true),
  orders: z.array(ZAdminOrderRowView),
  pagination: ZPaginationView,
});
export type TAdminOrdersReply = z.output<typeof ZAdminOrdersReply>;

/** Orders per tab of the admin's orders list. */
export const ZAdminOrderCountsView = z.object(
  Object.fromEntries(ADMIN_ORDER_TABS.map((tab) => [tab, z.number().int()])) as Record<(typeof ADMIN_ORDER_TABS)[number], z.ZodNumber>,
);
export type TAdminOrderCountsView = z.output<typeof ZAdminOrderCountsView>;

export const ZAdminOrderCountsReply = ZAdminOrderCountsView.extend({ success: z.literal(true) });
export type TAdminOrderCountsReply = z.output<typeof ZAdminOrderCountsReply>;

/** The full order for the admin: the order view with its money movements (SAR) and its timeline. */
export const ZAdminOrderDetailView = ZOrderView.extend({
  payments: z.array(z.object({ id: z.string(), kind: z.string(), description: z.string(), amount: z.number(), createdAt: ZTimestamp })),
  timeline: z.array(z.object({ key: z.enum(['placed', 'shipped', 'completed', 'canceled']), at: ZTimestamp })),
});
export type TAdminOrderDetailView = z.output<typeof ZAdminOrderDetailView>;

export const ZAdminOrderReply = z.object({ success: z.literal(true), order: ZAdminOrderDetailView });
export type TAdminOrderReply = z.output<typeof ZAdminOrderReply>;

export const ZAdminOrderUpdatedReply = z.object({ success: z.literal(true), message: z.string(), order: ZAdminOrderDetailView });
export type TAdminOrderUpdatedReply = z.output<typeof ZAdminOrderUpdatedReply>;

export const ZAdminOrderDeletedReply = ZDoneReply;
export type TAdminOrderDeletedReply = z.output<typeof ZAdminOrderDeletedReply>;

/** The admin header's search: up to five orders and five users (total in SAR). */
export const ZAdminSearchReply = z.object({
  success: z.literal(true),
  orders: z.array(
    z.object({
      id: z.string(),
      orderId: z.string(),
      status: z.enum(ORDER_STATUSES),
      total: z.number(),
      buyer: z.string(),
      seller: z.string(),
    }),
  ),
  users: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.string() })),
});
export type TAdminSearchReply = z.output<typeof ZAdminSearchReply>;
