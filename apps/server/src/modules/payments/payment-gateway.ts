import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TaskList } from 'graphile-worker';
import { hmac } from '../../lib/ids.js';
import { deliverSandboxWebhook } from './deliver-sandbox-webhook.js';
import { moyasarGateway } from './moyasar-gateway.js';
import { setUpPayments } from './payment-setup.js';
import { PAYMENT_TASKS } from './queue-job.js';
import { reconcilePayments } from './reconcile-payments.js';
import { sendRefundToGateway } from './refund-payment.js';
import { paymentRoutes } from './routes.js';
import { depositRoutes } from './routes-deposit.js';
import { moyasarPageRoutes } from './routes-moyasar.js';
import { sandboxPageRoutes } from './routes-sandbox.js';
import { sandboxGateway } from './sandbox-gateway.js';

/** The sandbox's webhook signing secret: derived from the server's secret, so every instance signs and checks alike. */
export const sandboxWebhookSecret = (serverSecret: string) => hmac(serverSecret, 'sandbox-gateway-webhooks');

/**
 * The payment gateway of the settings (PAYMENT_PROVIDER) for this app's database, with its routes: Add Funds, the
 * payer's status poll, the callback, the webhooks and, for the sandbox, its hosted pages.
 */
export const paymentGateway = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    if (config.PAYMENT_PROVIDER === 'moyasar') {
      const moyasar = moyasarGateway({
        apiUrl: config.MOYASAR_API_URL.replace(/\/$/, ''),
        secretKey: config.MOYASAR_SECRET_KEY!,
        publishableKey: config.MOYASAR_PUBLISHABLE_KEY!,
        webhookSecret: config.MOYASAR_WEBHOOK_SECRET!,
        timeoutMs: config.PAYMENT_GATEWAY_TIMEOUT_MS,
        applePayLabel: config.MOYASAR_APPLE_PAY_LABEL ?? null,
      });
      const publicUrl = config.PUBLIC_URL!.replace(/\/$/, '');
      setUpPayments(app.db, { provider: moyasar.provider, sandbox: null, moyasar, publicUrl, log: app.log });
    } else {
      const sandbox = sandboxGateway(app.db, { webhookSecret: sandboxWebhookSecret(app.secret) });
      setUpPayments(app.db, { provider: sandbox.provider, sandbox, moyasar: null, publicUrl: '', log: app.log });
    }
    await app.register(paymentRoutes);
    await app.register(depositRoutes);
    await app.register(sandboxPageRoutes);
    await app.register(moyasarPageRoutes);
  },
  { name: 'payment-gateway', dependencies: ['config'] },
);

/** Once a minute: payments without an answer are fetched again, abandoned ones expire. */
export const PAYMENT_CRONTAB = [`* * * * * ${PAYMENT_TASKS.reconcile}`];

/** The job queue's payment tasks: refunds to the gateway, the sandbox's webhooks, reconciling. */
export function paymentTasks(app: FastifyInstance): TaskList {
  // The worker starts before the server listens: a webhook queued while no worker ran must wait for the port to open.
  const baseUrl = async () => {
    if (!app.server.listening) await once(app.server, 'listening', { signal: AbortSignal.timeout(60_000) });
    const address = app.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : app.config.PORT}`;
  };
  return {
    [PAYMENT_TASKS.refund]: async (payload) => {
      await sendRefundToGateway(app.db, (payload as { refundId: string }).refundId);
    },
    [PAYMENT_TASKS.sandboxWebhook]: async (payload) => {
      const { gatewayPaymentId, type } = payload as { gatewayPaymentId: string; type: string };
      await deliverSandboxWebhook(app.db, { gatewayPaymentId, type, baseUrl: await baseUrl() });
    },
    [PAYMENT_TASKS.reconcile]: async () => {
      const { paid, failed, expired } = await reconcilePayments(app.db);
      if (paid || failed || expired) app.log.info(`[payments] reconciled: ${paid} paid, ${failed} failed, ${expired} expired`);
    },
  };
}
