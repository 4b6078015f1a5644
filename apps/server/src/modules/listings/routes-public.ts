import {
  ZBrowseListingsReply,
  ZFavoriteReply,
  ZHomeListingsReply,
  ZHomeQuery,
  ZListingDetailReply,
  ZListingsReply,
  ZSearchSuggestionsQuery,
  ZSearchSuggestionsReply,
} from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { toggleFavorite } from './favorites.js';
import { findActiveListings } from './find-listings.js';
import { getVisibleListing } from './get-listing.js';
import { listSellersActiveListings } from './seller-listings.js';
import { suggestSearches } from './suggest-searches.js';

const ZId = z.object({ id: z.string().min(1).max(64) });
/** The newest listings a seller's page shows. */
const SELLER_LISTINGS_LIMIT = 60;

/** The public marketplace family: /api/ads/* (signed-in or not). */
export const listingPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['listings'];

  app.get('/api/ads/home', { schema: { tags, querystring: ZHomeQuery, response: { 200: ZHomeListingsReply } } }, async (request) =>
    findActiveListings(app.db, { ...request.query, viewerId: request.user?.id }),
  );

  app.get('/api/ads', { schema: { tags, querystring: ZHomeQuery, response: { 200: ZBrowseListingsReply } } }, async (request) => {
    const found = await findActiveListings(app.db, { ...request.query, viewerId: request.user?.id });
    const { total } = found;
    const { page, limit } = request.query;
    return { ...found, pagination: { currentPage: page, totalPages: Math.ceil(total / limit), totalItems: total, itemsPerPage: limit } };
  });

  app.get(
    '/api/ads/suggestions',
    { schema: { tags, querystring: ZSearchSuggestionsQuery, response: { 200: ZSearchSuggestionsReply } } },
    async (request) => suggestSearches(app.db, request.query),
  );

  app.get('/api/ads/:id', { schema: { tags, params: ZId, response: { 200: ZListingDetailReply } } }, async (request) =>
    getVisibleListing(app.db, { id: request.params.id, viewer: request.user }),
  );

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
