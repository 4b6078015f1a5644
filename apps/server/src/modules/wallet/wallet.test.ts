import { randomUUID } from 'node:crypto';
import type {
  TAdminWithdrawalsReply,
  TBulkWithdrawalsReply,
  TDepositReply,
  TErrorReply,
  TWalletBalanceReply,
  TWalletTransactionsReply,
  TWithdrawalCountsReply,
  TWithdrawalDecidedReply,
  TWithdrawalHistoryReply,
  TWithdrawReply,
} from '@gamesouq/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../../test/ledger-invariants.js';
import { type TestApp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();
let admin: Awaited<ReturnType<TestApp['createUser']>>;
beforeAll(async () => {
  admin = await t.createUser({ role: 'admin' });
});

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvv: '123', cardHolder: 'Test Buyer' };
const depositFor = <T = TDepositReply>(
  token: string,
  amount: number,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) =>
  t.request<T>('POST', '/api/user/wallet/deposit', {
    token,
    headers,
    body: { amount, description: 'Top-up', ...card, ...extra },
  });
const withdraw = <T = TWithdrawReply>(token: string, amount: number, headers: Record<string, string> = {}) =>
  t.request<T>('POST', '/api/user/wallet/withdraw', {
    token,
    headers,
    body: { amount, description: 'Payout', account_info: 'Card 4242 4242 4242 4242' },
  });
const balance = async (token: string) => (await t.request<TWalletBalanceReply>('GET', '/api/user/wallet/balance', { token })).body;

describe('deposits', () => {
  it('credits the wallet with the sandbox test card and refuses the declined one', async () => {
    const user = await t.createUser();
    const ok = await depositFor(user.token, 250.5);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ message: 'Funds added successfully', availableBalance: 250.5 });
    const declined = await depositFor<TErrorReply>(user.token, 100, { cardNumber: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(declined.body.code).toBe('CARD_DECLINED');
    expect((await depositFor<TErrorReply>(user.token, 100, { expiry: '01/20' })).body.message).toBe('Your card has expired.');
    expect(await balance(user.token)).toMatchObject({ available: 250.5, pending: 0, held: 0, currency: 'SAR' });
    const transactions = await t.request<TWalletTransactionsReply>('GET', '/api/user/wallet/transactions', { token: user.token });
    expect(transactions.body.transactions).toEqual([expect.objectContaining({ type: 'deposit', amount: 250.5, status: 'completed' })]);
    await expectLedgerInvariants(t.db);
  });

  it('answers bad amounts and card fields with the spec messages', async () => {
    const user = await t.createUser();
    expect((await depositFor<TErrorReply>(user.token, 0)).body.message).toBe('Please enter a valid deposit amount');
    expect((await depositFor<TErrorReply>(user.token, -5)).body.message).toBe('Please enter a valid deposit amount');
    expect((await depositFor(user.token, 10, { cvv: '' })).body.message).toBe('Please enter CVV');
    expect((await depositFor(user.token, 10, { cardHolder: ' ' })).body.message).toBe('Please enter card holder name');
    expect((await depositFor(user.token, 10.001)).status).toBe(400);
    expect((await t.request('POST', '/api/user/wallet/deposit', { body: { amount: 10, ...card } })).status).toBe(401);
  });
});

describe('withdrawals', () => {
  it('holds 50 to 10,000 SAR, never above the available balance', async () => {
    const user = await t.createUser();
    await depositFor(user.token, 20_000);
    expect((await withdraw(user.token, 49.99)).body.message).toBe('The minimum withdrawal is 50 SAR');
    expect((await withdraw(user.token, 10_000.01)).body.message).toBe('The maximum withdrawal is 10,000 SAR');
    const ok = await withdraw(user.token, 10_000);
    expect(ok.body).toMatchObject({
      message: 'Withdrawal request submitted successfully and is pending admin approval',
      status: 'pending',
    });
    expect(await balance(user.token)).toMatchObject({ available: 10_000, held: 10_000 });
    await withdraw(user.token, 9_999);
    const tooMuch = await withdraw<TErrorReply>(user.token, 50);
    expect(tooMuch.status).toBe(402);
    expect(tooMuch.body.message).toBe('Insufficient balance');
    const history = await t.request<TWithdrawalHistoryReply>('GET', '/api/user/wallet/withdrawal-history', { token: user.token });
    expect(history.body.withdrawals).toHaveLength(2);
    expect(history.body.withdrawals[0]!.account).toBe('Card •••• 4242');
    await expectLedgerInvariants(t.db);
  });

  it('lets admins approve, or reject with a reason that refunds the user', async () => {
    const user = await t.createUser();
    await depositFor(user.token, 500);
    const a = (await withdraw(user.token, 100)).body.id;
    const b = (await withdraw(user.token, 200)).body.id;
    expect((await t.request('POST', `/api/admin/withdrawals/${a}/approve`, { token: user.token })).status).toBe(403);
    const noReference = await t.request<TErrorReply>('POST', `/api/admin/withdrawals/${a}/approve`, { token: admin.token, body: {} });
    expect(noReference.status).toBe(400);
    expect(noReference.body.message).toBe('Enter the bank transfer reference (3 to 64 letters, digits, dashes or slashes)');
    const approved = await t.request<TWithdrawalDecidedReply>('POST', `/api/admin/withdrawals/${a}/approve`, {
      token: admin.token,
      body: { transfer_reference: 'SNB 2026/11/27-0042' },
    });
    expect(approved.body.message).toBe('Withdrawal approved successfully');
    const noReason = await t.request<TWithdrawalDecidedReply>('POST', `/api/admin/withdrawals/${b}/reject`, {
      token: admin.token,
      body: { rejection_reason: ' ' },
    });
    expect(noReason.status).toBe(400);
    await t.request('POST', `/api/admin/withdrawals/${b}/reject`, {
      token: admin.token,
      body: { rejection_reason: 'IBAN does not match the account name' },
    });
    const again = await t.request<TWithdrawalDecidedReply>('POST', `/api/admin/withdrawals/${b}/approve`, {
      token: admin.token,
      body: { transfer_reference: 'SNB-1' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This withdrawal request has already been processed.');

    expect(await balance(user.token)).toMatchObject({ available: 400, held: 0 });
    const transactions = (await t.request<TWalletTransactionsReply>('GET', '/api/user/wallet/transactions', { token: user.token })).body
      .transactions;
    expect(transactions[0]).toMatchObject({
      type: 'withdrawal_refund',
      amount: 200,
      description: 'Withdrawal rejected: IBAN does not match the account name',
    });
    const history = (await t.request<TWithdrawalHistoryReply>('GET', '/api/user/wallet/withdrawal-history', { token: user.token })).body
      .withdrawals;
    expect(history.map((w) => [w.amount, w.status, w.rejection_reason])).toEqual([
      [200, 'rejected', 'IBAN does not match the account name'],
      [100, 'approved', null],
    ]);
    await expectLedgerInvariants(t.db);
  });

  it('lists, counts, filters and pages withdrawal requests for admins, and processes them in bulk', async () => {
    const user = await t.createUser();
    await depositFor(user.token, 1000);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await withdraw(user.token, 60 + i)).body.id);
    const counts = await t.request<TWithdrawalCountsReply>('GET', '/api/admin/withdrawals/counts', { token: admin.token });
    expect(counts.body.pending).toBeGreaterThanOrEqual(3);
    const page = await t.request<TAdminWithdrawalsReply>(
      'GET',
      `/api/admin/withdrawals?status=pending&sort=amount&limit=2&search=${encodeURIComponent(user.email)}`,
      {
        token: admin.token,
      },
    );
    expect(page.body.withdrawals.map((w) => w.amount)).toEqual([62, 61]);
    expect(page.body.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 3, itemsPerPage: 2 });
    expect(page.body.withdrawals[0]).toMatchObject({ user_email: user.email, currency: 'SAR', status: 'pending' });

    const empty = await t.request<TBulkWithdrawalsReply>('POST', '/api/admin/withdrawals/bulk', {
      token: admin.token,
      body: { withdrawalIds: [], action: 'approve' },
    });
    expect(empty.body.message).toBe('Please select withdrawal requests to process');
    const bulk = await t.request<TBulkWithdrawalsReply>('POST', '/api/admin/withdrawals/bulk', {
      token: admin.token,
      body: { withdrawalIds: ids, action: 'reject', rejection_reason: 'Bank details missing' },
    });
    expect(bulk.body).toMatchObject({ processed: 3, message: '3 withdrawal requests rejected successfully' });
    expect(await balance(user.token)).toMatchObject({ available: 1000, held: 0 });
    const one = await t.request<TBulkWithdrawalsReply>('POST', '/api/admin/withdrawals/bulk', {
      token: admin.token,
      body: { withdrawalIds: [(await withdraw(user.token, 70)).body.id], action: 'approve', transfer_reference: 'SNB-BULK-1' },
    });
    expect(one.body).toMatchObject({ processed: 1, message: '1 withdrawal request approved successfully' });
    await expectLedgerInvariants(t.db);
  });
});

describe('idempotency and concurrency', () => {
  it('moves money once for one Idempotency-Key, even with 50 concurrent requests, and refuses the key with another body', async () => {
    const user = await t.createUser();
    const headers = { 'idempotency-key': 'deposit-abc-1' };
    const replies = await Promise.all(Array.from({ length: 50 }, () => depositFor(user.token, 75, {}, headers)));
    expect(new Set(replies.map((r) => r.status))).toEqual(new Set([200]));
    for (const reply of replies) expect(reply.body).toEqual(replies[0]!.body);
    expect((await balance(user.token)).available).toBe(75);
    const other = await depositFor<TErrorReply>(user.token, 80, {}, headers);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    await expectLedgerInvariants(t.db);
  });

  it('lets exactly one of 50 parallel withdrawals of the whole balance through', async () => {
    const user = await t.createUser();
    await depositFor(user.token, 300);
    // Fifty different requests (each with its own key, as from fifty devices) race for one balance.
    const replies = await Promise.all(Array.from({ length: 50 }, () => withdraw(user.token, 300, { 'idempotency-key': randomUUID() })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 402)).toHaveLength(49);
    expect(await balance(user.token)).toMatchObject({ available: 0, held: 300 });
    await expectLedgerInvariants(t.db);
  });

  it('gives parallel approve and reject of one request one outcome, refunded at most once', async () => {
    const user = await t.createUser();
    await depositFor(user.token, 200);
    const id = (await withdraw(user.token, 200)).body.id;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? t.request('POST', `/api/admin/withdrawals/${id}/approve`, { token: admin.token, body: { transfer_reference: 'SNB-9' } })
          : t.request('POST', `/api/admin/withdrawals/${id}/reject`, { token: admin.token, body: { rejection_reason: 'no' } }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(19);
    const { available, held } = await balance(user.token);
    expect(held).toBe(0);
    expect([0, 200]).toContain(available);
    await expectLedgerInvariants(t.db);
  });
});
