import { ZHealthReply } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The liveness check of load balancers, the test servers and the admin dashboard: public, and 503 without the database. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], security: [], response: { 200: ZHealthReply, 503: ZHealthReply } } },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, db: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'error', db: 'unreachable' });
      }
    },
  );
};
