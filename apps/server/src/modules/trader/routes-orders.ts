import {
  ZOrderProofsReply,
  ZTraderOrderChangeReply,
  ZTraderOrderReply,
  ZTraderOrderStatus,
  ZTraderOrdersQuery,
  ZTraderOrdersReply,
} from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../db/transaction.js';
import { sendDocument } from '../../lib/documents.js';
import { fileReply } from '../../lib/file-reply.js';
import { readMultipart } from '../../lib/multipart.js';
import { requireUser } from '../../lib/require-user.js';
import { documentRateLimit, uploadRateLimit } from '../../lib/route-limits.js';
import { renderInvoice } from '../invoices/index.js';
import { moveOrder, readProof, storeProofs } from '../orders/index.js';
import { assertOwnSale, findTraderOrders, getTraderOrder } from './trader-orders.js';

const ZId = z.object({ id: z.string().min(1).max(64) });

/** Orders of the trader panel, over the order state machine and invoices of the orders module. */
export const traderOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['trader'];
  const releaseDays = app.config.ESCROW_RELEASE_DAYS;

  app.get(
    '/api/trader/orders',
    { schema: { tags, querystring: ZTraderOrdersQuery, response: { 200: ZTraderOrdersReply } } },
    async (request) => ({
      success: true as const,
      ...(await findTraderOrders(app.db, { sellerId: requireUser(request).id, query: request.query, releaseDays })),
    }),
  );

  app.get('/api/trader/orders/:id', { schema: { tags, params: ZId, response: { 200: ZTraderOrderReply } } }, async (request) => ({
    success: true as const,
    order: await getTraderOrder(app.db, { sellerId: requireUser(request).id, id: request.params.id, releaseDays }),
  }));

  app.patch(
    '/api/trader/orders/:id/status',
    { schema: { tags, params: ZId, body: ZTraderOrderStatus, response: { 200: ZTraderOrderChangeReply } } },
    async (request) => {
      const user = requireUser(request);
      const orderId = request.params.id;
      await inTransaction(app.db, async (tx) => {
        await assertOwnSale(tx, { orderId, sellerId: user.id });
        await moveOrder(tx, { orderId, user, to: request.body.status, reason: request.body.reason, shipment: request.body.shipment });
      });
      return {
        success: true as const,
        message: 'Order status updated successfully',
        order: await getTraderOrder(app.db, { sellerId: user.id, id: orderId, releaseDays }),
      };
    },
  );

  app.post(
    '/api/trader/orders/:id/proof',
    {
      config: uploadRateLimit(app),
      schema: { tags, params: ZId, consumes: ['multipart/form-data'], response: { 201: ZOrderProofsReply } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const orderId = request.params.id;
      await assertOwnSale(app.db, { orderId, sellerId: user.id });
      const { files } = await readMultipart(request);
      const proofs = await storeProofs(app.db, { orderId, uploaderId: user.id, files, storage: app.storage, area: 'trader' });
      reply.status(201);
      return { success: true as const, message: 'Proof uploaded successfully', proofs };
    },
  );

  app.get(
    '/api/trader/orders/:id/proofs/:proofId',
    {
      schema: {
        tags,
        params: ZId.extend({ proofId: z.string().min(1).max(64) }),
        response: { 200: fileReply('The proof as uploaded', ['application/pdf', 'image/webp']) },
      },
    },
    async (request, reply) => {
      await assertOwnSale(app.db, { orderId: request.params.id, sellerId: requireUser(request).id });
      const proof = await readProof(app.db, { orderId: request.params.id, proofId: request.params.proofId, storage: app.storage });
      return sendDocument(reply, { body: proof.file, type: proof.contentType, name: proof.name });
    },
  );

  app.get(
    '/api/trader/orders/:id/invoice',
    {
      config: documentRateLimit('invoice'),
      schema: { tags, params: ZId, response: { 200: fileReply('The tax invoice', ['application/pdf']) } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await assertOwnSale(app.db, { orderId: request.params.id, sellerId: user.id });
      const { file } = await renderInvoice(app.db, { orderId: request.params.id, viewer: user, dataDir: app.config.DATA_DIR });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${request.params.id}.pdf"`)
        .send(file);
    },
  );
};
