import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client.js';

/** The invariants of design §5 that must hold after any storm. */
export async function expectLedgerInvariants(db: Db) {
  const totals = (await db.execute(sql`select coalesce(sum(balance), 0)::bigint as sum from ledger_accounts`)).rows[0] as { sum: string };
  expect(Number(totals.sum)).toBe(0);
  const negative = await db.execute(sql`select id, balance from ledger_accounts where owner_id is not null and balance < 0`);
  expect(negative.rows).toEqual([]);
  const drift = await db.execute(sql`
    select a.id, a.balance, coalesce(sum(l.amount), 0)::bigint as lines from ledger_accounts a
    left join journal_lines l on l.account_id = a.id group by a.id having a.balance <> coalesce(sum(l.amount), 0)`);
  expect(drift.rows).toEqual([]);
  const unbalanced = await db.execute(sql`select entry_id from journal_lines group by entry_id having sum(amount) <> 0`);
  expect(unbalanced.rows).toEqual([]);
}
