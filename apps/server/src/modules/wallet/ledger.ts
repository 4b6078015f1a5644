import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { columnList, jsonRecords, jsonRows } from '../../db/json-rows.js';
import { preparedStatement } from '../../db/prepared-query.js';
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

/** One double-entry movement: its lines sum to zero. */
export type Posting = {
  kind: EntryKind;
  lines: Line[];
  description?: string;
  userId?: string | null;
  orderId?: string | null;
  withdrawalId?: string | null;
  reference?: string;
  meta?: Record<string, unknown>;
};

/**
 * The rows `postings` write, as the JSON value `postingsSql` reads: their entries, the entries' lines, and each
 * account's movement (the sum of its lines over all the postings; `postingsSql` upserts them in id order). Null when
 * nothing moves.
 */
export function ledgerRows(postings: Posting[]) {
  const entries: (typeof journalEntries.$inferInsert)[] = [];
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
  const accounts = [...byAccount].map(([id, amount]) => ({ id, ...accountOf(id), balance: amount }));
  return {
    entryIds,
    value: `{"entries":${jsonRows(journalEntries, entries)},"lines":${jsonRows(journalLines, entryLines)},"accounts":${jsonRows(ledgerAccounts, accounts)}}`,
  };
}

/** What `postingsSql` reads when nothing moves (a checkout that awaits its payment). */
export const NO_LEDGER_ROWS = '{"entries":[],"lines":[],"accounts":[]}';

const ENTRY_COLUMNS = [
  journalEntries.id,
  journalEntries.kind,
  journalEntries.userId,
  journalEntries.orderId,
  journalEntries.withdrawalId,
  journalEntries.reference,
  journalEntries.meta,
];
const LINE_COLUMNS = [journalLines.id, journalLines.entryId, journalLines.accountId, journalLines.amount];
const ACCOUNT_COLUMNS = [ledgerAccounts.id, ledgerAccounts.ownerId, ledgerAccounts.kind, ledgerAccounts.balance];

/**
 * The movements of `rows` (a JSON value of `ledgerRows`) as common table expressions of one statement
 * (`ledger_entries`, `ledger_lines`, `ledger_moved`), for a caller that writes them with its own changes in one round
 * trip; `overdrawn` counts the user accounts they take below zero, which the caller must read and refuse
 * (INSUFFICIENT_BALANCE). Each account is created on first use or moved once by the sum of its lines over all the
 * postings (`insert … on conflict do update`, rows in id order, so two movements lock their accounts in the same order
 * and never deadlock on each other). The lines reference the entries and the accounts: PostgreSQL checks those keys at
 * the end of the statement. `describedBy` gives the entries' description, an expression over the entry `e` (by
 * default its own). The text is the same whatever moves, so a statement made of it can be prepared (ADR 064).
 */
export function postingsSql(rows: SQLWrapper, { describedBy = sql`e.description` }: { describedBy?: SQL } = {}) {
  const entryColumns = columnList(ENTRY_COLUMNS);
  const lineColumns = columnList(LINE_COLUMNS);
  const accountColumns = columnList(ACCOUNT_COLUMNS);
  return {
    ctes: sql`ledger_rows as (select ${rows}::jsonb as doc),
      ledger_entries as (insert into ${journalEntries} (${entryColumns}, description)
        select ${entryColumns}, ${describedBy} from ${jsonRecords(journalEntries, sql`(select doc -> 'entries' from ledger_rows)`)} e),
      ledger_lines as (insert into ${journalLines} (${lineColumns})
        select ${lineColumns} from ${jsonRecords(journalLines, sql`(select doc -> 'lines' from ledger_rows)`)} l),
      ledger_moved as (insert into ${ledgerAccounts} (${accountColumns})
        select ${accountColumns} from ${jsonRecords(ledgerAccounts, sql`(select doc -> 'accounts' from ledger_rows)`)} a order by id
        on conflict (id) do update set balance = ${ledgerAccounts}.balance + excluded.balance, updated_at = now()
        returning id, owner_id, balance)`,
    overdrawn: sql`(select count(*)::int from ledger_moved where owner_id is not null and balance < 0)`,
  };
}

const postStatement = preparedStatement<{ overdrawn: number }>(() => {
  const movement = postingsSql(sql.placeholder('ledger'));
  return sql`with ${movement.ctes} select ${movement.overdrawn} as overdrawn`;
});

/**
 * Records one double-entry movement inside the caller's transaction, in one statement (`postingsSql`). No user
 * account may go below zero: a movement that would take one there throws INSUFFICIENT_BALANCE, which ends the
 * caller's transaction (no caller goes on with a transaction after a throw; the payment handlers run in a savepoint
 * that is rolled back). Returns the entry's id, null when nothing moves.
 */
export async function post(tx: Tx, posting: Posting) {
  const rows = ledgerRows([posting]);
  if (!rows) return null;
  const [moved] = await postStatement(tx, { ledger: rows.value });
  if (moved!.overdrawn > 0) throw new AppError('INSUFFICIENT_BALANCE');
  return rows.entryIds[0]!;
}

export async function balancesOf(db: DbOrTx, userId: string) {
  const rows = await db.select().from(ledgerAccounts).where(sql`${ledgerAccounts.ownerId} = ${userId}`);
  const of = (kind: AccountKind) => rows.find((row) => row.kind === kind)?.balance ?? 0;
  return { available: of('available'), pending: of('pending'), held: of('held') };
}
