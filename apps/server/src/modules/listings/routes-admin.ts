import {
  ZAdCatalogueLinkReply,
  ZAdSellerHistoryReply,
  ZDoneReply,
  ZListingItemLink,
  ZModerationCountsReply,
  ZModerationListingsReply,
  ZShippingCost,
} from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireUser } from '../../lib/require-user.js';
import { catalogueLinkOfAd } from './catalogue-link.js';
import { approveListing, countAdsForModeration, listAdsForModeration, rejectListing, setShippingCost } from './moderate-listing.js';
import { deleteListing, linkListingToItem } from './save-listing.js';
import { sellerHistoryOfAd } from './seller-history.js';

const ZId = z.object({ id: z.string().min(1).max(64) });
const DEFAULT_REJECTION = 'Your ad does not meet our listing guidelines.';

/** Moderation calls of admin.md (Manage ads); the admin guard of /api/admin/* applies. */
export const listingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.get(
    '/api/admin/ads',
    {
      schema: {
        tags,
        querystring: z.object({
          type: z.enum(['all', 'traders', 'person']).optional(),
          platform: z.string().max(60).optional(),
          sort: z.enum(['date', 'price', 'rating']).optional(),
          search: z.string().max(200).optional(),
          status: z.string().max(30).optional(),
        }),
        response: { 200: ZModerationListingsReply },
      },
    },
    async (request) => listAdsForModeration(app.db, request.query),
  );

  app.get('/api/admin/ads/counts', { schema: { tags, response: { 200: ZModerationCountsReply } } }, async () =>
    countAdsForModeration(app.db),
  );

  app.get(
    '/api/admin/ads/:id/seller-history',
    { schema: { tags, params: ZId, response: { 200: ZAdSellerHistoryReply } } },
    async (request) => sellerHistoryOfAd(app.db, request.params.id),
  );

  // Issue 22: the ad's item in moderation, or the item suggested for it ("Suggested: <item> · Link").
  app.get(
    '/api/admin/ads/:id/catalogue-item',
    { schema: { tags, params: ZId, response: { 200: ZAdCatalogueLinkReply } } },
    async (request) => catalogueLinkOfAd(app.db, request.params.id),
  );

  // Issue 22: an admin links a listing to its catalogue item, relinks it to another or unlinks it (null).
  app.put(
    '/api/admin/ads/:id/catalogue-item',
    {
      schema: { tags, params: ZId, body: ZListingItemLink.meta({ examples: [{ itemId: null }] }), response: { 200: ZDoneReply } },
    },
    async (request) => {
      await linkListingToItem(app.db, { actor: actorOf(request), id: request.params.id, itemId: request.body.itemId });
      return { success: true as const, message: 'Ad linked to the catalogue item' };
    },
  );

  app.post('/api/admin/ads/:id/approve', { schema: { tags, params: ZId, response: { 200: ZDoneReply } } }, async (request) => {
    await approveListing(app.db, actorOf(request), request.params.id);
    return { success: true as const, message: 'Ad approved successfully' };
  });

  app.post(
    '/api/admin/ads/:id/reject',
    {
      schema: {
        tags,
        params: ZId,
        body: z.object({ reason: z.string().trim().max(500).optional() }).nullish(),
        response: { 200: ZDoneReply },
      },
    },
    async (request) => {
      await rejectListing(app.db, actorOf(request), request.params.id, request.body?.reason || DEFAULT_REJECTION);
      return { success: true as const, message: 'Ad rejected successfully' };
    },
  );

  app.post(
    '/api/admin/ads/:id/shipping-cost',
    {
      schema: {
        tags,
        params: ZId,
        body: ZShippingCost,
        response: { 200: ZDoneReply },
      },
    },
    async (request) => {
      await setShippingCost(app.db, actorOf(request), request.params.id, request.body.shippingCost);
      return { success: true as const, message: 'Shipping cost updated successfully' };
    },
  );

  app.delete('/api/admin/ads/:id', { schema: { tags, params: ZId, response: { 200: ZDoneReply } } }, async (request) => {
    await deleteListing(app.db, {
      owner: requireUser(request),
      actor: actorOf(request),
      id: request.params.id,
      storage: app.storage,
      auditOwn: true,
    });
    return { success: true as const, message: 'Ad deleted successfully' };
  });
};
