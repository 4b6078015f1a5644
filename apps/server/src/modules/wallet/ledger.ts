import { type SQL, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { type AccountKind, type EntryKind, journalEntries, journalLines, ledgerAccounts } from './tables.js';

type UserKind = Extract<AccountKind, 'available' | 'pending' | 'held'>;
type PlatformKind = Extract<AccountKind, 'external' | 'tax' | 'revenue'>;

export const userAccount = (userId: string, kind: UserKind) => `user:${userId}:${kind}`;
export const platformAccount = (kind: PlatformKind) => `platform:${kind}`;

export type Line = { account: string; amount: number };

/** The account row a line's account id stands for (ids are derived from owner and kind). */
function accountOf(id: string) {
  const [scope, owner, kind] = id.split(':');
  return scope === 'user' ? { ownerId: owner!, kind: kind as AccountKind } : { ownerId: null, kind: owner as AccountKind };
}

/** One double-entry movement: its lines sum to zero. A description may be SQL read from the caller's statement. */
export type Posting = {
  kind: EntryKind;
  lines: Line[];
  description?: string | SQL;
  userId?: string | null;
  orderId?: string | null;
  withdrawalId?: string | null;
  reference?: string;
  meta?: Record<string, unknown>;
};

/**
 * The movements of `postings` as common table expressions of one statement (`ledger_entries`, `ledger_lines`,
 * `ledger_moved`), for a caller that writes them with its own changes in one round trip; `overdrawn` counts the user
 * accounts they take below zero, which the caller must read and refuse (INSUFFICIENT_BALANCE). Each account is
 * created on first use or moved once by the sum of its lines over all the postings (`insert … on conflict do
 * update`, rows in id order, so two movements lock their accounts in the same order and never deadlock on each
 * other). Null when nothing moves. The lines reference the entries and the accounts: PostgreSQL checks those keys at
 * the end of the statement.
 */
export function postingsSql(tx: Tx, postings: Posting[]) {
  const entries: PgInsertValue<typeof journalEntries>[] = [];
  const entryLines: (typeof journalLines.$inferInsert)[] = [];
  const byAccount = new Map<string, number>();
  const entryIds = postings.map(
    ({ kind, lines, description = '', userId = null, orderId = null, withdrawalId = null, reference, meta = {} }) => {
      let sum = 0;
      for (const line of lines) {
        if (!Number.isSafeInteger(line.amount)) throw new Error('Ledger amounts must be whole halalas');
        sum += line.amount;
      }
      if (sum !== 0) throw new Error(`Unbalanced ${kind} entry`);
      const moving = lines.filter((line) => line.amount !== 0);
      if (moving.length === 0) return null;
      const entryId = newId();
      entries.push({ id: entryId, kind, description, userId, orderId, withdrawalId, reference: reference ?? entryId, meta });
      for (const line of moving) {
        entryLines.push({ id: newId(), entryId, accountId: line.account, amount: line.amount });
        byAccount.set(line.account, (byAccount.get(line.account) ?? 0) + line.amount);
      }
      return entryId;
    },
  );
  if (entries.length === 0) return null;
  const accounts = [...byAccount].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const balances = tx
    .insert(ledgerAccounts)
    .values(accounts.map(([id, amount]) => ({ id, ...accountOf(id), balance: amount })))
    .onConflictDoUpdate({
      target: ledgerAccounts.id,
      set: { balance: sql`${ledgerAccounts.balance} + excluded.balance`, updatedAt: sql`now()` },
    });
  return {
    entryIds,
    ctes: sql`ledger_entries as (${tx.insert(journalEntries).values(entries).getSQL()}),
      ledger_lines as (${tx.insert(journalLines).values(entryLines).getSQL()}),
      ledger_moved as (${balances.getSQL()} returning id, owner_id, balance)`,
    overdrawn: sql`(select count(*)::int from ledger_moved where owner_id is not null and balance < 0)`,
  };
}

/**
 * Records one double-entry movement inside the caller's transaction, in one statement (`postingsSql`). No user
 * account may go below zero: a movement that would take one there throws INSUFFICIENT_BALANCE, which ends the
 * caller's transaction (no caller goes on with a transaction after a throw; the payment handlers run in a savepoint
 * that is rolled back). Returns the entry's id, null when nothing moves.
 */
export async function post(tx: Tx, posting: Posting) {
  const movement = postingsSql(tx, [posting]);
  if (!movement) return null;
  const { rows } = await tx.execute<{ overdrawn: number }>(sql`with ${movement.ctes} select ${movement.overdrawn} as overdrawn`);
  if (rows[0]!.overdrawn > 0) throw new AppError('INSUFFICIENT_BALANCE');
  return movement.entryIds[0]!;
}

export async function balancesOf(db: DbOrTx, userId: string) {
  const rows = await db.select().from(ledgerAccounts).where(sql`${ledgerAccounts.ownerId} = ${userId}`);
  const of = (kind: AccountKind) => rows.find((row) => row.kind === kind)?.balance ?? 0;
  return { available: of('available'), pending: of('pending'), held: of('held') };
}
