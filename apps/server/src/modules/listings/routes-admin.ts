import { ZAdSellerHistoryReply, ZDoneReply, ZModerationCountsReply, ZModerationListingsReply } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/require-user.js';
import { listingSnapshot } from './listing-snapshots.js';
import { approveListing, countAdsForModeration, listAdsForModeration, rejectListing, setShippingCost } from './moderate-listing.js';
import { deleteListing } from './save-listing.js';
import { sellerHistoryOfAd } from './seller-history.js';

const ZId = z.object({ id: z.string().min(1).max(64) });
const statusOf = (row: { status: string; rejectionReason: string | null }) => ({
  status: row.status,
  rejectionReason: row.rejectionReason,
});
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

  app.post('/api/admin/ads/:id/approve', { schema: { tags, params: ZId, response: { 200: ZDoneReply } } }, async (request) => {
    const { before, after } = await approveListing(app.db, request.params.id);
    request.noteAudit({ action: 'ads.approve', entityType: 'listing', before: statusOf(before), after: statusOf(after) });
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
      const { before, after } = await rejectListing(app.db, request.params.id, request.body?.reason || DEFAULT_REJECTION);
      request.noteAudit({ action: 'ads.reject', entityType: 'listing', before: statusOf(before), after: statusOf(after) });
      return { success: true as const, message: 'Ad rejected successfully' };
    },
  );

  app.post(
    '/api/admin/ads/:id/shipping-cost',
    {
      schema: {
        tags,
        params: ZId,
        body: z.object({
          shippingCost: z.coerce
            .number({ error: 'Please enter a valid shipping cost' })
            .min(0, 'Please enter a valid shipping cost')
            .max(100_000),
        }),
        response: { 200: ZDoneReply },
      },
    },
    async (request) => {
      const { before, after } = await setShippingCost(app.db, request.params.id, request.body.shippingCost);
      request.noteAudit({
        action: 'ads.shipping_cost',
        entityType: 'listing',
        before: { shippingCostHalalas: before.shippingCostHalalas },
        after: { shippingCostHalalas: after.shippingCostHalalas },
      });
      return { success: true as const, message: 'Shipping cost updated successfully' };
    },
  );

  app.delete('/api/admin/ads/:id', { schema: { tags, params: ZId, response: { 200: ZDoneReply } } }, async (request) => {
    const before = await listingSnapshot(app.db, request.params.id);
    await deleteListing(app.db, { owner: requireUser(request), id: request.params.id, storage: app.storage });
    request.noteAudit({ action: 'ads.delete', entityType: 'listing', before, after: null });
    return { success: true as const, message: 'Ad deleted successfully' };
  });
};
