import type {
  TBulkWithdrawalsReply,
  TErrorReply,
  TWalletTransactionsReply,
  TWithdrawalDecidedReply,
  TWithdrawalHistoryReply,
  TWithdrawReply,
} from '@gamesouq/core';
import { describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../../test/ledger-invariants.js';
import { moneyHelpers, type User } from '../../test/money-fixtures.js';
import { useAdmin, useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const admin = useAdmin(t);

const m = () => moneyHelpers(t, () => admin);
const storm = <T>(n: number, call: () => Promise<T>) => Promise.all(Array.from({ length: n }, call));
const withdraw = <T = TWithdrawReply>(user: User, amount: number, key: string) =>
  t.request<T>('POST', '/api/user/wallet/withdraw', {
    token: user.token,
    headers: { 'idempotency-key': key },
    body: { amount, description: 'Payout', account_info: 'IBAN SA0380000000608010167519' },
  });
const history = async (user: User) =>
  (await t.request<TWithdrawalHistoryReply>('GET', '/api/user/wallet/withdrawal-history', { token: user.token })).body.withdrawals;
const eventsOf = async (user: User, event: string) => (await m().notificationsOf(user)).filter((n) => n.data?.event === event);

function expectIdentical(replies: { status: number; body: unknown }[], status: number) {
  expect(new Set(replies.map((reply) => reply.status))).toEqual(new Set([status]));
  for (const reply of replies) expect(reply.body).toEqual(replies[0]!.body);
}

describe('withdrawals with one Idempotency-Key', () => {
  it('holds the money once for 50 concurrent requests, with identical replies, and refuses the key with another body', async () => {
    const user = await t.createUser();
    await m().fund(user, 1000);
    const replies = await storm(50, () => withdraw(user, 300, 'withdraw-storm'));
    expectIdentical(replies, 200);
    expect(await history(user)).toHaveLength(1);
    expect(await m().balance(user)).toMatchObject({ available: 700, held: 300 });
    const other = await withdraw<TErrorReply>(user, 200, 'withdraw-storm');
    expect([other.status, other.body.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect(await history(user)).toHaveLength(1);
    await expectLedgerInvariants(t.db);
  });
});

describe('admin decisions with one Idempotency-Key', () => {
  async function pendingWithdrawal(amount = 200) {
    const user = await t.createUser();
    await m().fund(user, 500);
    const id = (await withdraw(user, amount, `request-${user.id}`)).body.id;
    return { user, id };
  }
  const decide = <T = TWithdrawalDecidedReply>(id: string, action: 'approve' | 'reject', key: string) =>
    t.request<T>('POST', `/api/admin/withdrawals/${id}/${action}`, {
      token: admin.token,
      headers: { 'idempotency-key': key },
      body: action === 'reject' ? { rejection_reason: 'The IBAN is closed' } : { transfer_reference: 'SNB-0001' },
    });

  it('approves once for 50 concurrent requests, tells the user once, and refuses the key for a rejection', async () => {
    const { user, id } = await pendingWithdrawal();
    const replies = await storm(50, () => decide(id, 'approve', `approve-${id}`));
    expectIdentical(replies, 200);
    expect(replies[0]!.body.message).toBe('Withdrawal approved successfully');
    expect((await history(user))[0]).toMatchObject({ status: 'approved' });
    expect(await m().balance(user)).toMatchObject({ available: 300, held: 0 });
    expect(await eventsOf(user, 'withdrawal_approved')).toHaveLength(1);
    expect((await decide(id, 'reject', `approve-${id}`)).status).toBe(422);
    expect((await decide<TErrorReply>(id, 'reject', `reject-${id}`)).body.code).toBe('WITHDRAWAL_NOT_PENDING');
    await expectLedgerInvariants(t.db);
  });

  it('rejects and refunds once for 50 concurrent requests, and tells the user once', async () => {
    const { user, id } = await pendingWithdrawal();
    const replies = await storm(50, () => decide(id, 'reject', `reject-${id}`));
    expectIdentical(replies, 200);
    expect(replies[0]!.body.message).toBe('Withdrawal rejected successfully');
    expect(await m().balance(user)).toMatchObject({ available: 500, held: 0 });
    const refunds = (
      await t.request<TWalletTransactionsReply>('GET', '/api/user/wallet/transactions', { token: user.token })
    ).body.transactions.filter((x) => x.type === 'withdrawal_refund');
    expect(refunds).toEqual([expect.objectContaining({ amount: 200, description: 'Withdrawal rejected: The IBAN is closed' })]);
    expect(await eventsOf(user, 'withdrawal_rejected')).toHaveLength(1);
    await expectLedgerInvariants(t.db);
  });

  it('tells users once when a bulk decision is sent again', async () => {
    const a = await pendingWithdrawal(60);
    const b = await pendingWithdrawal(70);
    const bulk = () =>
      t.request<TBulkWithdrawalsReply>('POST', '/api/admin/withdrawals/bulk', {
        token: admin.token,
        headers: { 'idempotency-key': `bulk-${a.id}` },
        body: { action: 'approve', withdrawalIds: [a.id, b.id], transfer_reference: 'SNB-BULK-9' },
      });
    expect((await bulk()).body.processed).toBe(2);
    expect((await bulk()).body.processed).toBe(2);
    expect(await eventsOf(a.user, 'withdrawal_approved')).toHaveLength(1);
    expect(await eventsOf(b.user, 'withdrawal_approved')).toHaveLength(1);
    await expectLedgerInvariants(t.db);
  });
});
