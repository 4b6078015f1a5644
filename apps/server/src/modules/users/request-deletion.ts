import type { TAccountDeletionView } from '@gamesouq/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { accountDeletionRequests } from './tables.js';

/** Records the request for an admin; one open request per user (the partial unique index decides under concurrency). */
export async function requestAccountDeletion(db: Db, { userId, reason }: { userId: string; reason: string }) {
  const inserted = await db
    .insert(accountDeletionRequests)
    .values({ id: newId(), userId, reason })
    .onConflictDoNothing()
    .returning({ id: accountDeletionRequests.id, createdAt: accountDeletionRequests.createdAt });
  const [row] = inserted;
  if (!row) throw new AppError('DELETION_ALREADY_REQUESTED');
  return { id: row.id, status: 'pending' as const, createdAt: row.createdAt.toISOString() };
}

/** The user's open deletion request, if any, so that Account Settings can say it is on its way. */
export async function findOpenDeletionRequest(db: DbOrTx, userId: string): Promise<TAccountDeletionView | null> {
  const [row] = await db
    .select()
    .from(accountDeletionRequests)
    .where(and(eq(accountDeletionRequests.userId, userId), eq(accountDeletionRequests.status, 'pending')));
  return row ? { id: row.id, status: row.status, reason: row.reason, createdAt: row.createdAt.toISOString() } : null;
}

/**
 * An admin's decision on a request the caller has locked: `completed` once the account is closed, `declined` with a
 * reason the user is told. The request as it is now.
 */
export async function decideDeletionRequest(
  tx: Tx,
  {
    id,
    decidedBy,
    decision,
  }: { id: string; decidedBy: string; decision: { status: 'completed' } | { status: 'declined'; reason: string } },
) {
  const [decided] = await tx
    .update(accountDeletionRequests)
    .set({
      status: decision.status,
      ...(decision.status === 'declined' ? { decisionReason: decision.reason } : {}),
      decidedBy,
      decidedAt: sql`now()`,
    })
    .where(eq(accountDeletionRequests.id, id))
    .returning();
  return decided!;
}
