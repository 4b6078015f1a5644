import type { Db } from '../../db/client.js';
import { paymentSetupOf } from './payment-setup.js';
import { SANDBOX_SIGNATURE_HEADER } from './sandbox-gateway.js';

/**
 * The sandbox gateway's webhook, sent by a job over HTTP to this server's webhook route, signed: it is received and
 * verified exactly like a real gateway's. A refusal (4xx) is logged and not sent again; no answer or a 5xx is retried.
 */
export async function deliverSandboxWebhook(
  db: Db,
  { gatewayPaymentId, type, baseUrl }: { gatewayPaymentId: string; type: string; baseUrl: string },
) {
  const { sandbox, log } = paymentSetupOf(db);
  const webhook = await sandbox?.webhookFor(gatewayPaymentId, type);
  if (!webhook) return;
  const response = await fetch(`${baseUrl}/api/payments/webhooks/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: webhook.signature },
    body: webhook.rawBody,
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status >= 500) throw new Error(`The webhook for ${gatewayPaymentId} got ${response.status}`);
  if (!response.ok) log.warn(`[payments] sandbox webhook ${type} for ${gatewayPaymentId} refused: ${response.status}`);
}
