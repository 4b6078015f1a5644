import { ZFollowReply, ZListingsReply } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/require-user.js';
import { followingFeed, followState, setFollowing } from './follows.js';

const ZSeller = z.object({ id: z.string().min(1).max(64) });

/** Following sellers (issue 20): the switch on a seller's page and the follower's feed. */
export const followRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['follows'];
  app.get('/api/user/sellers/:id/follow', { schema: { tags, params: ZSeller, response: { 200: ZFollowReply } } }, async (request) =>
    followState(app.db, { followerId: requireUser(request).id, sellerId: request.params.id }),
  );
  app.put('/api/user/sellers/:id/follow', { schema: { tags, params: ZSeller, response: { 200: ZFollowReply } } }, async (request) =>
    setFollowing(app.db, { followerId: requireUser(request).id, sellerId: request.params.id, isFollowing: true }),
  );
  app.delete('/api/user/sellers/:id/follow', { schema: { tags, params: ZSeller, response: { 200: ZFollowReply } } }, async (request) =>
    setFollowing(app.db, { followerId: requireUser(request).id, sellerId: request.params.id, isFollowing: false }),
  );
  app.get('/api/user/following/feed', { schema: { tags, response: { 200: ZListingsReply } } }, async (request) => ({
    ads: await followingFeed(app.db, { userId: requireUser(request).id }),
  }));
};
