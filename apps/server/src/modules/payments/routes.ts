import { ZDoneReply, ZPaymentCallbackQuery, ZPaymentParams, ZPaymentReply, ZWebhookParams } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { requireUser } from '../../lib/require-user.js';
import { paymentSetupOf } from './payment-setup.js';
import { ownPayment, paymentOfGateway, paymentView, returnPathOf } from './payment-views.js';
import { settlePayment } from './settle-payment.js';

/** The payer's status poll, the gateway's redirect back (callback) and its webhooks (issue 15). */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payments'];

  // What the web's return page polls: a payment still initiated is fetched from the gateway again.
  app.get('/api/user/payments/:id', { schema: { tags, params: ZPaymentParams, response: { 200: ZPaymentReply } } }, async (request) => {
    const userId = requireUser(request).id;
    const own = await ownPayment(app.db, { paymentId: request.params.id, userId });
    if (!own) throw new AppError('NOT_FOUND', 'errors.paymentNotFound');
    const { payment } = own.status === 'initiated' ? await settlePayment(app.db, own.id) : { payment: own };
    return { success: true as const, payment: paymentView(payment ?? own) };
  });

  // The browser back from the gateway: the query is only a hint (the gateway's id); the status comes from the gateway.
  app.get(
    '/api/payments/:id/callback',
    // A browser redirect from the gateway, not a call of the clients' API: out of its document, like the webhook.
    { schema: { hide: true, tags, params: ZPaymentParams, querystring: ZPaymentCallbackQuery } },
    async (request, reply) => {
      const returnPath = await returnPathOf(app.db, request.params.id);
      if (!returnPath) throw new AppError('NOT_FOUND', 'errors.paymentNotFound');
      await settlePayment(app.db, request.params.id, { gatewayPaymentId: request.query.id });
      return reply.redirect(`${returnPath}?payment=${encodeURIComponent(request.params.id)}`, 302);
    },
  );

  await app.register(webhookRoutes);
};

/** The gateways' webhooks: verified before anything is read from them; the gateway's own record decides. */
const webhookRoutes: FastifyPluginAsyncZod = async (webhooks) => {
  const tags = ['payments'];
  // A signature covers the exact bytes sent, so the body is kept as text and parsed after the check.
  webhooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  webhooks.post(
    '/api/payments/webhooks/:provider',
    // Not in the clients' API document: only the gateway calls it, with a body signed for it.
    { schema: { hide: true, tags, params: ZWebhookParams, response: { 200: ZDoneReply } } },
    async (request) => {
      const { provider, log } = paymentSetupOf(webhooks.db);
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const notice =
        request.params.provider === provider.name ? safely(() => provider.readWebhook({ headers: request.headers, rawBody })) : null;
      if (!notice) {
        log.warn(`[payments] webhook refused: bad signature or secret (${request.params.provider}) from ${request.ip}`);
        throw new AppError('BAD_REQUEST', 'errors.webhookSignatureInvalid');
      }
      const payment = await paymentOfGateway(webhooks.db, { provider: provider.name, ...notice });
      if (!payment) {
        log.warn(`[payments] webhook refused: no payment for gateway payment ${notice.gatewayPaymentId}`);
        throw new AppError('BAD_REQUEST', 'errors.paymentNotFound');
      }
      const { outcome } = await settlePayment(webhooks.db, payment.id, { gatewayPaymentId: notice.gatewayPaymentId });
      if (outcome === 'mismatch') throw new AppError('BAD_REQUEST', 'errors.paymentMismatch');
      // The gateway sends the webhook again later when it gets no 2xx: by then its API may answer.
      if (outcome === 'unavailable') throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
      return { success: true as const };
    },
  );
};

/** A malformed body is as untrusted as a bad signature. */
function safely<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}
