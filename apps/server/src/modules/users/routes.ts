import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionReadRateLimit } from '../../lib/route-limits.js';
import { requireUser } from '../../plugins/auth.js';
import { toSessionUser } from './session-user.js';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/user/me', { config: sessionReadRateLimit(), schema: { tags: ['users'] } }, async (request) =>
    toSessionUser(requireUser(request)),
  );
};
