import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { type AccountKind, type EntryKind, journalEntries, journalLines, ledgerAccounts } from './tables.js';

type UserKind = Extract<AccountKind, 'available' | 'pending' | 'held'>;
type PlatformKind = Extract<AccountKind, 'external' | 'tax' | 'revenue'>;

export const userAccount = (userId: string, kind: UserKind) => `user:${userId}:${kind}`;
export const platformAccount = (kind: PlatformKind) => `platform:${kind}`;

export type Line = { account: string; amount: number };

/**
 * Records one double-entry movement inside the caller's transaction: the lines must sum to zero, accounts are
 * created on first use and locked in id order (so two movements never deadlock on each other), balances move
 * with the lines, and no user account may go below zero.
 */
export async function post(
  tx: Tx,
  {
    kind,
    lines,
    description = '',
    userId = null,
    orderId = null,
    withdrawalId = null,
    reference,
    meta = {},
  }: {
    kind: EntryKind;
    lines: Line[];
    description?: string;
    userId?: string | null;
    orderId?: string | null;
    withdrawalId?: string | null;
    reference?: string;
    meta?: Record<string, unknown>;
  },
) {
  const moving = lines.filter((line) => line.amount !== 0);
  if (moving.some((line) => !Number.isSafeInteger(line.amount))) throw new Error('Ledger amounts must be whole halalas');
  if (moving.reduce((sum, line) => sum + line.amount, 0) !== 0) throw new Error(`Unbalanced ${kind} entry`);
  if (moving.length === 0) return null;

  const ids = [...new Set(moving.map((line) => line.account))].sort();
  await tx
    .insert(ledgerAccounts)
    .values(
      ids.map((id) => {
        const [scope, owner, userKind] = id.split(':');
        return scope === 'user'
          ? { id, ownerId: owner!, kind: userKind as AccountKind }
          : { id, ownerId: null, kind: owner as AccountKind };
      }),
    )
    .onConflictDoNothing();
  const locked = await tx.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, ids)).orderBy(ledgerAccounts.id).for('update');
  const balances = new Map(locked.map((account) => [account.id, account.balance]));
  for (const line of moving) balances.set(line.account, (balances.get(line.account) ?? 0) + line.amount);
  for (const [id, balance] of balances) {
    if (id.startsWith('user:') && balance < 0) {
      throw new AppError('INSUFFICIENT_BALANCE');
    }
  }
  for (const id of ids) {
    await tx
      .update(ledgerAccounts)
      .set({ balance: balances.get(id)!, updatedAt: sql`now()` })
      .where(sql`${ledgerAccounts.id} = ${id}`);
  }
  const entryId = newId();
  await tx
    .insert(journalEntries)
    .values({ id: entryId, kind, description, userId, orderId, withdrawalId, reference: reference ?? entryId, meta });
  await tx.insert(journalLines).values(moving.map((line) => ({ id: newId(), entryId, accountId: line.account, amount: line.amount })));
  return entryId;
}

export async function balancesOf(db: DbOrTx, userId: string) {
  const rows = await db.select().from(ledgerAccounts).where(sql`${ledgerAccounts.ownerId} = ${userId}`);
  const of = (kind: AccountKind) => rows.find((row) => row.kind === kind)?.balance ?? 0;
  return { available: of('available'), pending: of('pending'), held: of('held') };
}
