import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseUp } from './database-health.js';

const ZHealth = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'unreachable']) });

/** The liveness check of load balancers, the test servers and the admin dashboard: public, and 503 without the database. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['health'], security: [], response: { 200: ZHealth, 503: ZHealth } } }, async (_request, reply) => {
    if (await isDatabaseUp(app.db)) return { status: 'ok' as const, db: 'ok' as const };
    return reply.status(503).send({ status: 'error', db: 'unreachable' });
  });
};
