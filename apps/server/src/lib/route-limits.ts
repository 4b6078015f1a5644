import type { FastifyInstance } from 'fastify';

/** The per-IP limit of the sign-in routes (design §3), as route config. */
export const authRateLimit = (app: FastifyInstance) => ({
  rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 },
});

/** The per-IP limit of routes that take uploads. */
export const uploadRateLimit = (app: FastifyInstance) => ({
  rateLimit: { max: app.config.UPLOAD_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 },
});
