import { ZApplyPromo, ZApplyPromoReply, ZCartAdd, ZCartQuantity, ZCartReply, ZDoneReply } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/require-user.js';
import { previewPromo } from '../promos/index.js';
import { addToCart, readCart, removeCartItem, setCartQuantity } from './cart.js';

const ZItem = z.object({ itemId: z.string().min(1).max(64) });

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['cart'];
  const vatRatePercent = app.config.VAT_RATE_PERCENT;
  app.get('/api/user/cart', { schema: { tags, response: { 200: ZCartReply } } }, async (request) => ({
    success: true as const,
    ...(await readCart(app.db, { userId: requireUser(request).id, vatRatePercent })),
  }));
  app.post(
    '/api/user/cart/promo',
    {
      schema: {
        tags,
        body: ZApplyPromo,
        response: { 200: ZApplyPromoReply },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Promo code applied',
      promoCode: await previewPromo(app.db, request.body.code),
    }),
  );
  app.post('/api/user/cart', { schema: { tags, body: ZCartAdd, response: { 200: ZDoneReply } } }, async (request) =>
    addToCart(app.db, { userId: requireUser(request).id, listingId: request.body.productId, quantity: request.body.quantity }),
  );
  app.put(
    '/api/user/cart/items/:itemId',
    { schema: { tags, params: ZItem, body: ZCartQuantity, response: { 200: ZDoneReply } } },
    async (request) =>
      setCartQuantity(app.db, { userId: requireUser(request).id, itemId: request.params.itemId, quantity: request.body.quantity }),
  );
  app.delete('/api/user/cart/items/:itemId', { schema: { tags, params: ZItem, response: { 200: ZDoneReply } } }, async (request) =>
    removeCartItem(app.db, { userId: requireUser(request).id, itemId: request.params.itemId }),
  );
};
