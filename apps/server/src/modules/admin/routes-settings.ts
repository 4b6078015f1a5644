import { ZBroadcastSentReply, ZChangePassword, ZPasswordChangedReply, ZSendNotification } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/require-user.js';
import { sendAdminNotification } from './broadcast.js';
import { changeAdminPassword } from './change-admin-password.js';

/** Notification centre and the admin's password; the admin guard of /api/admin/* applies. */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.post(
    '/api/admin/notifications',
    { schema: { tags, body: ZSendNotification, response: { 200: ZBroadcastSentReply } } },
    async (request) => {
      const { sent, recipients } = await sendAdminNotification(app.db, request.body);
      request.noteAudit({
        action: 'notifications.send',
        entityType: 'notification',
        after: { subject: request.body.subject, content: request.body.content, type: request.body.type, recipients },
      });
      return { success: true as const, message: 'Notification sent successfully', sent };
    },
  );

  app.put(
    '/api/admin/profile/password',
    { schema: { tags, body: ZChangePassword, response: { 200: ZPasswordChangedReply } } },
    async (request) => {
      const admin = requireUser(request);
      const tokens = await changeAdminPassword(app.db, { admin, secret: app.secret, ...request.body });
      request.noteAudit({ action: 'profile.password', entityType: 'user', entityId: admin.id });
      return { success: true as const, msg: 'Password changed successfully', message: 'Password changed successfully', ...tokens };
    },
  );
};
