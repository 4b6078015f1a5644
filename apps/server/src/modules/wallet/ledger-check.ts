import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

type Row = Record<string, unknown>;
const ids = (rows: unknown[]) => (rows as Row[]).map((row) => String(row.id));

/**
 * The invariants of design §5, read from the database: the sum of all accounts is zero, no user account is negative,
 * every balance equals the sum of its journal lines, every entry balances, and every order's escrow holds its
 * amount until released or refunded (its figures add up, a seller's VAT is what its rate says inside subtotal + shipping
 * and never beside an old added tax, the buyer paid its total unless it was never paid, the seller's pending balance
 * holds subtotal + shipping while it is paid and nothing once released or refunded). The tests and the checkout
 * benchmark check the same thing.
 */
export async function checkLedger(db: DbOrTx) {
  const [total, negative, drift, unbalanced, escrow] = await Promise.all([
    db.execute(sql`select coalesce(sum(balance), 0)::bigint as sum from ledger_accounts`),
    db.execute(sql`select id from ledger_accounts where owner_id is not null and balance < 0 order by id`),
    db.execute(sql`
      select a.id from ledger_accounts a left join journal_lines l on l.account_id = a.id
      group by a.id having a.balance <> coalesce(sum(l.amount), 0) order by a.id`),
    db.execute(sql`select entry_id as id from journal_lines group by entry_id having sum(amount) <> 0 order by entry_id`),
    db.execute(sql`
      select o.id from orders o
      where o.escrow <> o.subtotal + o.shipping
        or o.total <> o.subtotal + o.shipping + o.tax - o.discount
        or o.vat <> round((o.subtotal + o.shipping)::numeric * o.vat_percent / (100 + o.vat_percent))
        or (o.vat > 0 and o.tax <> 0)
        or (select coalesce(sum(l.amount), 0) from journal_entries e join journal_lines l on l.entry_id = e.id
            where e.order_id = o.id and e.kind = 'purchase' and l.account_id = 'user:' || o.buyer_id || ':available')
          <> case when o.payment_status = 'unpaid' then 0 else -o.total end
        or (select coalesce(sum(l.amount), 0) from journal_entries e join journal_lines l on l.entry_id = e.id
            where e.order_id = o.id and l.account_id = 'user:' || o.seller_id || ':pending')
          <> case when o.payment_status = 'paid' then o.escrow else 0 end
      order by o.id`),
  ]);
  return {
    total: Number((total.rows[0] as Row).sum),
    negativeAccounts: ids(negative.rows),
    driftedAccounts: ids(drift.rows),
    unbalancedEntries: ids(unbalanced.rows),
    escrowMismatches: ids(escrow.rows),
  };
}

export type LedgerCheck = Awaited<ReturnType<typeof checkLedger>>;

export const isLedgerSound = (check: LedgerCheck) =>
  check.total === 0 &&
  check.negativeAccounts.length === 0 &&
  check.driftedAccounts.length === 0 &&
  check.unbalancedEntries.length === 0 &&
  check.escrowMismatches.length === 0;
