import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminClientRoutes } from './modules/admin/routes-clients.js';
import { adminDashboardRoutes } from './modules/admin/routes-dashboard.js';
import { adminInboxRoutes } from './modules/admin/routes-inbox.js';
import { adminSettingsRoutes } from './modules/admin/routes-settings.js';
import { itemWatchRoutes, savedSearchRoutes } from './modules/alerts/index.js';
import audit from './modules/audit/record-audit.js';
import { auditRoutes } from './modules/audit/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { passwordRoutes } from './modules/auth/routes-password.js';
import { socialSignInRoutes } from './modules/auth/routes-social.js';
import { twoFactorRoutes } from './modules/auth/routes-two-factor.js';
import { carrierWebhookRoutes } from './modules/carriers/index.js';
import { cartRoutes } from './modules/cart/routes.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { catalogAdminRoutes } from './modules/catalog/routes-admin.js';
import { catalogueItemRoutes } from './modules/catalog/routes-catalogue-items.js';
import { chatRoutes } from './modules/chat/routes.js';
import { contactRoutes } from './modules/contact/routes.js';
import { dataExportRoutes } from './modules/data-export/routes.js';
import { devRoutes } from './modules/dev/routes.js';
import { digitalCodeRoutes } from './modules/digital-codes/index.js';
import { followRoutes } from './modules/follows/index.js';
import { healthRoutes } from './modules/health/routes.js';
import { invoiceRoutes } from './modules/invoices/index.js';
import { itemPageRoutes } from './modules/item-pages/index.js';
import { jobAdminRoutes } from './modules/jobs/routes-admin.js';
import { listingAdminRoutes } from './modules/listings/routes-admin.js';
import { listingPublicRoutes } from './modules/listings/routes-public.js';
import { listingReportRoutes } from './modules/listings/routes-reports.js';
import { listingUserRoutes } from './modules/listings/routes-user.js';
import { pushRoutes } from './modules/notifications/index.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { offerRoutes } from './modules/offers/index.js';
import { orderRoutes } from './modules/orders/routes.js';
import { digitalOrderRoutes } from './modules/orders/routes-digital.js';
import { disputeRoutes } from './modules/orders/routes-disputes.js';
import { paymentGateway } from './modules/payments/index.js';
import { promoAdminRoutes } from './modules/promos/routes-admin.js';
import { reputationRoutes } from './modules/reputation/index.js';
import { searchSynonymAdminRoutes } from './modules/search-synonyms/routes-admin.js';
import { seoRoutes } from './modules/seo/index.js';
import { traderAccountRoutes } from './modules/trader/routes-account.js';
import { traderNotificationRoutes } from './modules/trader/routes-notifications.js';
import { traderOrderRoutes } from './modules/trader/routes-orders.js';
import { traderProductRoutes } from './modules/trader/routes-products.js';
import { traderVatReportRoutes } from './modules/trader/routes-vat-report.js';
import { userRoutes } from './modules/users/routes.js';
import { accountRoutes } from './modules/users/routes-account.js';
import { sellerRequestRoutes } from './modules/users/routes-seller-requests.js';
import { identityVerificationRoutes } from './modules/verification/index.js';
import { walletAdminRoutes } from './modules/wallet/routes-admin.js';
import { walletUserRoutes } from './modules/wallet/routes-user.js';
import auth from './plugins/auth.js';
import context, { type AppContext } from './plugins/context.js';
import errors, { frameworkErrors } from './plugins/errors.js';
import eventRelay from './plugins/event-relay.js';
import jobs from './plugins/jobs.js';
import listingReplies from './plugins/listing-replies.js';
import metrics from './plugins/metrics.js';
import openapi from './plugins/openapi.js';
import rateLimit from './plugins/rate-limit.js';
import realtime from './plugins/realtime.js';
import replySerializer from './plugins/reply-serializer.js';
import securityHeaders from './plugins/security-headers.js';
import uploads from './plugins/uploads.js';
import webApp from './plugins/web-app.js';
import webPush from './plugins/web-push.js';

const REQUEST_ID = /^[\w.-]{8,128}$/;
/**
 * Headers that carry credentials never reach the log. A request's and a reply's own lines go through Fastify's `req` and
 * `res` serializers, which write no header at all, whatever the log call passes under those keys. The one line that
 * does carry the request's headers is @fastify/multipart's trace line of each upload (`busboyOptions.headers`). Paths
 * under `req` and `res` were redacted as well, uselessly, and pino's redaction copied every request line to do it:
 * 10 µs a request, an eighth of a kept Home page's CPU (ADR 065).
 */
const LOG_REDACTIONS = ['busboyOptions.headers.authorization', 'busboyOptions.headers.cookie'];

export async function buildApp(
  ctx: AppContext,
  { logger = true, schedules = true }: { logger?: FastifyServerOptions['logger']; schedules?: boolean } = {},
) {
  const app = Fastify({
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    // X-Forwarded-For decides the client IP of the rate limits, so it is trusted only when a proxy is declared.
    trustProxy: ctx.config.TRUST_PROXY,
    frameworkErrors,
    // A load balancer's X-Request-Id is kept, so one id follows the request through every log; otherwise a fresh one.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    logger: logger === false ? false : { ...(typeof logger === 'object' ? logger : {}), redact: LOG_REDACTIONS },
    // One line per request, once it is answered (below), instead of one as it arrives and one as it is answered.
    disableRequestLogging: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });
  // Set when a stop begins: /ready answers 503 while the requests still arriving are served (SHUTDOWN_DRAIN_SECONDS).
  app.decorate('lifecycle', { isStopping: false });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setValidatorCompiler(validatorCompiler);

  await app.register(context, ctx);
  await app.register(errors);
  await app.register(metrics);
  await app.register(replySerializer);
  await app.register(securityHeaders);
  await app.register(cors, { origin: false });
  await app.register(rateLimit);
  await app.register(openapi);
  await app.register(auth);
  await app.register(audit);
  await app.register(uploads);
  await app.register(realtime);
  await app.register(listingReplies);
  await app.register(webPush);

  await app.register(authRoutes);
  await app.register(twoFactorRoutes);
  await app.register(socialSignInRoutes);
  await app.register(userRoutes);
  await app.register(accountRoutes);
  await app.register(passwordRoutes);
  await app.register(dataExportRoutes);
  await app.register(contactRoutes);
  await app.register(devRoutes);
  await app.register(catalogRoutes);
  await app.register(listingPublicRoutes);
  await app.register(listingUserRoutes);
  await app.register(listingAdminRoutes);
  await app.register(walletUserRoutes);
  await app.register(paymentGateway);
  await app.register(eventRelay);
  // The worker starts once the payments are set up: a payment job waiting in the queue runs at once.
  await app.register(jobs, { schedules });
  await app.register(walletAdminRoutes);
  await app.register(cartRoutes);
  await app.register(orderRoutes);
  await app.register(carrierWebhookRoutes);
  await app.register(disputeRoutes);
  await app.register(digitalOrderRoutes);
  await app.register(digitalCodeRoutes);
  await app.register(chatRoutes);
  await app.register(offerRoutes);
  await app.register(followRoutes);
  await app.register(reputationRoutes);
  await app.register(savedSearchRoutes);
  await app.register(itemWatchRoutes);
  await app.register(notificationRoutes);
  await app.register(pushRoutes);
  await app.register(promoAdminRoutes);
  await app.register(traderAccountRoutes);
  await app.register(traderVatReportRoutes);
  await app.register(traderProductRoutes);
  await app.register(traderOrderRoutes);
  await app.register(invoiceRoutes);
  await app.register(traderNotificationRoutes);
  await app.register(catalogAdminRoutes);
  await app.register(catalogueItemRoutes);
  await app.register(itemPageRoutes);
  await app.register(searchSynonymAdminRoutes);
  await app.register(listingReportRoutes);
  await app.register(sellerRequestRoutes);
  await app.register(identityVerificationRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminClientRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(auditRoutes);
  await app.register(adminInboxRoutes);
  await app.register(jobAdminRoutes);

  await app.register(healthRoutes);
  await app.register(seoRoutes);

  await app.register(webApp);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: { isStopping: boolean };
  }
}
