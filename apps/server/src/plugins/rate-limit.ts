import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.js';

/**
 * Per-route limits (route `config.rateLimit`), kept in Redis when REDIS_URL is set so they hold across instances.
 * Routes opt in; there is no global limit.
 */
export default fp(
  async (app: FastifyInstance) => {
    const redis = app.config.REDIS_URL ? new Redis(app.config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false }) : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: 'gamesouq-rl:',
      skipOnError: false,
      errorResponseBuilder: (_request, context) => new AppError('RATE_LIMITED', undefined, { retryAfter: Math.ceil(context.ttl / 1000) }),
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
