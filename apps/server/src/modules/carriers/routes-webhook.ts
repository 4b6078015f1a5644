import { ZCarrierWebhook, ZCarrierWebhookReply } from '@gamesouq/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { findShippedOrder, recordShipmentEvent } from '../orders/index.js';
import { isSignedBy } from './verify-signature.js';

/**
 * POST /api/carriers/webhook: a carrier (or the aggregator in front of it) pushes a tracking event, signed with
 * CARRIER_WEBHOOK_SECRET in the X-Signature header. The signature covers the exact bytes sent, so this plugin keeps
 * the raw body for its own routes.
 */
export const carrierWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, String(body));
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new AppError('BAD_REQUEST', 'errors.webhookSignatureInvalid'), undefined);
    }
  });
  app.addHook('preValidation', async (request) => {
    const signature = request.headers['x-signature'];
    const body = rawBodies.get(request) ?? '';
    if (!isSignedBy(app.config.CARRIER_WEBHOOK_SECRET, { body, signature: typeof signature === 'string' ? signature : undefined })) {
      throw new AppError('BAD_REQUEST', 'errors.webhookSignatureInvalid');
    }
  });

  app.post(
    '/api/carriers/webhook',
    // Not in the clients' API document: only a carrier calls it, with a body signed for it (like the gateways' webhooks).
    { schema: { hide: true, tags: ['carriers'], body: ZCarrierWebhook, response: { 200: ZCarrierWebhookReply } } },
    async (request) => {
      const { carrier, trackingNumber, event, occurredAt } = request.body;
      const recorded = await inTransaction(app.db, async (tx) => {
        const order = await findShippedOrder(tx, { carrier, trackingNumber });
        if (!order) return false;
        return recordShipmentEvent(tx, { orderId: order.id, event, occurredAt: new Date(occurredAt), source: 'webhook' });
      });
      return { success: true as const, recorded };
    },
  );
};
