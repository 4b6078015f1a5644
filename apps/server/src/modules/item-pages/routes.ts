import { ZItemOffersQuery, ZItemPageReply, ZItemPriceHistoryReply } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyTag } from '../../lib/reply-tags.js';
import { sendKeptJson } from '../../lib/send-cached-reply.js';
import { readItemPage, readPriceHistory } from './item-page.js';

const ZId = z.object({ id: z.string().min(1).max(64) });

/** The public item page (issue 22): every offer of one game, device or gift card. */
export const itemPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/items/:id',
    { schema: { tags: ['catalog'], params: ZId, querystring: ZItemOffersQuery, response: { 200: ZItemPageReply } } },
    // The page is the same for every viewer: kept in the shared cache of product replies by item, city and delivery
    // (ADR 049) until the item, one of its offers or their sellers change (ADR 059).
    async (request, reply) => {
      const { id } = request.params;
      const { city, delivery } = request.query;
      const key = `${request.routeOptions.url}|${id}|${city ?? ''}|${delivery ?? ''}`;
      return sendKeptJson(
        app.listingReplies.products,
        request,
        reply,
        key,
        () => readItemPage(app.db, { id, city, delivery }),
        ({ groups }) => [
          replyTag.item(id),
          ...[...groups.new, ...groups.used, ...groups.digital].flatMap((offer) => [
            replyTag.listing(offer.listingId),
            replyTag.seller(offer.seller.id),
          ]),
        ],
      );
    },
  );
  app.get(
    '/api/items/:id/price-history',
    { schema: { tags: ['catalog'], params: ZId, response: { 200: ZItemPriceHistoryReply } } },
    async (request) => ({ success: true as const, priceHistory: await readPriceHistory(app.db, request.params.id) }),
  );
};
