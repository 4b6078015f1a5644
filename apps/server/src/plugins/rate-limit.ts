import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The connection to REDIS_URL that the limits use (and the readiness check pings); null without Redis. */
    redis: Redis | null;
  }
}

/**
 * Per-route limits (route `config.rateLimit`), kept in Redis when REDIS_URL is set so they hold across instances.
 * Routes opt in; there is no global limit.
 */
export default fp(
  async (app: FastifyInstance) => {
    const redis = app.config.REDIS_URL ? new Redis(app.config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false }) : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    app.decorate('redis', redis ?? null);
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: `${app.config.REDIS_PREFIX}rl:`,
      skipOnError: false,
      errorResponseBuilder: (_request, context) => new AppError('RATE_LIMITED', undefined, { retryAfter: Math.ceil(context.ttl / 1000) }),
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
