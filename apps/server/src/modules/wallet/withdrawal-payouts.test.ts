import type {
  TAdminWithdrawalsReply,
  TAuditLogReply,
  TErrorReply,
  TTraderWithdrawReply,
  TWithdrawalPayoutReply,
  TWithdrawReply,
} from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../../test/ledger-invariants.js';
import { type TestApp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();
type User = Awaited<ReturnType<TestApp['createUser']>>;
let admin: User;
beforeAll(async () => {
  admin = await t.createUser({ role: 'admin' });
});

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvv: '123', cardHolder: 'Payee' };
const IBAN = 'SA0380000000608010167519';

async function traderWithdrawal(amount: number, holder = 'Noura Al-Qahtani') {
  const trader = await t.createUser({ role: 'trader' });
  await t.request('PUT', '/api/trader/profile', {
    token: trader.token,
    body: { store_name: 'Payout Games', bankName: 'SNB', accountHolderName: holder, accountNumber: '1234567890', iban: IBAN },
  });
  await t.request('POST', '/api/user/wallet/deposit', { token: trader.token, body: { amount: 500, ...card } });
  const made = await t.request<TTraderWithdrawReply>('POST', '/api/trader/wallet/withdraw', { token: trader.token, body: { amount } });
  expect(made.status).toBe(201);
  return { trader, id: made.body.id };
}

const exportFile = (status = 'pending', token = admin.token) =>
  t.request<string>('POST', `/api/admin/withdrawals/export?status=${status}`, { token });

describe('paying withdrawals', () => {
  it('lists the IBAN masked, reveals it in full to the admin who pays, and notes every reveal in the audit log', async () => {
    const { trader, id } = await traderWithdrawal(75);
    const list = await t.request<TAdminWithdrawalsReply>('GET', `/api/admin/withdrawals?search=${encodeURIComponent(trader.email)}`, {
      token: admin.token,
    });
    expect(list.body.withdrawals[0]!.account_info).not.toContain('0608010167519');

    expect((await t.request('POST', `/api/admin/withdrawals/${id}/payout-details`, { token: trader.token })).status).toBe(403);
    const revealed = await t.request<TWithdrawalPayoutReply>('POST', `/api/admin/withdrawals/${id}/payout-details`, { token: admin.token });
    expect(revealed.body).toMatchObject({ iban: IBAN, accountHolderName: 'Noura Al-Qahtani', bankName: 'SNB' });
    const audit = await t.request<TAuditLogReply>('GET', '/api/admin/audit-log?entityType=withdrawal&limit=100', { token: admin.token });
    expect(audit.body.entries.filter((e) => e.entityId === id).map((e) => [e.action, e.admin.id])).toEqual([
      ['withdrawals.reveal_payout', admin.id],
    ]);
    expect((await t.request('POST', '/api/admin/withdrawals/nope/payout-details', { token: admin.token })).status).toBe(404);
  });

  it('finds an IBAN typed in a request by hand, and names the account when no holder was given', async () => {
    const user = await t.createUser();
    await t.request('POST', '/api/user/wallet/deposit', { token: user.token, body: { amount: 200, ...card } });
    const made = await t.request<TWithdrawReply>('POST', '/api/user/wallet/withdraw', {
      token: user.token,
      body: { amount: 60, account_info: 'Al Rajhi, IBAN sa03 8000 0000 6080 1016 7519' },
    });
    const revealed = await t.request<TWithdrawalPayoutReply>('POST', `/api/admin/withdrawals/${made.body.id}/payout-details`, {
      token: admin.token,
    });
    expect(revealed.body.iban).toBe(IBAN);
    expect(revealed.body.accountHolderName).toBe(`user ${user.id.slice(0, 4)}`);
  });

  it('pays only with a transfer reference, kept with the request and its ledger entry', async () => {
    const { id } = await traderWithdrawal(90);
    for (const reference of [undefined, ' ', 'ab', '=cmd|calc']) {
      const refused = await t.request<TErrorReply>('POST', `/api/admin/withdrawals/${id}/approve`, {
        token: admin.token,
        body: reference === undefined ? {} : { transfer_reference: reference },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toHaveProperty('transfer_reference');
    }
    const bulkWithout = await t.request<TErrorReply>('POST', '/api/admin/withdrawals/bulk', {
      token: admin.token,
      body: { withdrawalIds: [id], action: 'approve' },
    });
    expect(bulkWithout.status).toBe(400);
    expect(bulkWithout.body.message).toBe('Enter the bank transfer reference (3 to 64 letters, digits, dashes or slashes)');

    const paid = await t.request('POST', `/api/admin/withdrawals/${id}/approve`, {
      token: admin.token,
      body: { transfer_reference: 'SNB/2026/000123' },
    });
    expect(paid.status).toBe(200);
    const list = await t.request<TAdminWithdrawalsReply>('GET', '/api/admin/withdrawals?search=SNB%2F2026%2F000123', {
      token: admin.token,
    });
    expect(list.body.withdrawals.map((w) => [w.id, w.status, w.transfer_reference])).toEqual([[id, 'approved', 'SNB/2026/000123']]);
    const entry = await t.db.execute<{ meta: { transferReference: string } }>(
      sql`select meta from journal_entries where withdrawal_id = ${id} and kind = 'withdrawal'`,
    );
    expect(entry.rows[0]!.meta.transferReference).toBe('SNB/2026/000123');
    await expectLedgerInvariants(t.db);
  });

  it('exports the bank transfer file with full IBANs, amounts in SAR and safe names, and audits the export', async () => {
    const { id } = await traderWithdrawal(123.45, '=HYPERLINK("x"), "Saad"');
    expect((await exportFile('pending', (await t.createUser()).token)).status).toBe(403);
    const file = await exportFile();
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="withdrawals-pending-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = file.body.trim().split('\r\n');
    expect(lines[0]).toBe('reference,beneficiary_name,iban,bank,amount,currency,requested_at,transfer_reference');
    const line = lines.find((l) => l.startsWith(`${id},`));
    expect(line).toMatch(new RegExp(`^${id},"'=HYPERLINK\\(""x""\\), ""Saad""",${IBAN},SNB,123\\.45,SAR,\\d{4}-`));

    await t.request('POST', `/api/admin/withdrawals/${id}/approve`, { token: admin.token, body: { transfer_reference: 'BULK-77' } });
    expect((await exportFile()).body).not.toContain(`${id},`);
    expect((await exportFile('approved')).body).toMatch(new RegExp(`${id},.*,BULK-77\\r\\n`));
    const audit = await t.request<TAuditLogReply>('GET', '/api/admin/audit-log?limit=100', { token: admin.token });
    const exports = audit.body.entries.filter((e) => e.action === 'withdrawals.export');
    expect(exports.length).toBeGreaterThanOrEqual(3);
    expect(exports.some((e) => JSON.stringify(e.after).includes(id))).toBe(true);
  });
});
