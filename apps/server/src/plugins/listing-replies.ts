import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createReplyCache, type ReplyCache } from '../lib/reply-cache.js';
import { createListingChanges, createViewCounter, type ListingChanges, type ViewCounter } from '../modules/listings/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The shared caches of what a visitor is shown of the listings (ADR 026, 049, 059), the signal that empties what
     * changed on every instance, and the product views counted in memory.
     */
    listingReplies: {
      /** The first pages of Home, a category and a platform (JSON). */
      pages: ReplyCache;
      /** A product and its related listings (JSON). */
      products: ReplyCache;
      /** The server-drawn public pages (HTML). */
      html: ReplyCache;
      /** The active categories and platforms (JSON): every screen that shows a listing names its category and platform. */
      catalog: ReplyCache;
      changes: ListingChanges;
      views: ViewCounter;
    };
  }
}

/**
 * Each kind has its own bound in bytes held, the least recently asked going first, so that products and pages, many
 * keys asked as visitors' interest goes (a few often, most rarely), do not push Home out. Pages are held as gzip.
 */
const MB = 1024 * 1024;
const BOUNDS = { pages: 32 * MB, products: 64 * MB, html: 96 * MB, catalog: 1 * MB };

export default fp(
  async (app: FastifyInstance) => {
    const ttlMs = app.config.LISTING_CACHE_SECONDS * 1000;
    const taggedTtlMs = app.config.PRODUCT_CACHE_SECONDS * 1000;
    const pages = createReplyCache({ ttlMs, maxBytes: BOUNDS.pages });
    const products = createReplyCache({ ttlMs, taggedTtlMs, maxBytes: BOUNDS.products });
    const html = createReplyCache({ ttlMs, taggedTtlMs, maxBytes: BOUNDS.html, isGzipKept: true });
    const catalog = createReplyCache({ ttlMs, taggedTtlMs, maxBytes: BOUNDS.catalog });
    const changes = createListingChanges({
      redisUrl: app.config.REDIS_URL,
      channel: `${app.config.REDIS_PREFIX}listings-changed`,
      onChange: (change) => {
        for (const cache of [pages, products, html, catalog]) cache.changed(change);
      },
    });
    const views = createViewCounter(app.db, { onError: (error) => app.log.warn({ err: error }, 'product views not written') });
    app.decorate('listingReplies', { pages, products, html, catalog, changes, views });
    app.addHook('onClose', async () => {
      await views.flush();
      await changes.close();
    });
  },
  { name: 'listing-replies', dependencies: ['config'] },
);
