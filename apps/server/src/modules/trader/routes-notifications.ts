import { ZDoneReply, ZTraderNotificationsReply } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/require-user.js';
import { deleteNotification, listTraderNotifications, markAllNotificationsRead, markNotificationRead } from './trader-notifications.js';

const ZId = z.object({ id: z.string().min(1).max(64) });
const ZPage = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

/** The trader panel's notifications (seller §7): the general notification service, with the panel's types. */
export const traderNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['trader'];
  const base = '/api/trader/notifications';

  app.get(base, { schema: { tags, querystring: ZPage, response: { 200: ZTraderNotificationsReply } } }, async (request) => {
    return { success: true as const, ...(await listTraderNotifications(app.db, { userId: requireUser(request).id, ...request.query })) };
  });

  app.patch(`${base}/:id/read`, { schema: { tags, params: ZId, response: { 200: ZDoneReply } } }, async (request) => {
    await markNotificationRead(app.db, { userId: requireUser(request).id, id: request.params.id });
    return { success: true as const };
  });

  app.delete(`${base}/:id`, { schema: { tags, params: ZId, response: { 200: ZDoneReply } } }, async (request) => {
    await deleteNotification(app.db, { userId: requireUser(request).id, id: request.params.id });
    return { success: true as const };
  });

  app.post(`${base}/mark-all-read`, { schema: { tags, response: { 200: ZDoneReply } } }, async (request) => {
    await markAllNotificationsRead(app.db, requireUser(request).id);
    return { success: true as const };
  });
};
