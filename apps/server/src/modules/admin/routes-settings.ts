import { ZBroadcastSentReply, ZChangePassword, ZPasswordChangedReply, ZSendNotification } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireUser } from '../../lib/require-user.js';
import { sendAdminNotification } from './broadcast.js';
import { changeAdminPassword } from './change-admin-password.js';

/** Notification centre and the admin's password; the admin guard of /api/admin/* applies. */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.post(
    '/api/admin/notifications',
    { schema: { tags, body: ZSendNotification, response: { 200: ZBroadcastSentReply } } },
    async (request) => {
      const { sent } = await sendAdminNotification(app.db, actorOf(request), request.body);
      return { success: true as const, message: 'Notification sent successfully', sent };
    },
  );

  app.put(
    '/api/admin/profile/password',
    { schema: { tags, body: ZChangePassword, response: { 200: ZPasswordChangedReply } } },
    async (request) => {
      const admin = requireUser(request);
      const tokens = await changeAdminPassword(app.db, { admin, actor: actorOf(request), secret: app.secret, ...request.body });
      return { success: true as const, msg: 'Password changed successfully', message: 'Password changed successfully', ...tokens };
    },
  );
};
