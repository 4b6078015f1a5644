import {
  type TAdditionalDetails,
  ZDoneReply,
  ZListingFields,
  ZListingUpdate,
  ZProductStatus,
  ZSavedTraderProductReply,
  ZTraderProductReply,
  ZTraderProductStatusReply,
  ZTraderProductsQuery,
  ZTraderProductsReply,
} from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipart } from '../../lib/multipart.js';
import { actorOf, requireUser } from '../../lib/require-user.js';
import { uploadRateLimit } from '../../lib/route-limits.js';
import { parseWith } from '../../lib/validate.js';
import { createListing, deleteListing, updateListing } from '../listings/index.js';
import { findTraderProducts, getTraderProduct } from './trader-products.js';

const ZId = z.object({ id: z.string().min(1).max(64) });
/** The trader form calls the title `name`; listings call it `title`. */
const withTitle = (fields: Record<string, unknown>) => ({ ...fields, title: fields.title ?? fields.name });

/**
 * The panel sends the discount inside additionalDetails (seller §3); the listing's discountPercentage is what
 * checkout charges and the product page shows, so that is where it goes.
 */
function withDiscount<T extends { additionalDetails?: TAdditionalDetails; discountPercentage?: number }>(fields: T): T {
  const discount = fields.additionalDetails?.discount;
  if (discount === undefined) return fields;
  const { discount: _kept, ...details } = fields.additionalDetails ?? {};
  return { ...fields, additionalDetails: details, discountPercentage: discount };
}
/** Edits come as a form (with new photos) or as JSON; the OpenAPI document says both. */
const consumes = ['multipart/form-data', 'application/json'];
const imagesOf = (files: { field: string; buffer: Buffer }[]) =>
  files.filter((f) => f.field === 'images' || f.field === 'image').map((f) => f.buffer);

/** Our Products of the trader panel, over the one listing service of the general area (design §4). */
export const traderProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['trader'];
  const uploadLimit = uploadRateLimit(app);

  app.get(
    '/api/trader/products',
    { schema: { tags, querystring: ZTraderProductsQuery, response: { 200: ZTraderProductsReply } } },
    async (request) => ({
      success: true as const,
      ...(await findTraderProducts(app.db, { sellerId: requireUser(request).id, query: request.query })),
    }),
  );

  app.get('/api/trader/products/:id', { schema: { tags, params: ZId, response: { 200: ZTraderProductReply } } }, async (request) => ({
    success: true as const,
    product: await getTraderProduct(app.db, { viewer: requireUser(request), id: request.params.id }),
  }));

  app.post(
    '/api/trader/products',
    { config: uploadLimit, schema: { tags, consumes: ['multipart/form-data'], response: { 201: ZSavedTraderProductReply } } },
    async (request, reply) => {
      const seller = requireUser(request);
      const { fields, files } = await readMultipart(request);
      const status = fields.status === 'draft' ? 'draft' : 'pending_review';
      const id = await createListing(app.db, {
        seller,
        fields: withDiscount(parseWith(ZListingFields, withTitle(fields))),
        images: imagesOf(files),
        storage: app.storage,
        status,
      });
      reply.status(201);
      const message = status === 'draft' ? 'Draft saved successfully' : 'Product sent for admin review';
      return { success: true as const, message, msg: message, product: await getTraderProduct(app.db, { viewer: seller, id }) };
    },
  );

  // Save For Later as JSON: images cannot travel in JSON, so a draft made here has none until it is edited.
  app.post('/api/trader/products/draft', { schema: { tags, response: { 201: ZSavedTraderProductReply } } }, async (request, reply) => {
    const seller = requireUser(request);
    const id = await createListing(app.db, {
      seller,
      fields: withDiscount(parseWith(ZListingFields, withTitle((request.body ?? {}) as Record<string, unknown>))),
      images: [],
      storage: app.storage,
      status: 'draft',
    });
    reply.status(201);
    return {
      success: true as const,
      message: 'Draft saved successfully',
      msg: 'Draft saved successfully',
      product: await getTraderProduct(app.db, { viewer: seller, id }),
    };
  });

  app.put(
    '/api/trader/products/:id',
    { config: uploadLimit, schema: { tags, params: ZId, consumes, response: { 200: ZSavedTraderProductReply } } },
    async (request) => {
      const owner = requireUser(request);
      const { fields, files } = request.isMultipart()
        ? await readMultipart(request)
        : { fields: (request.body ?? {}) as Record<string, unknown>, files: [] };
      await updateListing(app.db, {
        owner,
        actor: actorOf(request),
        id: request.params.id,
        changes: withDiscount(parseWith(ZListingUpdate, fields.name === undefined ? fields : withTitle(fields))),
        images: imagesOf(files),
        storage: app.storage,
      });
      return {
        success: true as const,
        message: 'Product updated successfully',
        product: await getTraderProduct(app.db, { viewer: owner, id: request.params.id }),
      };
    },
  );

  app.patch(
    '/api/trader/products/:id/status',
    { schema: { tags, params: ZId, body: ZProductStatus, response: { 200: ZTraderProductStatusReply } } },
    async (request) => {
      const owner = requireUser(request);
      const { status } = await updateListing(app.db, {
        owner,
        actor: actorOf(request),
        id: request.params.id,
        changes: { status: request.body.status },
        storage: app.storage,
      });
      const message = status === 'active' ? 'Product activated successfully' : 'Product deactivated successfully';
      return { success: true as const, message, msg: message, status };
    },
  );

  app.delete('/api/trader/products/:id', { schema: { tags, params: ZId, response: { 200: ZDoneReply } } }, async (request) => {
    await deleteListing(app.db, { owner: requireUser(request), actor: actorOf(request), id: request.params.id, storage: app.storage });
    return { success: true as const, message: 'Product deleted successfully', msg: 'Product deleted successfully' };
  });
};
