import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TErrorReply, TPaymentReply, TPaymentStartedReply, TWalletBalanceReply } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction.js';
import { expectLedgerInvariants } from '../../test/ledger-invariants.js';
import type { User } from '../../test/money-fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { reconcilePayments } from './reconcile-payments.js';
import { refundPayment } from './refund-payment.js';

const SECRET_KEY = 'sk_test_local';
const PUBLISHABLE_KEY = 'pk_test_local';
const WEBHOOK_SECRET = 'whsec-local-5f2c9a';
const PUBLIC_URL = 'https://gamesouq.test';

type ApiPayment = {
  id: string;
  status: string;
  amount: number;
  currency: string;
  description: string;
  callback_url: string;
  refunded: number;
  metadata: Record<string, string> | null;
  source: { type: string; message: string | null; transaction_url: string | null; mobile?: string };
};

/**
 * A local server that speaks Moyasar's documented payments API (create with `given_id`, 3-D Secure through
 * `transaction_url`, fetch, refund, STC Pay's OTP), with its test cards' outcomes, for the adapter to talk to.
 */
async function startMoyasarApi() {
  const payments = new Map<string, ApiPayment & { outcome?: { status: string; message: string } }>();
  const state = { hangFetches: false, refundCalls: 0, serverCreates: 0, browserCreates: 0 };
  const readBody = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  const view = ({ outcome: _, ...payment }: ApiPayment & { outcome?: unknown }) => payment;
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const isServer = request.headers.authorization === `Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`;
    const body = request.method === 'POST' ? await readBody(request) : {};
    const payment = payments.get(url.pathname.split('/')[3] ?? url.pathname.split('/')[2] ?? '');

    if (request.method === 'POST' && url.pathname === '/v1/payments') {
      if (!isServer && body.publishable_api_key !== PUBLISHABLE_KEY) return send(401, { type: 'authentication_error' });
      const source = body.source as Record<string, string>;
      const id = String(body.given_id);
      const existing = payments.get(id);
      if (existing) return send(200, view(existing));
      if (isServer) state.serverCreates += 1;
      else state.browserCreates += 1;
      const created: ApiPayment & { outcome?: { status: string; message: string } } = {
        id,
        status: 'initiated',
        amount: Number(body.amount),
        currency: String(body.currency ?? 'SAR'),
        description: String(body.description ?? ''),
        callback_url: String(body.callback_url),
        refunded: 0,
        metadata: (body.metadata as Record<string, string>) ?? null,
        source:
          source.type === 'stcpay'
            ? { type: 'stcpay', mobile: source.mobile, message: null, transaction_url: `${base}/v1/stc_pays/${id}/proceed` }
            : { type: 'creditcard', message: null, transaction_url: `${base}/3ds/${id}` },
        outcome: source.number === '4111111111111111' ? { status: 'paid', message: 'APPROVED' } : { status: 'failed', message: 'DECLINED' },
      };
      payments.set(id, created);
      return send(201, view(created));
    }
    if (request.method === 'GET' && url.pathname.startsWith('/3ds/') && payment) {
      // The bank's 3-D Secure page, passed: the outcome, and back to the merchant's callback.
      payment.status = payment.outcome!.status;
      payment.source.message = payment.outcome!.message;
      const back = new URLSearchParams({ id: payment.id, status: payment.status, message: payment.source.message });
      response.writeHead(302, { location: `${payment.callback_url}?${back}` });
      return response.end();
    }
    if (!isServer) return send(401, { type: 'authentication_error' });
    if (request.method === 'GET' && url.pathname.startsWith('/v1/stc_pays/') && payment) {
      const otp = url.searchParams.get('otp_value');
      payment.status = otp === '123456' ? 'paid' : 'failed';
      payment.source.message = otp === '123456' ? 'Paid' : 'Invalid OTP';
      return send(200, view(payment));
    }
    if (request.method === 'GET' && url.pathname.startsWith('/v1/payments/')) {
      if (state.hangFetches) return; // no answer: the adapter's timeout decides
      return payment ? send(200, view(payment)) : send(404, { type: 'record_not_found' });
    }
    if (request.method === 'POST' && url.pathname.endsWith('/refund') && payment) {
      state.refundCalls += 1;
      payment.refunded += Number(body.amount);
      payment.status = 'refunded';
      return send(200, view(payment));
    }
    send(404, { type: 'record_not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: base, payments, state, close: () => new Promise((resolve) => server.close(resolve)) };
}

const moyasar = await startMoyasarApi();
afterAll(() => moyasar.close());
const t = useTestApp({
  PAYMENT_PROVIDER: 'moyasar',
  MOYASAR_API_URL: moyasar.url,
  MOYASAR_SECRET_KEY: SECRET_KEY,
  MOYASAR_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
  MOYASAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
  PUBLIC_URL,
  PAYMENT_GATEWAY_TIMEOUT_MS: '300',
});

const balanceOf = async (user: User) =>
  (await t.request<TWalletBalanceReply>('GET', '/api/user/wallet/balance', { token: user.token })).body.available;
const paymentOf = async (user: User, id: string) =>
  (await t.request<TPaymentReply>('GET', `/api/user/payments/${id}`, { token: user.token })).body.payment;
async function startDeposit(user: User, amount: number, method: string) {
  const reply = await t.request<TPaymentStartedReply>('POST', '/api/user/wallet/deposit', {
    token: user.token,
    body: { amount, method, returnPath: '/wallet/return' },
  });
  expect(reply.status).toBe(200);
  return reply.body;
}
/** A browser request to our server or to the local Moyasar, following nothing. */
async function visit(url: string, form?: Record<string, string>) {
  const target = url.startsWith(PUBLIC_URL)
    ? `${t.baseUrl}${url.slice(PUBLIC_URL.length)}`
    : url.startsWith('/')
      ? `${t.baseUrl}${url}`
      : url;
  const response = await fetch(target, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    ...(form ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() } : {}),
  });
  return {
    status: response.status,
    location: response.headers.get('location') ?? '',
    html: await response.text(),
    headers: response.headers,
  };
}
const dataOf = (html: string, name: string) => html.match(new RegExp(`data-${name}="([^"]*)"`))?.[1] ?? '';

/** What the card page's script does in the browser: the card to Moyasar's API, then to its 3-D Secure page. */
async function payOnCardPage(redirectUrl: string, number: string) {
  const page = await visit(redirectUrl);
  expect(page.status).toBe(200);
  const created = await fetch(`${dataOf(page.html, 'api-url')}/v1/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      publishable_api_key: dataOf(page.html, 'publishable-key'),
      given_id: dataOf(page.html, 'payment-id'),
      amount: Number(dataOf(page.html, 'amount')),
      currency: dataOf(page.html, 'currency'),
      description: dataOf(page.html, 'description'),
      callback_url: dataOf(page.html, 'callback-url'),
      metadata: { payment_id: dataOf(page.html, 'payment-id') },
      source: { type: 'creditcard', name: 'Sara Ahmed', number, month: 12, year: 2039, cvc: '123' },
    }),
  });
  const payment = (await created.json()) as ApiPayment;
  const bank = await visit(payment.source.transaction_url!);
  expect(bank.status).toBe(302);
  return bank.location;
}
const webhook = (data: ApiPayment, secretToken = WEBHOOK_SECRET) =>
  t.request<TErrorReply>('POST', '/api/payments/webhooks/moyasar', {
    body: {
      id: `evt-${data.id}`,
      type: `payment_${data.status}`,
      created_at: new Date().toISOString(),
      secret_token: secretToken,
      live: false,
      data,
    },
  });

describe('the moyasar provider against a server speaking its API', () => {
  it('keeps card numbers off our server: the page sends them to Moyasar, 3-D Secure returns to the callback, which verifies', async () => {
    const user = await t.createUser();
    const { paymentId, redirectUrl } = await startDeposit(user, 70, 'mada');
    expect(redirectUrl).toBe(`/pay/moyasar/${paymentId}`);
    // Before the buyer submits the card, Moyasar has no such payment: it is simply still initiated.
    expect(await paymentOf(user, paymentId)).toMatchObject({ status: 'initiated', redirectUrl });
    const page = await visit(redirectUrl);
    expect(page.headers.get('content-security-policy')).toContain(`connect-src 'self' ${moyasar.url}`);
    expect(page.html).not.toMatch(/<form[^>]*action=/);
    expect(page.html).toContain('<script src="/pay/moyasar/form.js"');
    // Apple Pay is not configured (MOYASAR_APPLE_PAY_LABEL): no Apple Pay button anywhere.
    expect(page.html).not.toContain('apple-pay');
    expect(page.html).not.toContain(SECRET_KEY);
    expect((await visit('/pay/moyasar/form.js')).html).toContain("'/v1/payments'");
    // Our server refuses card fields in the spec's Add Funds body with this gateway.
    const cardFields = await t.request<TErrorReply>('POST', '/api/user/wallet/deposit', {
      token: user.token,
      body: { amount: 10, cardNumber: '4111111111111111', expiry: '12/39', cvv: '123', cardHolder: 'Sara Ahmed' },
    });
    expect(cardFields.status).toBe(400);

    const callback = await payOnCardPage(redirectUrl, '4111111111111111');
    expect(callback).toBe(`${PUBLIC_URL}/api/payments/${paymentId}/callback?id=${paymentId}&status=paid&message=APPROVED`);
    expect(await visit(callback)).toMatchObject({ status: 302, location: `/wallet/return?payment=${paymentId}` });
    expect(await paymentOf(user, paymentId)).toMatchObject({ status: 'paid', amount: 70 });
    expect(moyasar.state.browserCreates).toBe(1);

    // Moyasar's webhook for the same payment: the secret token is checked, and it moves nothing twice.
    const paid = moyasar.payments.get(paymentId)!;
    expect((await webhook(paid, 'wrong-secret')).status).toBe(400);
    expect((await webhook(paid)).status).toBe(200);
    expect(await balanceOf(user)).toBe(70);
    await expectLedgerInvariants(t.db);
  });

  it('settles by webhook when the callback never came, and fails a declined card', async () => {
    const user = await t.createUser();
    const paidLater = await startDeposit(user, 25, 'creditcard');
    await payOnCardPage(paidLater.redirectUrl, '4111111111111111');
    expect((await webhook(moyasar.payments.get(paidLater.paymentId)!)).status).toBe(200);
    expect(await paymentOf(user, paidLater.paymentId)).toMatchObject({ status: 'paid' });

    const declined = await startDeposit(user, 25, 'creditcard');
    await visit(await payOnCardPage(declined.redirectUrl, '4000000000000002'));
    expect(await paymentOf(user, declined.paymentId)).toMatchObject({ status: 'failed', message: 'DECLINED', failureReason: 'declined' });
    expect(await balanceOf(user)).toBe(25);

    // A payment made at Moyasar for another amount (the browser is not trusted) is never credited.
    const tampered = await startDeposit(user, 500, 'creditcard');
    const page = await visit(tampered.redirectUrl);
    await fetch(`${moyasar.url}/v1/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        publishable_api_key: PUBLISHABLE_KEY,
        given_id: tampered.paymentId,
        amount: 100,
        currency: 'SAR',
        callback_url: dataOf(page.html, 'callback-url'),
        metadata: { payment_id: tampered.paymentId },
        source: { type: 'creditcard', name: 'Sara Ahmed', number: '4111111111111111', month: 12, year: 2039, cvc: '123' },
      }),
    });
    await visit(`${moyasar.url}/3ds/${tampered.paymentId}`);
    const mismatch = await webhook(moyasar.payments.get(tampered.paymentId)!);
    expect(mismatch.status).toBe(400);
    expect(await paymentOf(user, tampered.paymentId)).toMatchObject({ status: 'initiated' });
    expect(await balanceOf(user)).toBe(25);
    await expectLedgerInvariants(t.db);
  });

  it('pays by STC Pay: the mobile number creates the payment here, its code goes to the transaction URL', async () => {
    const user = await t.createUser();
    const { paymentId, redirectUrl } = await startDeposit(user, 40, 'stcpay');
    expect((await visit(`${redirectUrl}/stcpay`, { mobile: '123' })).status).toBe(400);
    const otpStep = await visit(`${redirectUrl}/stcpay`, { mobile: '0501234567' });
    expect(otpStep).toMatchObject({ status: 303, location: `/pay/moyasar/${paymentId}?step=otp` });
    expect(moyasar.payments.get(paymentId)?.source).toMatchObject({ type: 'stcpay', mobile: '0501234567' });
    const back = await visit(`${redirectUrl}/stcpay-otp`, { otp: '123456' });
    expect(back.location).toBe(`${PUBLIC_URL}/api/payments/${paymentId}/callback?id=${paymentId}&status=paid`);
    await visit(back.location);
    expect(await paymentOf(user, paymentId)).toMatchObject({ status: 'paid', method: 'stcpay' });
    // Apple Pay is not configured here (no MOYASAR_APPLE_PAY_LABEL): refused, not faked.
    expect(
      (await t.request('POST', '/api/user/wallet/deposit', { token: user.token, body: { amount: 5, method: 'applepay' } })).status,
    ).toBe(400);
  });

  it('keeps a payment initiated while Moyasar does not answer ("being confirmed"), and the job settles it later', async () => {
    const user = await t.createUser();
    const { paymentId, redirectUrl } = await startDeposit(user, 33, 'creditcard');
    const callback = await payOnCardPage(redirectUrl, '4111111111111111');
    moyasar.state.hangFetches = true;
    try {
      expect(await visit(callback)).toMatchObject({ status: 302, location: `/wallet/return?payment=${paymentId}` });
      expect(await paymentOf(user, paymentId)).toMatchObject({ status: 'initiated' });
      expect((await webhook(moyasar.payments.get(paymentId)!)).status).toBe(503);
      expect(await balanceOf(user)).toBe(0);
    } finally {
      moyasar.state.hangFetches = false;
    }
    await t.db.execute(sql`update payments set created_at = now() - interval '2 minutes' where id = ${paymentId}`);
    expect(await reconcilePayments(t.db)).toMatchObject({ paid: 1 });
    expect(await balanceOf(user)).toBe(33);
    await expectLedgerInvariants(t.db);
  });

  it('refunds through the refund API once, however often the job runs', async () => {
    const user = await t.createUser();
    const { paymentId, redirectUrl } = await startDeposit(user, 60, 'creditcard');
    await visit(await payOnCardPage(redirectUrl, '4111111111111111'));
    const calls = moyasar.state.refundCalls;
    const { refundId } = await inTransaction(t.db, (tx) => refundPayment(tx, { paymentId, amountHalalas: 2500, reason: 'Canceled' }));
    await t.jobsSettled();
    expect(moyasar.payments.get(paymentId)).toMatchObject({ refunded: 2500, status: 'refunded' });
    // The same refund sent again (a job retried after the gateway answered) is not refunded twice.
    await t.db.execute(sql`update payment_refunds set status = 'pending' where id = ${refundId}`);
    await t.db.execute(sql`select graphile_worker.add_job('payment_refund', json_build_object('refundId', ${refundId}::text))`);
    await t.jobsSettled();
    expect(moyasar.state.refundCalls).toBe(calls + 1);
    expect(moyasar.payments.get(paymentId)?.refunded).toBe(2500);
    expect(await balanceOf(user)).toBe(35);
    await expectLedgerInvariants(t.db);
  });
});
