import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../../lib/app-error.js';
import { requestApplePaySession } from './apple-pay-session.js';
import { type GatewayPayment, GatewayUnavailableError, type PaymentProvider } from './provider.js';

/** The fields of Moyasar's payment object that we read (amounts in halalas). */
type MoyasarPayment = {
  id: string;
  status: GatewayPayment['status'];
  amount: number;
  currency: string;
  refunded?: number;
  metadata?: Record<string, string> | null;
  source?: { type?: string; message?: string | null; transaction_url?: string | null } | null;
};

export type MoyasarSettings = {
  apiUrl: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  timeoutMs: number;
  /** The merchant name on the Apple Pay sheet, when the domain is registered for Apple Pay at Moyasar; null: no Apple Pay. */
  applePayLabel: string | null;
};

function toGatewayPayment(payment: MoyasarPayment): GatewayPayment {
  return {
    id: payment.id,
    ourPaymentId: payment.metadata?.payment_id ?? null,
    status: payment.status,
    amountHalalas: payment.amount,
    currency: payment.currency,
    refundedHalalas: payment.refunded ?? 0,
    message: payment.source?.message ?? null,
  };
}

const sameSecret = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * Moyasar (https://docs.moyasar.com) through its REST API: HTTP Basic auth with the secret key, amounts in halalas.
 * Card payments are made by the buyer's browser on our page straight to Moyasar with the publishable key (its
 * documented custom form), so card numbers never reach this server; our payment id is Moyasar's `given_id`, which
 * makes a repeated creation the same payment. STC Pay is created here with the buyer's mobile number, and its code
 * sent to the payment's `transaction_url`. A timeout, network failure or 5xx is a `GatewayUnavailableError`.
 */
export function moyasarGateway(settings: MoyasarSettings) {
  const authorization = `Basic ${Buffer.from(`${settings.secretKey}:`).toString('base64')}`;

  /** One API call; a 404 is an error, or null with `missing: 'null'` (a payment the buyer has not submitted yet). */
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, missing: 'error' | 'null' = 'error'): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${settings.apiUrl}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      throw new GatewayUnavailableError(`Moyasar ${method} ${path}: ${(error as Error).message}`);
    }
    if (response.status >= 500 || response.status === 429)
      throw new GatewayUnavailableError(`Moyasar ${method} ${path}: ${response.status}`);
    const text = await response.text();
    if (response.status === 404 && missing === 'null') return null as T;
    if (!response.ok) throw new Error(`Moyasar ${method} ${path} refused with ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }

  const provider: PaymentProvider = {
    name: 'moyasar',
    async create({ paymentId, method }) {
      if (method === 'applepay' && !settings.applePayLabel) throw new AppError('BAD_REQUEST', 'errors.paymentMethodNotOffered');
      // The payment is made from our page (card form, Apple Pay button or STC Pay number) under our id, `given_id` at Moyasar.
      return { gatewayPaymentId: paymentId, redirectUrl: `/pay/moyasar/${paymentId}` };
    },
    async fetch(gatewayPaymentId) {
      const payment = await call<MoyasarPayment | null>('GET', `/v1/payments/${encodeURIComponent(gatewayPaymentId)}`, undefined, 'null');
      return payment ? toGatewayPayment(payment) : null;
    },
    async refund(gatewayPaymentId, { amountHalalas, refundedBefore }) {
      // Moyasar takes no refund key: what it has refunded beyond our earlier refunds tells that this one already went.
      const current = await provider.fetch(gatewayPaymentId);
      if (!current) throw new Error(`Moyasar has no payment ${gatewayPaymentId} to refund`);
      if (current.refundedHalalas >= refundedBefore + amountHalalas) return current;
      return toGatewayPayment(
        await call<MoyasarPayment>('POST', `/v1/payments/${encodeURIComponent(gatewayPaymentId)}/refund`, { amount: amountHalalas }),
      );
    },
    readWebhook({ rawBody }) {
      const body = JSON.parse(rawBody) as { secret_token?: unknown; data?: MoyasarPayment };
      if (typeof body.secret_token !== 'string' || !sameSecret(body.secret_token, settings.webhookSecret)) return null;
      if (typeof body.data?.id !== 'string') return null;
      return { gatewayPaymentId: body.data.id, ourPaymentId: body.data.metadata?.payment_id ?? null };
    },
  };

  return {
    provider,
    /** What the card page's form and the Apple Pay button need to create the payment at Moyasar from the browser. */
    formSettings: { apiUrl: settings.apiUrl, publishableKey: settings.publishableKey, applePayLabel: settings.applePayLabel },
    /** Apple Pay's merchant validation for our page (Moyasar's web merchant registration). */
    requestApplePaySession: (input: { validationUrl: string; displayName: string; domainName: string }) =>
      requestApplePaySession(settings, input),
    /** STC Pay: the payment created with the buyer's mobile number; answers where its code goes. */
    async startStcPay(payment: {
      id: string;
      amountHalalas: number;
      currency: string;
      description: string;
      callbackUrl: string;
      mobile: string;
    }) {
      const created = await call<MoyasarPayment>('POST', '/v1/payments', {
        given_id: payment.id,
        amount: payment.amountHalalas,
        currency: payment.currency,
        description: payment.description,
        callback_url: payment.callbackUrl,
        metadata: { payment_id: payment.id },
        source: { type: 'stcpay', mobile: payment.mobile },
      });
      return { status: created.status, transactionUrl: created.source?.transaction_url ?? null, message: created.source?.message ?? null };
    },
    /** STC Pay's code, sent to the transaction URL of the payment (Moyasar answers with the payment). */
    async confirmStcPay(gatewayPaymentId: string, otp: string) {
      const payment = await call<MoyasarPayment>('GET', `/v1/payments/${encodeURIComponent(gatewayPaymentId)}`);
      const transactionUrl = payment.source?.transaction_url;
      if (payment.status !== 'initiated' || !transactionUrl) return toGatewayPayment(payment);
      const url = new URL(transactionUrl);
      if (url.origin !== new URL(settings.apiUrl).origin) throw new Error('The STC Pay transaction URL is not Moyasar’s');
      url.searchParams.set('otp_value', otp);
      return toGatewayPayment(await call<MoyasarPayment>('GET', `${url.pathname}${url.search}`));
    },
  };
}
export type MoyasarGateway = ReturnType<typeof moyasarGateway>;
