import type { PaymentMethod } from '@gamesouq/core';

/**
 * A gateway's payment as its API reports it, after mapping (Moyasar's payment object is the model): amounts in halalas.
 * `ourPaymentId` is the id we gave it (Moyasar `given_id` or `metadata.payment_id`), so an answer is never applied to
 * another payment.
 */
export type GatewayPayment = {
  id: string;
  ourPaymentId: string | null;
  status: 'initiated' | 'paid' | 'failed' | 'authorized' | 'captured' | 'voided' | 'refunded';
  amountHalalas: number;
  currency: string;
  refundedHalalas: number;
  message: string | null;
};

export type CreateGatewayPayment = {
  paymentId: string;
  amountHalalas: number;
  currency: string;
  method: PaymentMethod;
  description: string;
  /** Where the gateway sends the browser back: our callback route. */
  callbackUrl: string;
  language: 'ar' | 'en';
};

/**
 * A refund to send: `refundId` is our key; `refundedBefore` what the gateway has refunded of this payment by our earlier
 * refunds (they run one after the other), so a gateway without refund keys can tell a repeated call from a new one.
 */
export type GatewayRefund = { amountHalalas: number; refundId: string; refundedBefore: number };

/** What a verified webhook says: which gateway payment changed (the server then fetches it; the body is never trusted). */
export type WebhookNotice = { gatewayPaymentId: string; ourPaymentId: string | null };

/** The gateway timed out or failed: nothing is known about the payment, so it stays as it was and is re-fetched later. */
export class GatewayUnavailableError extends Error {}

/**
 * A payment gateway (issue 15): `create` registers the payment and says where the browser goes (the gateway's page);
 * `fetch` is the only source of truth for a payment's status and amount (null: the gateway has no such payment, as
 * before the buyer submitted the gateway's form); `refund` is idempotent for a refund id;
 * `readWebhook` verifies a webhook's signature or secret and answers null when it is not the gateway's.
 */
export type PaymentProvider = {
  name: 'sandbox' | 'moyasar';
  create(payment: CreateGatewayPayment): Promise<{ gatewayPaymentId: string | null; redirectUrl: string }>;
  fetch(gatewayPaymentId: string): Promise<GatewayPayment | null>;
  refund(gatewayPaymentId: string, refund: GatewayRefund): Promise<GatewayPayment>;
  readWebhook(request: { headers: Record<string, string | string[] | undefined>; rawBody: string }): WebhookNotice | null;
};
