import {
  CURRENCY,
  halalasToSar,
  type Role,
  type TBuyerWalletView,
  type TPaginationView,
  type TWalletBalanceView,
  type TWalletSummaryView,
  type TWalletTransactionView,
  type TWithdrawalView,
} from '@gamesouq/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { userAccount } from './ledger.js';
import type { withdrawals } from './tables.js';

type Row = Record<string, unknown>;

export async function walletBalance(db: DbOrTx, userId: string): Promise<TWalletBalanceView> {
  const result = await db.execute(sql`select kind, balance from ledger_accounts where owner_id = ${userId}`);
  const of = (kind: string) => halalasToSar(Number((result.rows as Row[]).find((r) => r.kind === kind)?.balance ?? 0));
  return { available: of('available'), pending: of('pending'), held: of('held'), currency: CURRENCY };
}

/** What the user's own orders hold (buyer side of the overview), from their orders and disputes. */
async function buyerFigures(db: Db, userId: string): Promise<TBuyerWalletView> {
  const row = (
    await db.execute(sql`
      select
        coalesce(sum(o.total) filter (where o.payment_status = 'paid'), 0)::bigint as in_escrow,
        count(*) filter (where o.payment_status = 'paid')::int as escrow_orders,
        coalesce(sum(o.total) filter (where o.payment_status = 'paid' and d.status = 'open'), 0)::bigint as refunds_pending,
        count(*) filter (where o.payment_status = 'paid' and d.status = 'open')::int as refund_orders,
        coalesce(sum(o.total - case when d.resolution = 'partial_refund' then coalesce(d.refund_amount, 0) else 0 end) filter (
          where o.payment_status in ('paid', 'released')
            and o.created_at >= date_trunc('month', now() at time zone 'Asia/Riyadh') at time zone 'Asia/Riyadh'
        ), 0)::bigint as spent_this_month
      from orders o left join disputes d on d.order_id = o.id
      where o.buyer_id = ${userId}`)
  ).rows[0] as Row;
  return {
    inEscrow: halalasToSar(Number(row.in_escrow)),
    escrowOrders: Number(row.escrow_orders),
    refundsPending: halalasToSar(Number(row.refunds_pending)),
    refundOrders: Number(row.refund_orders),
    spentThisMonth: halalasToSar(Number(row.spent_this_month)),
  };
}

/** The wallet overview (seller §3 wallet summary), derived from the ledger, with the buyer's side from their orders. */
export async function walletSummary(db: Db, { id: userId, role }: { id: string; role: Role }): Promise<TWalletSummaryView> {
  const [balance, buyer] = await Promise.all([walletBalance(db, userId), buyerFigures(db, userId)]);
  const stats = (
    await db.execute(sql`
      select
        count(distinct e.id) filter (where e.kind = 'purchase' and l.account_id = ${userAccount(userId, 'pending')})::int as orders_count,
        count(distinct e.id) filter (where e.kind = 'release')::int as received_count,
        coalesce(sum(l.amount) filter (where e.kind = 'release' and l.account_id = ${userAccount(userId, 'available')}), 0)::bigint as earnings,
        coalesce(avg(l.amount) filter (where e.kind = 'purchase' and l.account_id = ${userAccount(userId, 'pending')}), 0)::float as average_sale,
        (select count(*)::int from withdrawals w where w.user_id = ${userId}) as withdrawal_requests
      from journal_entries e join journal_lines l on l.entry_id = e.id
      where l.account_id in (${userAccount(userId, 'available')}, ${userAccount(userId, 'pending')})`)
  ).rows[0] as Row;
  const ordersCount = Number(stats.orders_count);
  return {
    view: role === 'trader' || role === 'admin' || ordersCount > 0 ? 'seller' : 'buyer',
    buyer,
    availableBalance: balance.available,
    pendingBalance: balance.pending,
    heldBalance: balance.held,
    totalEarnings: halalasToSar(Number(stats.earnings)),
    averageOrderValue: Math.round(Number(stats.average_sale)) / 100,
    currency: CURRENCY,
    ordersCount,
    receivedCount: Number(stats.received_count),
    withdrawalRequests: Number(stats.withdrawal_requests),
  };
}

/** The journal entries that moved the user's available or pending balance (as SQL over `e` and `l`). */
const movesOf = (userId: string) => sql`l.account_id in (${userAccount(userId, 'available')}, ${userAccount(userId, 'pending')})`;

/**
 * The user's movements, newest first (oldest first for a statement): each entry that changed their available or
 * pending balance, with the amount as it changed them (a sale shows in pending until released). Lists stop at
 * `limit` after skipping `offset`; a statement passes null and gets every movement from `since` to before `until`.
 */
export async function walletTransactions(
  db: DbOrTx,
  {
    userId,
    since,
    until,
    limit = 500,
    offset = 0,
    isOldestFirst = false,
  }: { userId: string; since?: Date; until?: Date; limit?: number | null; offset?: number; isOldestFirst?: boolean },
): Promise<TWalletTransactionView[]> {
  const sinceSql: SQL = since ? sql`and e.created_at >= ${since.toISOString()}` : sql``;
  const untilSql: SQL = until ? sql`and e.created_at < ${until.toISOString()}` : sql``;
  const orderSql: SQL = isOldestFirst ? sql`e.created_at asc, e.id asc` : sql`e.created_at desc, e.id desc`;
  const limitSql: SQL = limit === null ? sql`` : sql`limit ${limit} offset ${offset}`;
  const result = await db.execute(sql`
    select e.id, e.kind, e.description, e.created_at, e.order_id, e.withdrawal_id, e.reference, w.status as withdrawal_status,
      sum(l.amount) filter (where l.account_id = ${userAccount(userId, 'available')})::bigint as available_change,
      sum(l.amount) filter (where l.account_id = ${userAccount(userId, 'pending')})::bigint as pending_change
    from journal_entries e
    join journal_lines l on l.entry_id = e.id
    left join withdrawals w on w.id = e.withdrawal_id
    where ${movesOf(userId)} ${sinceSql} ${untilSql}
    group by e.id, w.status
    order by ${orderSql}
    ${limitSql}`);
  return (result.rows as Row[]).map((row) => {
    const available = Number(row.available_change ?? 0);
    const pending = Number(row.pending_change ?? 0);
    const kind = String(row.kind);
    // One purchase entry is the buyer's payment and the seller's sale held in escrow; its release later moves the
    // same money from pending to available, a movement of its own (not a second sale).
    const isSale = kind === 'purchase' && pending > 0;
    const status = kind === 'withdrawal_request' ? String(row.withdrawal_status) : isSale ? 'pending' : 'completed';
    return {
      id: String(row.id),
      type: isSale ? 'sale' : kind,
      amount: halalasToSar(available !== 0 ? available : pending),
      description: String(row.description),
      created_at: new Date(String(row.created_at)).toISOString(),
      order_id: (row.order_id as string | null) ?? null,
      reference: String(row.reference),
      status,
    };
  });
}

/** The Transactions tab: one page of the movements, newest first, with the list pagination of design §2. */
export async function walletTransactionPage(
  db: DbOrTx,
  { userId, page, limit }: { userId: string; page: number; limit: number },
): Promise<{ transactions: TWalletTransactionView[]; pagination: TPaginationView }> {
  const [transactions, counted] = await Promise.all([
    walletTransactions(db, { userId, limit, offset: (page - 1) * limit }),
    db.execute(sql`select count(distinct l.entry_id)::int as total from journal_lines l where ${movesOf(userId)}`),
  ]);
  const totalItems = Number((counted.rows[0] as Row | undefined)?.total ?? 0);
  return {
    transactions,
    pagination: { currentPage: page, totalPages: Math.ceil(totalItems / limit), totalItems, itemsPerPage: limit },
  };
}

/** The user's available, pending and held balances as they stood just before `at`, from the journal. */
export async function balancesBefore(db: DbOrTx, { userId, at }: { userId: string; at: Date }) {
  const result = await db.execute(sql`
    select a.kind, coalesce(sum(l.amount), 0)::bigint as balance
    from ledger_accounts a join journal_lines l on l.account_id = a.id join journal_entries e on e.id = l.entry_id
    where a.owner_id = ${userId} and e.created_at < ${at.toISOString()}
    group by a.kind`);
  const of = (kind: string) => halalasToSar(Number((result.rows as Row[]).find((r) => r.kind === kind)?.balance ?? 0));
  return { available: of('available'), pending: of('pending'), held: of('held') };
}

export async function withdrawalHistory(db: Db, userId: string): Promise<TWithdrawalView[]> {
  const result = await db.execute(sql`select * from withdrawals where user_id = ${userId} order by created_at desc, id desc`);
  return (result.rows as Row[]).map((row) => ({
    id: String(row.id),
    type: 'withdrawal',
    amount: halalasToSar(Number(row.amount_halalas)),
    date: new Date(String(row.created_at)).toISOString(),
    account: String(row.account_info),
    description: String(row.description),
    rejection_reason: (row.rejection_reason as string | null) ?? null,
    reference: String(row.id),
    status: row.status as (typeof withdrawals.$inferSelect)['status'],
  }));
}
