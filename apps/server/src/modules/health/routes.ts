import { ZHealthReply } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDatabaseUp } from './database-health.js';

/** The liveness check of load balancers, the test servers and the admin dashboard: public, and 503 without the database. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], security: [], response: { 200: ZHealthReply, 503: ZHealthReply } } },
    async (_request, reply) => {
      if (await isDatabaseUp(app.db)) return { status: 'ok' as const, db: 'ok' as const };
      return reply.status(503).send({ status: 'error', db: 'unreachable' });
    },
  );
};
