import { CURRENCY, halalasToSar, type TAdminWithdrawalView, type TPaginationView, type TWithdrawalCountsView } from '@gamesouq/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { withdrawals } from './tables.js';

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
    conditions.push(sql`(w.description ilike ${like} or w.account_info ilike ${like} or u.name ilike ${like} or u.email ilike ${like})`);
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
