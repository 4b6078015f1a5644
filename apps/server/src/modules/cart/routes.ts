import { ZCartAdd, ZCartQuantity } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.js';
import { previewPromo } from '../promos/promo-codes.js';
import { addToCart, readCart, removeCartItem, setCartQuantity } from './cart.js';

const ZItem = z.object({ itemId: z.string().min(1).max(64) });

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['cart'];
  const taxPercent = app.config.TAX_RATE_PERCENT;
  app.get('/api/user/cart', { schema: { tags } }, async (request) => ({
    success: true,
    ...(await readCart(app.db, { userId: requireUser(request).id, taxPercent })),
  }));
  app.post(
    '/api/user/cart/promo',
    { schema: { tags, body: z.object({ code: z.string().trim().min(1, 'Please enter a promo code').max(40) }) } },
    async (request) => ({
      success: true,
      message: 'Promo code applied',
      promoCode: await previewPromo(app.db, request.body.code),
    }),
  );
  app.post('/api/user/cart', { schema: { tags, body: ZCartAdd } }, async (request) =>
    addToCart(app.db, { userId: requireUser(request).id, listingId: request.body.productId, quantity: request.body.quantity }),
  );
  app.put('/api/user/cart/items/:itemId', { schema: { tags, params: ZItem, body: ZCartQuantity } }, async (request) =>
    setCartQuantity(app.db, { userId: requireUser(request).id, itemId: request.params.itemId, quantity: request.body.quantity }),
  );
  app.delete('/api/user/cart/items/:itemId', { schema: { tags, params: ZItem } }, async (request) =>
    removeCartItem(app.db, { userId: requireUser(request).id, itemId: request.params.itemId }),
  );
};
