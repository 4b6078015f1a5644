import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.js';
import { deleteNotification, listNotifications, markAllNotificationsRead, markNotificationRead } from './notify.js';

const ZId = z.object({ id: z.string().min(1).max(64) });
const ZPage = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

/** The bell of the general area over the notification service (the trader panel's calls are in modules/trader); sockets mirror them. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];
  for (const base of ['/api/user/notifications']) {
    app.get(base, { schema: { tags, querystring: ZPage } }, async (request) => ({
      success: true,
      ...(await listNotifications(app.db, { userId: requireUser(request).id, ...request.query })),
    }));
    app.patch(`${base}/:id/read`, { schema: { tags, params: ZId } }, async (request) => {
      await markNotificationRead(app.db, { userId: requireUser(request).id, id: request.params.id });
      return { success: true };
    });
    app.delete(`${base}/:id`, { schema: { tags, params: ZId } }, async (request) => {
      await deleteNotification(app.db, { userId: requireUser(request).id, id: request.params.id });
      return { success: true };
    });
    app.post(`${base}/mark-all-read`, { schema: { tags } }, async (request) => {
      await markAllNotificationsRead(app.db, requireUser(request).id);
      return { success: true };
    });
  }

  app.realtime.onSocket(async (socket, user) => {
    socket.emit('notifications', (await listNotifications(app.db, { userId: user.id, limit: 50 })).notifications);
    socket.on('mark_notification_read', async (id: unknown) => {
      await markNotificationRead(app.db, { userId: user.id, id: String(id) }).catch(() =>
        socket.emit('error', { message: 'Notification not found' }),
      );
    });
    socket.on('mark_all_notifications_read', async () => {
      await markAllNotificationsRead(app.db, user.id);
    });
  });
};
