import type { TErrorReply, TPaymentReply, TPaymentStartedReply, TWalletBalanceReply } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction.js';
import { hmac } from '../../lib/ids.js';
import { expectLedgerInvariants } from '../../test/ledger-invariants.js';
import type { User } from '../../test/money-fixtures.js';
import { TEST_CARD } from '../../test/order-fixtures.js';
import { sandboxBrowser, shownCode } from '../../test/sandbox-browser.js';
import { useTestApp } from '../../test/test-app.js';
import { sandboxWebhookSecret } from './payment-gateway.js';
import { reconcilePayments } from './reconcile-payments.js';
import { refundPayment } from './refund-payment.js';

const t = useTestApp();

const balanceOf = async (user: User) =>
  (await t.request<TWalletBalanceReply>('GET', '/api/user/wallet/balance', { token: user.token })).body.available;
const paymentOf = async (user: User, id: string) =>
  (await t.request<TPaymentReply>('GET', `/api/user/payments/${id}`, { token: user.token })).body.payment;

/** Add Funds through the gateway's page: where the browser is sent. */
async function startDeposit(user: User, amount: number, method: string, extra: Record<string, unknown> = {}) {
  const reply = await t.request<TPaymentStartedReply>('POST', '/api/user/wallet/deposit', {
    token: user.token,
    body: { amount, method, returnPath: '/wallet/return', ...extra },
  });
  expect(reply.status).toBe(200);
  return reply.body;
}

const { page, payByCard } = sandboxBrowser(t);

describe('the sandbox gateway', () => {
  it('takes a mada card through 3-D Secure, back to the callback and the return page, and credits the wallet once', async () => {
    const user = await t.createUser();
    const { paymentId, redirectUrl } = await startDeposit(user, 150.25, 'mada', { language: 'ar' });
    expect(redirectUrl).toBe(`/pay/sandbox/${paymentId}`);
    expect(await paymentOf(user, paymentId)).toMatchObject({
      status: 'initiated',
      amount: 150.25,
      method: 'mada',
      purpose: 'deposit',
      redirectUrl,
    });

    const form = await page(redirectUrl);
    expect(form.status).toBe(200);
    expect(form.html).toContain('dir="rtl"');
    expect(form.html).toContain('رقم البطاقة');
    expect(form.html).toContain('150.25');
    expect((await page(`${redirectUrl}?lang=en`)).html).toContain('Card number');

    // A wrong code is refused on the page; the right one finishes the payment.
    await page(`${redirectUrl}/card`, { number: '4201 3201 1111 1010', name: 'Sara Ahmed', expiry: '12/39', cvc: '123' });
    const wrong = await page(`${redirectUrl}/code`, { code: '000000' === shownCode((await page(redirectUrl)).html) ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain('الرمز غير صحيح');
    const back = await page(`${redirectUrl}/code`, { code: shownCode((await page(redirectUrl)).html) });
    expect(back.status).toBe(303);
    expect(back.location).toMatch(new RegExp(`^/api/payments/${paymentId}/callback\\?id=${paymentId}&status=paid`));

    const callback = await page(back.location!);
    expect(callback).toMatchObject({ status: 302, location: `/wallet/return?payment=${paymentId}` });
    expect(await paymentOf(user, paymentId)).toMatchObject({ status: 'paid', amount: 150.25 });
    expect(await balanceOf(user)).toBe(150.25);
    // The webhook arrives too (a job); the callback already settled, so it moves nothing.
    await t.jobsSettled();
    expect(await balanceOf(user)).toBe(150.25);
    expect((await page(`${redirectUrl}?lang=en`)).html).toContain('This payment has ended');
    await expectLedgerInvariants(t.db);
  });

  it('declines the documented failing test cards, fails 3-D Secure after three wrong codes, and moves nothing', async () => {
    const user = await t.createUser();
    const insufficient = await startDeposit(user, 40, 'creditcard');
    const location = await payByCard(insufficient.redirectUrl, '4201320000311101');
    expect(location).toContain('status=failed');
    await page(location);
    expect(await paymentOf(user, insufficient.paymentId)).toMatchObject({ status: 'failed', message: 'INSUFFICIENT FUNDS' });

    const notEnrolled = await startDeposit(user, 40, 'creditcard');
    expect(await payByCard(notEnrolled.redirectUrl, '4123450131000508')).toContain('status=failed');
    expect(await paymentOf(user, notEnrolled.paymentId)).toMatchObject({
      status: 'failed',
      message: '3-D Secure transaction attempt failed',
    });

    const typo = await startDeposit(user, 40, 'creditcard');
    await page(`${typo.redirectUrl}/card`, { number: '4111111111111111', name: 'Sara Ahmed', expiry: '12/39', cvc: '123' });
    expect((await page(`${typo.redirectUrl}/code`, { code: 'x' })).status).toBe(400);
    expect((await page(`${typo.redirectUrl}/code`, { code: 'y' })).status).toBe(400);
    expect((await page(`${typo.redirectUrl}/code`, { code: 'z' })).location).toContain('status=failed');
    expect(await paymentOf(user, typo.paymentId)).toMatchObject({ status: 'failed' });

    const unknownCard = await startDeposit(user, 40, 'creditcard');
    expect(await payByCard(unknownCard.redirectUrl, '4000000000000101')).toContain('status=failed');
    const badForm = await page(`${unknownCard.redirectUrl}/card`, { number: '12', name: '', expiry: '13/40', cvc: '1' });
    expect(badForm.status).toBe(400);

    await t.jobsSettled();
    expect(await balanceOf(user)).toBe(0);
    await expectLedgerInvariants(t.db);
  });

  it('pays by STC Pay with the phone and its code, and by Apple Pay on its sheet; a cancel fails the payment', async () => {
    const user = await t.createUser();
    const stc = await startDeposit(user, 30, 'stcpay');
    expect((await page(stc.redirectUrl)).html).toContain('STC Pay');
    expect((await page(`${stc.redirectUrl}/phone`, { mobile: '12345' })).status).toBe(400);
    expect((await page(`${stc.redirectUrl}/phone`, { mobile: '0501234567' })).status).toBe(303);
    const back = await page(`${stc.redirectUrl}/code`, { code: shownCode((await page(stc.redirectUrl)).html) });
    await page(back.location!);

    const apple = await startDeposit(user, 20, 'applepay');
    expect((await page(apple.redirectUrl)).html).toContain('Apple Pay');
    await page((await page(`${apple.redirectUrl}/applepay`, {})).location!);

    const canceled = await startDeposit(user, 99, 'mada');
    await page((await page(`${canceled.redirectUrl}/cancel`, {})).location!);

    expect(await paymentOf(user, stc.paymentId)).toMatchObject({ status: 'paid', method: 'stcpay' });
    expect(await paymentOf(user, apple.paymentId)).toMatchObject({ status: 'paid', method: 'applepay' });
    expect(await paymentOf(user, canceled.paymentId)).toMatchObject({ status: 'failed' });
    expect(await balanceOf(user)).toBe(50);
    await t.jobsSettled();
    await expectLedgerInvariants(t.db);
  });

  it('shows a payment to its payer only, and refuses a return path outside the site', async () => {
    const [user, other] = [await t.createUser(), await t.createUser()];
    const { paymentId } = await startDeposit(user, 10, 'mada');
    expect((await t.request('GET', `/api/user/payments/${paymentId}`, { token: other.token })).status).toBe(404);
    expect((await t.request('GET', `/api/user/payments/${paymentId}`)).status).toBe(401);
    const away = await t.request<TErrorReply>('POST', '/api/user/wallet/deposit', {
      token: user.token,
      body: { amount: 10, method: 'mada', returnPath: '//evil.example/steal' },
    });
    expect(away.status).toBe(400);
    const noMethod = await t.request<TErrorReply>('POST', '/api/user/wallet/deposit', {
      token: user.token,
      body: { amount: 10, method: 'cash' },
    });
    expect(noMethod.body.message).toBe('Please choose mada, a card, Apple Pay or STC Pay');
  });
});

describe('webhooks', () => {
  const send = (body: string, signature: string) =>
    t.request<TErrorReply>('POST', '/api/payments/webhooks/sandbox', {
      body,
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
    });
  const sign = (body: string) => `sha256=${hmac(sandboxWebhookSecret(t.secret), body)}`;

  /** A payment finished on the gateway's page whose callback the browser never reached. */
  async function paidAtGateway(user: User, amount: number) {
    const started = await startDeposit(user, amount, 'creditcard');
    await payByCard(started.redirectUrl, '4111111111111111');
    return started.paymentId;
  }

  it('settles on a signed webhook, and refuses a bad signature, an unknown payment and an amount that differs', async () => {
    const user = await t.createUser();
    const { paymentId, redirectUrl } = await startDeposit(user, 70, 'creditcard');
    // The gateway's record says another amount than ours: its own webhook and ours are refused, nothing moves.
    await t.db.execute(sql`update sandbox_gateway_payments set amount_halalas = 1 where id = ${paymentId}`);
    await payByCard(redirectUrl, '4111111111111111');
    await t.jobsSettled();
    expect(await paymentOf(user, paymentId)).toMatchObject({ status: 'initiated' });
    const body = JSON.stringify({ id: 'evt-1', type: 'payment_paid', data: { id: paymentId } });
    const forged = await send(
      body,
      sign(body).replace(/.$/, (c) => (c === '0' ? '1' : '0')),
    );
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('The webhook signature is not valid.');
    expect((await send(body, 'sha256=')).status).toBe(400);
    expect((await send('not json', sign('not json'))).status).toBe(400);
    const unknown = JSON.stringify({ id: 'evt-2', type: 'payment_paid', data: { id: 'no-such-payment' } });
    expect((await send(unknown, sign(unknown))).status).toBe(400);
    expect(await balanceOf(user)).toBe(0);

    const mismatch = await send(body, sign(body));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('The gateway payment does not match this payment.');
    expect(await balanceOf(user)).toBe(0);
    await t.db.execute(sql`update sandbox_gateway_payments set amount_halalas = 7000 where id = ${paymentId}`);

    expect((await send(body, sign(body))).status).toBe(200);
    expect(await balanceOf(user)).toBe(70);
    await t.jobsSettled();
    await expectLedgerInvariants(t.db);
  });

  it('credits once when the callback, the webhook and the status poll race, each ten times', async () => {
    const user = await t.createUser();
    const paymentId = await paidAtGateway(user, 55.5);
    const body = JSON.stringify({ id: 'evt-3', type: 'payment_paid', data: { id: paymentId } });
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => [
        page(`/api/payments/${paymentId}/callback?id=${paymentId}&status=paid`),
        send(body, sign(body)),
        t.request<TPaymentReply>('GET', `/api/user/payments/${paymentId}`, { token: user.token }),
      ]).flat(),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual(
      [...Array(10).fill(200), ...Array(10).fill(200), ...Array(10).fill(302)].sort(),
    );
    await t.jobsSettled();
    expect(await balanceOf(user)).toBe(55.5);
    const { rows } = await t.db.execute(sql`select count(*)::int as n from journal_entries where reference = ${paymentId}`);
    expect(rows[0]).toEqual({ n: 1 });
    await expectLedgerInvariants(t.db);
  });
});

describe('Add Funds with card fields (the spec client)', () => {
  it('charges the sandbox once for 50 concurrent requests with one key, outside the ledger transaction', async () => {
    const user = await t.createUser();
    const headers = { 'idempotency-key': 'deposit-storm' };
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.request('POST', '/api/user/wallet/deposit', { token: user.token, headers, body: { amount: 120, ...TEST_CARD } }),
      ),
    );
    expect(new Set(replies.map((reply) => reply.status))).toEqual(new Set([200]));
    for (const reply of replies) expect(reply.body).toEqual(replies[0]!.body);
    const { rows } = await t.db.execute(
      sql`select p.status, g.status as gateway_status from payments p join sandbox_gateway_payments g on g.id = p.id where p.user_id = ${user.id}`,
    );
    expect(rows).toEqual([{ status: 'paid', gateway_status: 'paid' }]);
    expect(await balanceOf(user)).toBe(120);
    await t.jobsSettled();
    await expectLedgerInvariants(t.db);
  });

  it('settles by the reconciling job a charge whose settlement never ran (a crash between the two)', async () => {
    const user = await t.createUser();
    const started = await startDeposit(user, 45, 'creditcard');
    // The gateway has charged; our side never heard of it (no callback, webhook lost).
    await t.db.execute(sql`update sandbox_gateway_payments set status = 'paid', message = 'APPROVED' where id = ${started.paymentId}`);
    expect(await reconcilePayments(t.db)).toEqual({ paid: 0, failed: 0, expired: 0 });
    await t.db.execute(sql`update payments set created_at = now() - interval '2 minutes' where id = ${started.paymentId}`);
    expect(await reconcilePayments(t.db)).toEqual({ paid: 1, failed: 0, expired: 0 });
    expect(await balanceOf(user)).toBe(45);

    // Abandoned on the gateway's page for 30 minutes: expired, nothing moved.
    const abandoned = await startDeposit(user, 10, 'mada');
    await t.db.execute(sql`update payments set created_at = now() - interval '31 minutes' where id = ${abandoned.paymentId}`);
    expect(await reconcilePayments(t.db)).toEqual({ paid: 0, failed: 0, expired: 1 });
    expect(await paymentOf(user, abandoned.paymentId)).toMatchObject({ status: 'expired' });
    expect(await balanceOf(user)).toBe(45);
    await expectLedgerInvariants(t.db);
  });
});

describe('refunds', () => {
  it('takes the refund from the wallet in the ledger and refunds the card by a job, once, never more than paid', async () => {
    const user = await t.createUser();
    const started = await startDeposit(user, 80, 'mada');
    await page(await payByCard(started.redirectUrl, '4201320111111010'));
    await t.jobsSettled();
    await inTransaction(t.db, (tx) => refundPayment(tx, { paymentId: started.paymentId, amountHalalas: 3000, reason: 'Order canceled' }));
    expect(await balanceOf(user)).toBe(50);
    expect(await paymentOf(user, started.paymentId)).toMatchObject({ status: 'partially_refunded' });
    await expect(
      inTransaction(t.db, (tx) => refundPayment(tx, { paymentId: started.paymentId, amountHalalas: 5001, reason: 'Too much' })),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await inTransaction(t.db, (tx) => refundPayment(tx, { paymentId: started.paymentId, amountHalalas: 5000, reason: 'The rest' }));
    await t.jobsSettled();
    const { rows } = await t.db.execute(
      sql`select status, refunded_halalas::int from sandbox_gateway_payments where id = ${started.paymentId}`,
    );
    expect(rows).toEqual([{ status: 'refunded', refunded_halalas: 8000 }]);
    const refunds = await t.db.execute(sql`select status from payment_refunds where payment_id = ${started.paymentId}`);
    expect(refunds.rows).toEqual([{ status: 'done' }, { status: 'done' }]);
    expect(await paymentOf(user, started.paymentId)).toMatchObject({ status: 'refunded' });
    expect(await balanceOf(user)).toBe(0);
    await expectLedgerInvariants(t.db);
  });
});
