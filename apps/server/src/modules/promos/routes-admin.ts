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
import { createPromo, deletePromos, listPromos, setPromosActive, updatePromo } from './promo-codes.js';
import { promoSnapshots } from './promo-snapshots.js';

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
      const promoCode = await createPromo(app.db, request.body);
      request.noteAudit({ action: 'promo_codes.create', entityType: 'promo_code', entityId: promoCode.id, after: promoCode });
      return { success: true as const, message: 'Promo code created successfully', promoCode };
    },
  );
  app.put(
    '/api/admin/promo-codes/:id',
    { schema: { tags, params: ZId, body: ZPromoCodeUpdate, response: { 200: ZPromoCodeReply } } },
    async (request) => {
      const [before] = await promoSnapshots(app.db, [request.params.id]);
      const promoCode = await updatePromo(app.db, request.params.id, request.body);
      request.noteAudit({ action: 'promo_codes.update', entityType: 'promo_code', before, after: promoCode });
      return { success: true as const, message: 'Promo code updated successfully', promoCode };
    },
  );
  app.patch(
    '/api/admin/promo-codes/:id',
    { schema: { tags, params: ZId, body: z.object({ active: z.boolean() }), response: { 200: ZDoneReply } } },
    async (request) => {
      const [before] = await promoSnapshots(app.db, [request.params.id]);
      await setPromosActive(app.db, [request.params.id], request.body.active);
      const [after] = await promoSnapshots(app.db, [request.params.id]);
      request.noteAudit({
        action: request.body.active ? 'promo_codes.activate' : 'promo_codes.deactivate',
        entityType: 'promo_code',
        before,
        after,
      });
      return {
        success: true as const,
        message: request.body.active ? 'Promo code activated successfully' : 'Promo code deactivated successfully',
      };
    },
  );
  app.delete('/api/admin/promo-codes/:id', { schema: { tags, params: ZId, response: { 200: ZDoneReply } } }, async (request) => {
    const [before] = await promoSnapshots(app.db, [request.params.id]);
    await deletePromos(app.db, [request.params.id]);
    request.noteAudit({ action: 'promo_codes.delete', entityType: 'promo_code', before, after: null });
    return { success: true as const, message: 'Promo code deleted successfully' };
  });
  app.post('/api/admin/promo-codes/bulk', { schema: { tags, body: ZPromoBulk, response: { 200: ZPromoBulkReply } } }, async (request) => {
    const { action, promoCodeIds } = request.body;
    const before = await promoSnapshots(app.db, promoCodeIds);
    const count =
      action === 'delete' ? await deletePromos(app.db, promoCodeIds) : await setPromosActive(app.db, promoCodeIds, action === 'activate');
    const after = await promoSnapshots(app.db, promoCodeIds);
    for (const previous of before) {
      const next = after.find((promo) => promo.id === previous.id) ?? null;
      request.noteAudit({
        action: `promo_codes.${action}`,
        entityType: 'promo_code',
        entityId: previous.id,
        before: previous,
        after: next,
      });
    }
    return { success: true as const, message: `Bulk ${action} completed successfully`, processed: count };
  });
};
