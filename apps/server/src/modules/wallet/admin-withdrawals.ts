import {
  CURRENCY,
  halalasToSar,
  type TAdminWithdrawalView,
  type TPaginationView,
  type TWithdrawalCountsView,
  type TWithdrawalPayoutReply,
} from '@gamesouq/core';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { type Actor, recordAudit } from '../audit/index.js';
import { users } from '../users/index.js';
import { withdrawals } from './tables.js';

type Row = Record<string, unknown>;
type Query = {
  page: number;
  limit: number;
  status: 'all' | 'pending' | 'approved' | 'rejected';
  sort: 'date' | 'amount' | 'status';
  search?: string;
};

/** Withdrawal Management (admin.md): filter, search by description or account info (and the user), sort, page. */
export async function listWithdrawals(
  db: Db,
  { page, limit, status, sort, search }: Query,
): Promise<{ withdrawals: TAdminWithdrawalView[]; pagination: TPaginationView }> {
  const conditions: SQL[] = [sql`true`];
  if (status !== 'all') conditions.push(sql`w.status = ${status}`);
  if (search) {
    const like = `%${search}%`;
    conditions.push(
      sql`(w.description ilike ${like} or w.account_info ilike ${like} or w.transfer_reference ilike ${like} or u.name ilike ${like} or u.email ilike ${like})`,
    );
  }
  const where = sql.join(conditions, sql` and `);
  const orderBy =
    sort === 'amount'
      ? sql`w.amount_halalas desc, w.created_at desc`
      : sort === 'status'
        ? sql`(w.status = 'pending') desc, w.status, w.created_at desc`
        : sql`w.created_at desc`;
  const [rows, count] = await Promise.all([
    db.execute(sql`select w.*, u.name as user_name, u.email as user_email from withdrawals w join users u on u.id = w.user_id
      where ${where} order by ${orderBy}, w.id limit ${limit} offset ${(page - 1) * limit}`),
    db.execute(sql`select count(*)::int as n from withdrawals w join users u on u.id = w.user_id where ${where}`),
  ]);
  const totalItems = Number((count.rows[0] as Row).n);
  return {
    withdrawals: (rows.rows as Row[]).map((row) => ({
      id: String(row.id),
      user_id: String(row.user_id),
      user_name: String(row.user_name),
      user_email: (row.user_email as string | null) ?? '',
      amount: halalasToSar(Number(row.amount_halalas)),
      currency: CURRENCY,
      account_info: String(row.account_info),
      description: String(row.description),
      status: row.status as (typeof withdrawals.$inferSelect)['status'],
      requested_at: new Date(String(row.created_at)).toISOString(),
      rejection_reason: (row.rejection_reason as string | null) ?? null,
      transfer_reference: (row.transfer_reference as string | null) ?? null,
    })),
    pagination: { currentPage: page, totalPages: Math.ceil(totalItems / limit), totalItems, itemsPerPage: limit },
  };
}

export async function countWithdrawals(db: Db): Promise<TWithdrawalCountsView> {
  const result = await db.execute(sql`select count(*)::int as total,
    count(*) filter (where status = 'pending')::int as pending,
    count(*) filter (where status = 'approved')::int as approved,
    count(*) filter (where status = 'rejected')::int as rejected from withdrawals`);
  return result.rows[0] as TWithdrawalCountsView;
}

/**
 * The full payout details of one request, for the admin who pays it. A request typed by hand names no holder: the
 * account's name stands for it, as in the bank's file.
 */
export async function withdrawalPayout(db: Db, actor: Actor, id: string): Promise<Omit<TWithdrawalPayoutReply, 'success'>> {
  const [row] = await db
    .select({
      iban: withdrawals.payoutIban,
      accountHolderName: sql<string>`coalesce(${withdrawals.payoutHolderName}, ${users.name})`,
      bankName: withdrawals.payoutBankName,
      accountInfo: withdrawals.accountInfo,
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(eq(withdrawals.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'errors.withdrawalNotFound');
  // Every reveal of the full bank details is in the audit log, before the details leave.
  await recordAudit(db, actor, { action: 'withdrawals.reveal_payout', entityType: 'withdrawal', entityId: id, before: null, after: null });
  return row;
}

/** A CSV field: quoted when it holds a separator, a quote or a line break; a leading formula sign is neutralised. */
function csvField(value: string) {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The bank's bulk transfer file: one line per request (oldest first) with the beneficiary's name, IBAN, bank, the
 * amount in SAR with two decimals and the request id as the payment reference. Requests without an IBAN are listed
 * with it empty, so that nothing waiting is silently left out.
 */
export async function withdrawalsTransferFile(db: Db, actor: Actor, status: 'pending' | 'approved') {
  const rows = await db.execute(sql`select w.id, w.amount_halalas, w.payout_iban, w.payout_holder_name, w.payout_bank_name,
      w.transfer_reference, w.created_at, u.name as user_name
    from withdrawals w join users u on u.id = w.user_id where w.status = ${status} order by w.created_at, w.id`);
  const header = ['reference', 'beneficiary_name', 'iban', 'bank', 'amount', 'currency', 'requested_at', 'transfer_reference'];
  const lines = (rows.rows as Row[]).map((row) =>
    [
      String(row.id),
      String(row.payout_holder_name ?? row.user_name),
      String(row.payout_iban ?? ''),
      String(row.payout_bank_name ?? ''),
      (Number(row.amount_halalas) / 100).toFixed(2),
      CURRENCY,
      new Date(String(row.created_at)).toISOString(),
      String(row.transfer_reference ?? ''),
    ]
      .map(csvField)
      .join(','),
  );
  const ids = (rows.rows as Row[]).map((row) => String(row.id));
  await recordAudit(db, actor, { action: 'withdrawals.export', entityType: 'withdrawal', entityId: null, after: { status, ids } });
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
