import { ZAuditLogReply, ZAuditQuery } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAuditLog } from './audit-log.js';

/** The audit log for admins; the admin guard of /api/admin/* applies. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit-log',
    { schema: { tags: ['admin'], querystring: ZAuditQuery, response: { 200: ZAuditLogReply } } },
    async (request) => ({
      success: true as const,
      ...(await listAuditLog(app.db, request.query)),
    }),
  );
};
