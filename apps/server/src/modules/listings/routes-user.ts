import {
  RELATED_LIMIT,
  ZDoneReply,
  ZFavoriteReply,
  ZFavoritesReply,
  ZListingDetailReply,
  ZListingFields,
  ZListingsReply,
  ZListingUpdate,
  ZOwnListingsReply,
  ZSavedListingReply,
  ZSellerStatsReply,
} from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipart } from '../../lib/multipart.js';
import { actorOf, requireUser } from '../../lib/require-user.js';
import { uploadRateLimit } from '../../lib/route-limits.js';
import { isServerDrawing } from '../../lib/server-drawing.js';
import { parseWith } from '../../lib/validate.js';
import { addFavorite, listFavorites, removeFavorite } from './favorites.js';
import { findActiveListings, findRelatedListings } from './find-listings.js';
import { getVisibleListing } from './get-listing.js';
import { sendSharedProduct, sendSharedRelated } from './product-replies.js';
import { createListing, deleteListing, updateListing } from './save-listing.js';
import { listOwnListings, sellerStats } from './seller-listings.js';
import { viewerOf } from './view-counter.js';

const ZId = z.object({ id: z.string().min(1).max(64) });
/** Edits come as a form (with new photos) or as JSON; the OpenAPI document says both. */
const consumes = ['multipart/form-data', 'application/json'];
const imagesOf = (files: { field: string; buffer: Buffer }[]) =>
  files.filter((f) => f.field === 'images' || f.field === 'image').map((f) => f.buffer);

const statusMessage = (status: string, previous: string) =>
  status === previous
    ? 'Ad updated successfully'
    : status === 'active'
      ? 'Product activated successfully'
      : status === 'inactive'
        ? 'Product deactivated successfully'
        : 'Ad updated successfully';

/** The general area's listing calls, /api/user/ads and /api/user/favorites (signed-in users). */
export const listingUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { views } = app.listingReplies;
  const tags = ['listings'];
  const uploadLimit = uploadRateLimit(app);

  app.get('/api/user/ads', { schema: { tags, response: { 200: ZOwnListingsReply } } }, async (request) => ({
    success: true as const,
    ads: await listOwnListings(app.db, requireUser(request).id),
  }));

  app.get('/api/user/ads/sales-stats', { schema: { tags, response: { 200: ZSellerStatsReply } } }, async (request) => ({
    success: true as const,
    ...(await sellerStats(app.db, requireUser(request).id)),
  }));

  app.get('/api/user/ads/all', { schema: { tags, response: { 200: ZListingsReply } } }, async (request) => {
    const { ads } = await findActiveListings(app.db, { page: 1, limit: 20, viewerId: request.user?.id });
    return { ads };
  });

  app.get('/api/user/ads/related/:id', { schema: { tags, params: ZId, response: { 200: ZListingsReply } } }, async (request, reply) => {
    const { id } = request.params;
    if (!request.user) return sendSharedRelated(app, request, reply, id);
    return { ads: await findRelatedListings(app.db, { listingId: id, limit: RELATED_LIMIT, viewerId: request.user.id }) };
  });

  app.get('/api/user/ads/:id', { schema: { tags, params: ZId, response: { 200: ZListingDetailReply } } }, async (request, reply) => {
    const { id } = request.params;
    // A product page opened by someone other than the seller counts as a view; the server drawing the page counts it
    // with the page (plugins/web-app).
    const isView = !isServerDrawing(request.headers);
    if (!request.user) {
      const sent = await sendSharedProduct(app, request, reply, id);
      if (isView) views.count(id, viewerOf(request));
      return sent;
    }
    const ad = await getVisibleListing(app.db, { id, viewer: request.user });
    if (isView && ad.user_id !== request.user.id) views.count(ad.id, viewerOf(request));
    return ad;
  });

  app.post(
    '/api/user/ads',
    { config: uploadLimit, schema: { tags, consumes: ['multipart/form-data'], response: { 201: ZSavedListingReply } } },
    async (request, reply) => {
      const seller = requireUser(request);
      const { fields, files } = await readMultipart(request);
      const status = fields.status === 'draft' ? 'draft' : 'pending_review';
      const id = await createListing(app.db, {
        seller,
        fields: parseWith(ZListingFields, fields),
        images: imagesOf(files),
        storage: app.storage,
        status,
      });
      reply.status(201);
      const ad = await getVisibleListing(app.db, { id, viewer: seller });
      return { success: true as const, message: 'Ad created successfully', msg: 'Ad created successfully', ad };
    },
  );

  app.put(
    '/api/user/ads/:id',
    { config: uploadLimit, schema: { tags, params: ZId, consumes, response: { 200: ZSavedListingReply } } },
    async (request) => {
      const owner = requireUser(request);
      const { fields, files } = request.isMultipart() ? await readMultipart(request) : { fields: request.body ?? {}, files: [] };
      const changes = parseWith(ZListingUpdate, fields);
      const { previous, status } = await updateListing(app.db, {
        owner,
        actor: actorOf(request),
        id: request.params.id,
        changes,
        images: imagesOf(files),
        storage: app.storage,
      });
      const ad = await getVisibleListing(app.db, { id: request.params.id, viewer: owner });
      const message = statusMessage(status, previous);
      return { success: true as const, message, msg: message, ad };
    },
  );

  app.delete('/api/user/ads/:id', { schema: { tags, params: ZId, response: { 200: ZDoneReply } } }, async (request) => {
    await deleteListing(app.db, { owner: requireUser(request), actor: actorOf(request), id: request.params.id, storage: app.storage });
    return { success: true as const, message: 'Ad deleted successfully', msg: 'Ad deleted successfully' };
  });

  app.get('/api/user/favorites', { schema: { tags, response: { 200: ZFavoritesReply } } }, async (request) => ({
    favorites: await listFavorites(app.db, requireUser(request).id),
  }));

  app.post(
    '/api/user/favorites',
    { schema: { tags, body: z.object({ productId: z.string().min(1).max(64) }), response: { 200: ZFavoriteReply } } },
    async (request) => ({
      success: true as const,
      ...(await addFavorite(app.db, { userId: requireUser(request).id, listingId: request.body.productId })),
    }),
  );

  app.delete('/api/user/favorites/:id', { schema: { tags, params: ZId, response: { 200: ZFavoriteReply } } }, async (request) => ({
    success: true as const,
    ...(await removeFavorite(app.db, { userId: requireUser(request).id, listingId: request.params.id })),
  }));
};
