import type { TPaymentReply, TWalletBalanceReply } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../../test/ledger-invariants.js';
import type { User } from '../../test/money-fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { platformAccount, post, userAccount } from '../wallet/index.js';
import { onPaymentFailed, onPaymentSettled, startPayment } from './index.js';

const t = useTestApp();

// What a checkout's handlers would do, recorded: the settled one moves the money on from the payer's wallet.
const settled: string[] = [];
const failed: string[] = [];
onPaymentSettled('checkout', async (tx, payment) => {
  settled.push(payment.subjectId);
  await post(tx, {
    kind: 'purchase',
    userId: payment.userId,
    reference: payment.id,
    lines: [
      { account: userAccount(payment.userId, 'available'), amount: -payment.amountHalalas },
      { account: platformAccount('revenue'), amount: payment.amountHalalas },
    ],
  });
  if (payment.subjectId.startsWith('explode')) throw new Error('the orders are gone');
});
onPaymentFailed('checkout', async (_tx, payment) => {
  failed.push(payment.subjectId);
});

const balanceOf = async (user: User) =>
  (await t.request<TWalletBalanceReply>('GET', '/api/user/wallet/balance', { token: user.token })).body.available;

async function page(path: string, form?: Record<string, string>) {
  const response = await fetch(`${t.baseUrl}${path}`, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    ...(form ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() } : {}),
  });
  return { location: response.headers.get('location') ?? '', html: await response.text() };
}
async function payCheckout(user: User, subjectId: string, card: string) {
  const { paymentId, redirectUrl } = await startPayment(t.db, {
    userId: user.id,
    purpose: 'checkout',
    subjectId,
    amountHalalas: 12_345,
    method: 'mada',
    description: 'Checkout',
    returnPath: '/checkout/return',
    language: 'en',
  });
  await page(`${redirectUrl}/card`, { number: card, name: 'Sara Ahmed', expiry: '12/39', cvc: '123' });
  const code = (await page(redirectUrl)).html.match(/data-testid="sandbox-code">(\d+)</)?.[1] ?? '';
  const back = await page(`${redirectUrl}/code`, { code });
  return { paymentId, callback: back.location };
}

describe('the purposes’ handlers', () => {
  it('runs the settled handler once, in the settling transaction, however many callbacks and polls arrive', async () => {
    const user = await t.createUser();
    const { paymentId, callback } = await payCheckout(user, 'checkout-1', '4201320111111010');
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => [
        page(callback),
        t.request<TPaymentReply>('GET', `/api/user/payments/${paymentId}`, { token: user.token }),
      ]).flat(),
    );
    expect(replies.slice(0, 1)[0]).toMatchObject({ location: `/checkout/return?payment=${paymentId}` });
    await t.jobsSettled();
    expect(settled.filter((subject) => subject === 'checkout-1')).toHaveLength(1);
    expect(await balanceOf(user)).toBe(0);
    const { rows } = await t.db.execute(sql`select kind from journal_entries where reference = ${paymentId} order by created_at`);
    expect(rows).toEqual([{ kind: 'card_payment' }, { kind: 'purchase' }]);
    await expectLedgerInvariants(t.db);
  });

  it('keeps a verified payment in the payer’s wallet when the handler fails, and runs the failed handler once on a decline', async () => {
    const user = await t.createUser();
    const { paymentId, callback } = await payCheckout(user, 'explode-1', '4111111111111111');
    await page(callback);
    expect((await t.request<TPaymentReply>('GET', `/api/user/payments/${paymentId}`, { token: user.token })).body.payment.status).toBe(
      'paid',
    );
    expect(await balanceOf(user)).toBe(123.45);

    const declined = await payCheckout(user, 'checkout-declined', '4201321234411220');
    await Promise.all([page(declined.callback), page(declined.callback), page(declined.callback)]);
    await t.jobsSettled();
    expect(failed.filter((subject) => subject === 'checkout-declined')).toHaveLength(1);
    expect(await balanceOf(user)).toBe(123.45);
    await expectLedgerInvariants(t.db);
  });
});
