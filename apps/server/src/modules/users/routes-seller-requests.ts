import { type TOwnSellerRequestView, ZSellerRequestSentReply, ZSellerRequestStatusReply } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readMultipart } from '../../lib/multipart.js';
import { requireUser } from '../../lib/require-user.js';
import { uploadRateLimit } from '../../lib/route-limits.js';
import { applyForSelling, latestSellerRequest } from './seller-requests.js';

const toView = (row: NonNullable<Awaited<ReturnType<typeof latestSellerRequest>>>): TOwnSellerRequestView => ({
  id: row.id,
  type: row.type,
  status: row.status,
  storeName: row.storeName,
  cityLocation: row.cityLocation,
  vatNumber: row.vatNumber,
  crNumber: row.crNumber,
  rejectionReason: row.rejectionReason,
  createdAt: row.createdAt.toISOString(),
});

/** A user's application to sell (design §3): multipart with the request fields and the two certificates. */
export const sellerRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];
  app.post(
    '/api/user/seller-requests',
    { config: uploadRateLimit(app), schema: { tags, consumes: ['multipart/form-data'], response: { 201: ZSellerRequestSentReply } } },
    async (request, reply) => {
      const row = await applyForSelling(app.db, {
        user: requireUser(request),
        form: await readMultipart(request),
        storage: app.storage,
      });
      reply.status(201);
      return { success: true as const, message: 'Your request has been sent for review.', request: toView(row) };
    },
  );
  app.get('/api/user/seller-requests', { schema: { tags, response: { 200: ZSellerRequestStatusReply } } }, async (request) => {
    const row = await latestSellerRequest(app.db, requireUser(request).id);
    return { success: true as const, request: row ? toView(row) : null };
  });
};
