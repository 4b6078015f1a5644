import { ZMeReply, ZPublicProfileReply } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/require-user.js';
import { sessionReadRateLimit } from '../../lib/route-limits.js';
import { publicProfileView } from './public-profile.js';
import { toSessionUser } from './session-user.js';
import { getSavedDisplay } from './settings.js';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/user/me', { config: sessionReadRateLimit(), schema: { tags: ['users'], response: { 200: ZMeReply } } }, async (request) => {
    const user = requireUser(request);
    // The saved language travels with the user, so that a restored session shows it without another call.
    return { ...toSessionUser(user), ...(await getSavedDisplay(app.db, user.id)) };
  });

  // A seller's profile as buyers see it; the owner's Privacy setting decides how much (seller §2.14).
  app.get(
    '/api/users/:id/profile',
    { schema: { tags: ['users'], params: z.object({ id: z.string().min(1).max(64) }), response: { 200: ZPublicProfileReply } } },
    async (request) => ({
      success: true as const,
      profile: await publicProfileView(app.db, { userId: request.params.id, viewer: request.user }),
    }),
  );
};
