import { ZItemOffersQuery, ZItemPageReply, ZItemPriceHistoryReply } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readItemPage, readPriceHistory } from './item-page.js';

const ZId = z.object({ id: z.string().min(1).max(64) });

/** The public item page (issue 22): every offer of one game, device or gift card. */
export const itemPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/items/:id',
    { schema: { tags: ['catalog'], params: ZId, querystring: ZItemOffersQuery, response: { 200: ZItemPageReply } } },
    async (request) => readItemPage(app.db, { id: request.params.id, ...request.query }),
  );
  app.get(
    '/api/items/:id/price-history',
    { schema: { tags: ['catalog'], params: ZId, response: { 200: ZItemPriceHistoryReply } } },
    async (request) => ({ success: true as const, priceHistory: await readPriceHistory(app.db, request.params.id) }),
  );
};
