import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createListingChanges, createReplyCache, type ListingChanges, type ReplyCache } from '../modules/listings/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared cache of anonymous listing pages and the signal that empties it on every instance (ADR 026). */
    listingReplies: { cache: ReplyCache; changes: ListingChanges };
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const cache = createReplyCache({ ttlMs: app.config.LISTING_CACHE_SECONDS * 1000 });
    const changes = createListingChanges({ redisUrl: app.config.REDIS_URL, onChange: cache.clear });
    app.decorate('listingReplies', { cache, changes });
    app.addHook('onClose', () => changes.close());
  },
  { name: 'listing-replies', dependencies: ['config'] },
);
