import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionReadRateLimit } from '../../lib/route-limits.js';
import { requireUser } from '../../plugins/auth.js';
import { toSessionUser } from './session-user.js';
import { getSavedLanguage } from './settings.js';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/user/me', { config: sessionReadRateLimit(), schema: { tags: ['users'] } }, async (request) => {
    const user = requireUser(request);
    // The saved language travels with the user, so that a restored session shows it without another call.
    return { ...toSessionUser(user), language: await getSavedLanguage(app.db, user.id) };
  });
};
