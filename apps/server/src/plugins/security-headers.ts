import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Helmet's security headers on every reply (a content security policy of our own origin, with images from data: and
 * blob: URLs and the chat's sockets). The middleware is made once: @fastify/helmet made it again, parsing the policy,
 * for every request (about 6 µs each).
 */
export default fp(
  async (app: FastifyInstance) => {
    const setHeaders = helmet({
      contentSecurityPolicy: {
        directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'connect-src': ["'self'", 'ws:', 'wss:'] },
      },
    });
    app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
  },
  { name: 'security-headers' },
);
