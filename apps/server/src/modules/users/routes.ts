import { ZMeReply, ZPublicProfileReply, ZSellerReviewsReply } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/require-user.js';
import { sessionReadRateLimit } from '../../lib/route-limits.js';
import { listSellerReviews } from '../orders/index.js';
import { assertPublicSeller, publicProfileView } from './public-profile.js';
import { toSessionUser } from './session-user.js';
import { getSavedDisplay } from './settings.js';

/** The newest reviews a seller's page shows. */
const SELLER_REVIEWS_LIMIT = 50;

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

  // The reviews on a seller's page (decision 017): public, as the rating they make up is.
  app.get(
    '/api/users/:id/reviews',
    { schema: { tags: ['users'], params: z.object({ id: z.string().min(1).max(64) }), response: { 200: ZSellerReviewsReply } } },
    async (request) => {
      await assertPublicSeller(app.db, request.params.id);
      return {
        success: true as const,
        reviews: await listSellerReviews(app.db, { sellerId: request.params.id, limit: SELLER_REVIEWS_LIMIT }),
      };
    },
  );
};
