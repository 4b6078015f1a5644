import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The per-IP limit of the sign-in routes (design §3), as route config. */
export const authRateLimit = (app: FastifyInstance) => ({
  rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 },
});

/** The per-IP limit of routes that take uploads. */
export const uploadRateLimit = (app: FastifyInstance) => ({
  rateLimit: { max: app.config.UPLOAD_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 },
});

/** Statements per user and minute: each one reads and renders up to a year of movements (a PDF or a CSV file). */
export const STATEMENTS_PER_MINUTE = 10;

/** The limit of the wallet statement download, per user like the session reads, so that it cannot keep the server busy. */
export const statementRateLimit = () => ({
  rateLimit: {
    max: STATEMENTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => (request.user ? `statement:${request.user.id}` : `statement-ip:${request.ip}`),
  },
});

/** Reads of the signed-in user per minute; the web app makes one at every page load and window focus. */
export const SESSION_READS_PER_MINUTE = 300;

/** The limit of GET /api/user/me: per user, so that colleagues behind one office address never share it. */
export const sessionReadRateLimit = () => ({
  rateLimit: {
    max: SESSION_READS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => (request.user ? `me:${request.user.id}` : `me-ip:${request.ip}`),
  },
});
