import { ZPromoBulk, ZPromoCodeInput, ZPromoQuery } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPromo, deletePromos, listPromos, setPromosActive, updatePromo } from './promo-codes.js';

const ZId = z.object({ id: z.string().min(1).max(64) });

/** Promo Codes (admin.md); the admin guard of /api/admin/* applies. */
export const promoAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  app.get('/api/admin/promo-codes', { schema: { tags, querystring: ZPromoQuery } }, async (request) => ({
    success: true,
    ...(await listPromos(app.db, request.query)),
  }));
  app.post('/api/admin/promo-codes', { schema: { tags, body: ZPromoCodeInput } }, async (request, reply) => {
    reply.status(201);
    return { success: true, message: 'Promo code created successfully', promoCode: await createPromo(app.db, request.body) };
  });
  app.put('/api/admin/promo-codes/:id', { schema: { tags, params: ZId, body: ZPromoCodeInput } }, async (request) => ({
    success: true,
    message: 'Promo code updated successfully',
    promoCode: await updatePromo(app.db, request.params.id, request.body),
  }));
  app.patch('/api/admin/promo-codes/:id', { schema: { tags, params: ZId, body: z.object({ active: z.boolean() }) } }, async (request) => {
    await setPromosActive(app.db, [request.params.id], request.body.active);
    return { success: true, message: request.body.active ? 'Promo code activated successfully' : 'Promo code deactivated successfully' };
  });
  app.delete('/api/admin/promo-codes/:id', { schema: { tags, params: ZId } }, async (request) => {
    await deletePromos(app.db, [request.params.id]);
    return { success: true, message: 'Promo code deleted successfully' };
  });
  app.post('/api/admin/promo-codes/bulk', { schema: { tags, body: ZPromoBulk } }, async (request) => {
    const { action, promoCodeIds } = request.body;
    const count =
      action === 'delete' ? await deletePromos(app.db, promoCodeIds) : await setPromosActive(app.db, promoCodeIds, action === 'activate');
    return { success: true, message: `Bulk ${action} completed successfully`, processed: count };
  });
};
