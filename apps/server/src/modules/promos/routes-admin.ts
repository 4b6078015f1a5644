import {
  ZDoneReply,
  ZPromoBulk,
  ZPromoBulkReply,
  ZPromoCodeInput,
  ZPromoCodeReply,
  ZPromoCodesReply,
  ZPromoCodeUpdate,
  ZPromoQuery,
} from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/require-user.js';
import { changePromos, createPromo, listPromos, updatePromo } from './promo-codes.js';

const ZId = z.object({ id: z.string().min(1).max(64) });

/** Promo Codes (admin.md); the admin guard of /api/admin/* applies. */
export const promoAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  app.get(
    '/api/admin/promo-codes',
    { schema: { tags, querystring: ZPromoQuery, response: { 200: ZPromoCodesReply } } },
    async (request) => ({
      success: true as const,
      ...(await listPromos(app.db, request.query)),
    }),
  );
  app.post(
    '/api/admin/promo-codes',
    { schema: { tags, body: ZPromoCodeInput, response: { 201: ZPromoCodeReply } } },
    async (request, reply) => {
      reply.status(201);
      const promoCode = await createPromo(app.db, actorOf(request), request.body);
      return { success: true as const, message: 'Promo code created successfully', promoCode };
    },
  );
  app.put(
    '/api/admin/promo-codes/:id',
    { schema: { tags, params: ZId, body: ZPromoCodeUpdate, response: { 200: ZPromoCodeReply } } },
    async (request) => {
      const promoCode = await updatePromo(app.db, actorOf(request), request.params.id, request.body);
      return { success: true as const, message: 'Promo code updated successfully', promoCode };
    },
  );
  app.patch(
    '/api/admin/promo-codes/:id',
    { schema: { tags, params: ZId, body: z.object({ active: z.boolean() }), response: { 200: ZDoneReply } } },
    async (request) => {
      await changePromos(app.db, actorOf(request), [request.params.id], request.body.active ? 'activate' : 'deactivate');
      return {
        success: true as const,
        message: request.body.active ? 'Promo code activated successfully' : 'Promo code deactivated successfully',
      };
    },
  );
  app.delete('/api/admin/promo-codes/:id', { schema: { tags, params: ZId, response: { 200: ZDoneReply } } }, async (request) => {
    await changePromos(app.db, actorOf(request), [request.params.id], 'delete');
    return { success: true as const, message: 'Promo code deleted successfully' };
  });
  app.post('/api/admin/promo-codes/bulk', { schema: { tags, body: ZPromoBulk, response: { 200: ZPromoBulkReply } } }, async (request) => {
    const { action, promoCodeIds } = request.body;
    const count = await changePromos(app.db, actorOf(request), promoCodeIds, action);
    return { success: true as const, message: `Bulk ${action} completed successfully`, processed: count };
  });
};
