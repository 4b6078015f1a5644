import {
  ZAuditLogReply,
  ZAuditQuery,
  ZBroadcastSentReply,
  ZChangePassword,
  ZPasswordChangedReply,
  ZSendNotification,
} from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.js';
import { noteAudit } from './audit.js';
import { listAuditLog } from './audit-log.js';
import { sendAdminNotification } from './broadcast.js';
import { changeAdminPassword } from './change-admin-password.js';

/** Notification centre, audit log and the admin's password; the admin guard of /api/admin/* applies. */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.post(
    '/api/admin/notifications',
    { schema: { tags, body: ZSendNotification, response: { 200: ZBroadcastSentReply } } },
    async (request) => {
      const { sent, recipients } = await sendAdminNotification(app.db, app.realtime, request.body);
      noteAudit(request, {
        action: 'notifications.send',
        entityType: 'notification',
        after: { subject: request.body.subject, content: request.body.content, type: request.body.type, recipients },
      });
      return { success: true as const, message: 'Notification sent successfully', sent };
    },
  );

  app.get('/api/admin/audit-log', { schema: { tags, querystring: ZAuditQuery, response: { 200: ZAuditLogReply } } }, async (request) => ({
    success: true as const,
    ...(await listAuditLog(app.db, request.query)),
  }));

  app.put(
    '/api/admin/profile/password',
    { schema: { tags, body: ZChangePassword, response: { 200: ZPasswordChangedReply } } },
    async (request) => {
      const admin = requireUser(request);
      const tokens = await changeAdminPassword(app.db, { admin, secret: app.secret, ...request.body });
      noteAudit(request, { action: 'profile.password', entityType: 'user', entityId: admin.id });
      return { success: true as const, msg: 'Password changed successfully', message: 'Password changed successfully', ...tokens };
    },
  );
};
