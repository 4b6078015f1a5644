import { ZAdminDashboardQuery, ZAdminOrderEdit, ZAdminOrdersQuery, ZAdminSearchQuery } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/require-user.js';
import { adminOrderDetail, countAdminOrders, deleteAdminOrder, editAdminOrder, listAdminOrders } from './admin-orders.js';
import { categoriesSummary, dashboardStats, recentOrders } from './dashboard.js';
import { adminSearch } from './header-search.js';

const ZOrderKey = z.object({ id: z.string().min(1).max(64) });

/** Dashboard, orders and the header search of admin.md; the admin guard of /api/admin/* applies. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.get('/api/admin/dashboard/stats', { schema: { tags, querystring: ZAdminDashboardQuery } }, async (request) => ({
    success: true,
    period: request.query.period,
    stats: await dashboardStats(app.db, request.query.period),
  }));
  app.get('/api/admin/dashboard/categories', { schema: { tags } }, async () => ({
    success: true,
    categories: await categoriesSummary(app.db),
  }));
  app.get('/api/admin/dashboard/recent-orders', { schema: { tags } }, async () => ({ success: true, orders: await recentOrders(app.db) }));

  app.get('/api/admin/orders', { schema: { tags, querystring: ZAdminOrdersQuery } }, async (request) => ({
    success: true,
    ...(await listAdminOrders(app.db, request.query)),
  }));
  app.get('/api/admin/orders/counts', { schema: { tags } }, async () => ({ success: true, ...(await countAdminOrders(app.db)) }));
  app.get('/api/admin/orders/:id', { schema: { tags, params: ZOrderKey } }, async (request) => ({
    success: true,
    order: await adminOrderDetail(app.db, {
      key: request.params.id,
      admin: requireUser(request),
      releaseDays: app.config.ESCROW_RELEASE_DAYS,
    }),
  }));
  app.put('/api/admin/orders/:id', { schema: { tags, params: ZOrderKey, body: ZAdminOrderEdit } }, async (request) => {
    const admin = requireUser(request);
    const { before, after } = await editAdminOrder(app.db, { key: request.params.id, admin, edit: request.body });
    request.noteAudit({ action: 'orders.update', entityType: 'order', entityId: after.id, before, after });
    return {
      success: true,
      message: 'Order updated successfully',
      order: await adminOrderDetail(app.db, { key: after.id, admin, releaseDays: app.config.ESCROW_RELEASE_DAYS }),
    };
  });
  app.delete('/api/admin/orders/:id', { schema: { tags, params: ZOrderKey } }, async (request) => {
    const before = await deleteAdminOrder(app.db, request.params.id);
    request.noteAudit({ action: 'orders.delete', entityType: 'order', entityId: before.id, before, after: null });
    return { success: true, message: 'Order deleted successfully' };
  });

  app.get('/api/admin/search', { schema: { tags, querystring: ZAdminSearchQuery } }, async (request) => ({
    success: true,
    ...(await adminSearch(app.db, request.query.q)),
  }));
};
