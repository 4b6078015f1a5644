import {
  type THomeQuery,
  ZBrowseListingsReply,
  ZFavoriteReply,
  ZHomeListingsReply,
  ZHomeQuery,
  ZListingDetailReply,
  ZListingsReply,
  ZSearchSuggestionsQuery,
  ZSearchSuggestionsReply,
} from '@gamesouq/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { sendKeptJson } from '../../lib/send-cached-reply.js';
import { toggleFavorite } from './favorites.js';
import { findActiveListings } from './find-listings.js';
import { getVisibleListing } from './get-listing.js';
import { sendSharedProduct } from './product-replies.js';
import { listSellersActiveListings } from './seller-listings.js';
import { suggestSearches } from './suggest-searches.js';

const ZId = z.object({ id: z.string().min(1).max(64) });
/** The newest listings a seller's page shows. */
const SELLER_LISTINGS_LIMIT = 60;

/** The public marketplace family: /api/ads/* (signed-in or not). */
export const listingPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['listings'];

  const findPage = (query: THomeQuery, viewerId: string | undefined) => findActiveListings(app.db, { ...query, viewerId });
  const withPagination = async (query: THomeQuery, viewerId: string | undefined) => {
    const found = await findPage(query, viewerId);
    const { page, limit } = query;
    const pagination = { currentPage: page, totalPages: Math.ceil(found.total / limit), totalItems: found.total, itemsPerPage: limit };
    return { ...found, pagination };
  };

  app.get('/api/ads/home', { schema: { tags, querystring: ZHomeQuery, response: { 200: ZHomeListingsReply } } }, async (request, reply) =>
    sendShared(request, reply, request.query, () => findPage(request.query, request.user?.id)),
  );

  app.get('/api/ads', { schema: { tags, querystring: ZHomeQuery, response: { 200: ZBrowseListingsReply } } }, async (request, reply) =>
    sendShared(request, reply, request.query, () => withPagination(request.query, request.user?.id)),
  );

  /**
   * An anonymous visitor's first page of Home, a category or a platform is the same for all of them: it is served from
   * the shared cache (ADR 026). Anything a viewer's own (favourites, an admin's view of private profiles), a search, a
   * filter or a later page is rendered for the request.
   */
  async function sendShared<T>(request: FastifyRequest, reply: FastifyReply, query: THomeQuery, render: () => Promise<T>) {
    const { page, limit, category, platform, sort, ...narrowing } = query;
    const isShared = !request.user && page === 1 && Object.values(narrowing).every((value) => value === undefined);
    if (!isShared) return render();
    const key = `${request.routeOptions.url}|${category ?? ''}|${platform ?? ''}|${sort ?? ''}|${limit}`;
    return sendKeptJson(app.listingReplies.pages, request, reply, key, render);
  }

  app.get(
    '/api/ads/suggestions',
    { schema: { tags, querystring: ZSearchSuggestionsQuery, response: { 200: ZSearchSuggestionsReply } } },
    async (request) => suggestSearches(app.db, request.query),
  );

  app.get('/api/ads/:id', { schema: { tags, params: ZId, response: { 200: ZListingDetailReply } } }, async (request, reply) => {
    const { id } = request.params;
    if (request.user) return getVisibleListing(app.db, { id, viewer: request.user });
    return sendSharedProduct(app, request, reply, id);
  });

  // A seller's page (decision 017): their listings on sale, newest first.
  app.get('/api/users/:id/listings', { schema: { tags, params: ZId, response: { 200: ZListingsReply } } }, async (request) => ({
    ads: await listSellersActiveListings(app.db, { sellerId: request.params.id, limit: SELLER_LISTINGS_LIMIT, viewerId: request.user?.id }),
  }));

  app.post('/api/ads/:id/favorite', { schema: { tags, params: ZId, response: { 200: ZFavoriteReply } } }, async (request) => {
    if (!request.user) throw new AppError('UNAUTHENTICATED', 'validation.loginToFavorite');
    const result = await toggleFavorite(app.db, { userId: request.user.id, listingId: request.params.id });
    return { success: true as const, ...result, msg: result.message };
  });
};
