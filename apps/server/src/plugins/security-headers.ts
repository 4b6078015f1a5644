import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * The headers helmet sets (a content security policy of our own origin, with images from data: and blob: URLs and the
 * chat's sockets), read once from a response it is given: none depends on the request.
 */
function helmetHeaders() {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'connect-src': ["'self'", 'ws:', 'wss:'] },
    },
  })({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Helmet's security headers on every reply, given to the reply with its others. Helmet setting them on the raw
 * response cost about 7 µs a request (a tenth of a kept Home page's CPU): each was validated and stored on its own,
 * and it sent Node's `writeHead` down its slower path for every other header of the reply (ADR 065). A route may
 * still replace one (`reply.header('content-security-policy', …)`).
 */
export default fp(
  async (app: FastifyInstance) => {
    const headers = helmetHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
