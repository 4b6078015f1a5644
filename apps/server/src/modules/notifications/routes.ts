import { ZDoneReply, ZNoArgs, ZNotificationRefArgs, ZNotificationsReply } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/require-user.js';
import { socketEvents } from '../realtime/handle-event.js';
import { deleteNotification, listNotifications, markAllNotificationsRead, markNotificationRead, pushNotificationsRead } from './notify.js';

const ZId = z.object({ id: z.string().min(1).max(64) });
const ZPage = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

/** The bell of the general area over the notification service (the trader panel's calls are in modules/trader); sockets mirror them. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];
  for (const base of ['/api/user/notifications']) {
    app.get(base, { schema: { tags, querystring: ZPage, response: { 200: ZNotificationsReply } } }, async (request) => ({
      success: true as const,
      ...(await listNotifications(app.db, { userId: requireUser(request).id, ...request.query })),
    }));
    app.patch(`${base}/:id/read`, { schema: { tags, params: ZId, response: { 200: ZDoneReply } } }, async (request) => {
      const userId = requireUser(request).id;
      await markNotificationRead(app.db, { userId, id: request.params.id });
      await pushNotificationsRead(app.db, app.realtime, { userId, ids: [request.params.id] });
      return { success: true as const };
    });
    app.delete(`${base}/:id`, { schema: { tags, params: ZId, response: { 200: ZDoneReply } } }, async (request) => {
      const userId = requireUser(request).id;
      await deleteNotification(app.db, { userId, id: request.params.id });
      // A deleted unread notification no longer counts either.
      await pushNotificationsRead(app.db, app.realtime, { userId, ids: [request.params.id] });
      return { success: true as const };
    });
    app.post(`${base}/mark-all-read`, { schema: { tags, response: { 200: ZDoneReply } } }, async (request) => {
      const userId = requireUser(request).id;
      await markAllNotificationsRead(app.db, userId);
      await pushNotificationsRead(app.db, app.realtime, { userId, isAll: true });
      return { success: true as const };
    });
  }

  app.realtime.onSocket(async (socket, user) => {
    const on = socketEvents(socket, app.log);
    on('mark_notification_read', ZNotificationRefArgs, async ({ id }) => {
      await markNotificationRead(app.db, { userId: user.id, id });
      await pushNotificationsRead(app.db, app.realtime, { userId: user.id, ids: [id] });
      return { id };
    });
    on('mark_all_notifications_read', ZNoArgs, async () => {
      await markAllNotificationsRead(app.db, user.id);
      await pushNotificationsRead(app.db, app.realtime, { userId: user.id, isAll: true });
      return undefined;
    });
    socket.emit('notifications', (await listNotifications(app.db, { userId: user.id, limit: 50 })).notifications);
  });
};
