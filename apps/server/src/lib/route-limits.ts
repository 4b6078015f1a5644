import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The per-IP limit of the sign-in routes (design §3), as route config. */
export const authRateLimit = (app: FastifyInstance) => ({
  rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 },
});

/** The per-IP limit of routes that take uploads. */
export const uploadRateLimit = (app: FastifyInstance) => ({
  rateLimit: { max: app.config.UPLOAD_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 },
});

/**
 * Generated documents per user and minute, of each kind: a statement reads and renders up to a year of movements, an
 * invoice draws a PDF, a data export reads everything held about the user.
 */
export const DOCUMENTS_PER_MINUTE = 10;

/** The limit of a document download (`kind`: statement, invoice, export), per user, so that it cannot keep the server busy. */
export const documentRateLimit = (kind: 'statement' | 'invoice' | 'export' | 'vat-report') => ({
  rateLimit: {
    max: DOCUMENTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => (request.user ? `${kind}:${request.user.id}` : `${kind}-ip:${request.ip}`),
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
