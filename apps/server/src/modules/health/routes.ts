import { ZHealthReply, ZReadyReply } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDatabaseUp } from './database-health.js';
import { readiness } from './readiness.js';

/**
 * The liveness check (/health) of the test servers and the admin dashboard: public, and 503 without the database; and
 * the readiness check (/ready) that load balancers route by.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], security: [], response: { 200: ZHealthReply, 503: ZHealthReply } } },
    async (_request, reply) => {
      if (await isDatabaseUp(app.db)) return { status: 'ok' as const, db: 'ok' as const };
      return reply.status(503).send({ status: 'error', db: 'unreachable' });
    },
  );

  app.get(
    '/ready',
    { schema: { tags: ['health'], security: [], response: { 200: ZReadyReply, 503: ZReadyReply } } },
    async (_request, reply) => {
      const ready = await readiness({ db: app.db, redis: app.redis, storage: app.storage, isStopping: app.lifecycle.isStopping });
      return reply.status(ready.status === 'ok' ? 200 : 503).send(ready);
    },
  );
};
