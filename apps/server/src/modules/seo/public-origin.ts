import type { FastifyRequest } from 'fastify';

/**
 * The origin of the absolute URLs public pages carry (canonical, hreflang, og:image, sitemaps): PUBLIC_URL when set,
 * as it must be in production behind a proxy, else the address the request came to.
 */
export const publicOrigin = (request: FastifyRequest) =>
  (request.server.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
