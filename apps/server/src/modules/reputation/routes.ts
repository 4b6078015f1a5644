import { ZSellerReputationReply } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sellerReputationView } from './reputation-view.js';

/** A seller's record and level (issue 20), open to visitors like the seller's page. */
export const reputationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/:id/reputation',
    { schema: { tags: ['users'], params: z.object({ id: z.string().min(1).max(64) }), response: { 200: ZSellerReputationReply } } },
    async (request) => ({
      success: true as const,
      reputation: await sellerReputationView(app.db, { sellerId: request.params.id, viewer: request.user }),
    }),
  );
};
