import {
  ZAdminDashboardQuery,
  ZAdminOrderCountsReply,
  ZAdminOrderDeletedReply,
  ZAdminOrderEdit,
  ZAdminOrderReply,
  ZAdminOrdersQuery,
  ZAdminOrdersReply,
  ZAdminOrderUpdatedReply,
  ZAdminSearchQuery,
  ZAdminSearchReply,
  ZDashboardCategoriesReply,
  ZDashboardStatsReply,
  ZRecentOrdersReply,
} from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireUser } from '../../lib/require-user.js';
import { adminOrderDetail, countAdminOrders, deleteAdminOrder, editAdminOrder, listAdminOrders } from './admin-orders.js';
import { categoriesSummary, dashboardStats, recentOrders } from './dashboard.js';
import { adminSearch } from './header-search.js';

const ZOrderKey = z.object({ id: z.string().min(1).max(64) });

/** Dashboard, orders and the header search of admin.md; the admin guard of /api/admin/* applies. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.get(
    '/api/admin/dashboard/stats',
    { schema: { tags, querystring: ZAdminDashboardQuery, response: { 200: ZDashboardStatsReply } } },
    async (request) => ({
      success: true as const,
      period: request.query.period,
      stats: await dashboardStats(app.db, request.query.period),
    }),
  );
  app.get('/api/admin/dashboard/categories', { schema: { tags, response: { 200: ZDashboardCategoriesReply } } }, async () => ({
    success: true as const,
    categories: await categoriesSummary(app.db),
  }));
  app.get('/api/admin/dashboard/recent-orders', { schema: { tags, response: { 200: ZRecentOrdersReply } } }, async () => ({
    success: true as const,
    orders: await recentOrders(app.db),
  }));

  app.get(
    '/api/admin/orders',
    { schema: { tags, querystring: ZAdminOrdersQuery, response: { 200: ZAdminOrdersReply } } },
    async (request) => ({
      success: true as const,
      ...(await listAdminOrders(app.db, request.query)),
    }),
  );
  app.get('/api/admin/orders/counts', { schema: { tags, response: { 200: ZAdminOrderCountsReply } } }, async () => ({
    success: true as const,
    ...(await countAdminOrders(app.db)),
  }));
  app.get('/api/admin/orders/:id', { schema: { tags, params: ZOrderKey, response: { 200: ZAdminOrderReply } } }, async (request) => ({
    success: true as const,
    order: await adminOrderDetail(app.db, {
      key: request.params.id,
      admin: requireUser(request),
      releaseDays: app.config.ESCROW_RELEASE_DAYS,
    }),
  }));
  app.put(
    '/api/admin/orders/:id',
    { schema: { tags, params: ZOrderKey, body: ZAdminOrderEdit, response: { 200: ZAdminOrderUpdatedReply } } },
    async (request) => {
      const admin = requireUser(request);
      const { after } = await editAdminOrder(app.db, { key: request.params.id, admin, actor: actorOf(request), edit: request.body });
      return {
        success: true as const,
        message: 'Order updated successfully',
        order: await adminOrderDetail(app.db, { key: after.id, admin, releaseDays: app.config.ESCROW_RELEASE_DAYS }),
      };
    },
  );
  app.delete(
    '/api/admin/orders/:id',
    { schema: { tags, params: ZOrderKey, response: { 200: ZAdminOrderDeletedReply } } },
    async (request) => {
      await deleteAdminOrder(app.db, actorOf(request), request.params.id);
      return { success: true as const, message: 'Order deleted successfully' };
    },
  );

  app.get(
    '/api/admin/search',
    { schema: { tags, querystring: ZAdminSearchQuery, response: { 200: ZAdminSearchReply } } },
    async (request) => ({
      success: true as const,
      ...(await adminSearch(app.db, request.query.q)),
    }),
  );
};
