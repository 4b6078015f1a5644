import { canUseAdminArea, canUseTraderArea } from '@gamesouq/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { requireUser } from '../lib/require-user.js';
import { assertNotSuspended } from '../modules/auth/session-reply.js';
import { findTokenUser } from '../modules/auth/tokens.js';
import type { UserRow } from '../modules/users/tables.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, loaded fresh so that a role change or suspension takes effect at once; null when anonymous. */
    user: UserRow | null;
    /** The session (refresh family) the access token belongs to, so that logout can end it; null when anonymous. */
    sessionId: string | null;
  }
}

/**
 * Route families and who may call them (design §3), matched on the pattern of the route Fastify found, never on the
 * raw URL: the router decodes `%61dmin` to `admin`, a string test on the URL does not (docs/decisions/004).
 */
const GUARDS: { prefix: string; isAllowed: (role: string) => boolean; deny: 'ADMIN_ONLY' | 'TRADER_ONLY' | null }[] = [
  { prefix: '/api/admin/', isAllowed: canUseAdminArea, deny: 'ADMIN_ONLY' },
  { prefix: '/api/trader/', isAllowed: canUseTraderArea, deny: 'TRADER_ONLY' },
  { prefix: '/api/user/', isAllowed: () => true, deny: null },
];
const PUBLIC_PREFIXES = ['/api/user/auth/'];
/**
 * Reads inside `/api/user/*` that the public pages need (docs/decisions/017): a visitor browses home, products and
 * sellers. Keyed by method and pattern because `/api/user/ads/:id` also names the owner's PUT and DELETE.
 */
const PUBLIC_ROUTES = new Set(['GET /api/user/banners', 'GET /api/user/ads/all', 'GET /api/user/ads/related/:id', 'GET /api/user/ads/:id']);

/** HEAD answers as its GET does, so it is as public as its GET. */
const isPublicRoute = ({ method, path }: { method: string; path: string }) =>
  PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix)) || PUBLIC_ROUTES.has(`${method === 'HEAD' ? 'GET' : method} ${path}`);

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      if (token) {
        const found = await findTokenUser(app.db, { secret: app.secret, token });
        if (found) {
          assertNotSuspended(found.user);
          request.user = found.user;
          request.sessionId = found.sessionId;
        }
      }
      // An unknown path has no route: the 404 handler answers it (design §2), whoever asks.
      const path = request.is404 ? undefined : request.routeOptions.url;
      if (!path || isPublicRoute({ method: request.method, path })) return;
      const guard = GUARDS.find((g) => path.startsWith(g.prefix));
      if (!guard) return;
      const user = requireUser(request);
      if (!guard.isAllowed(user.role) && guard.deny) throw new AppError(guard.deny);
    });
  },
  { name: 'auth', dependencies: ['config', 'errors'] },
);
