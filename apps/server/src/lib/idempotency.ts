import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import { idempotencyKeys } from '../modules/wallet/tables.js';
import { AppError } from './app-error.js';

const hashOf = (value: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(value ?? null))
    .digest('hex');

/**
 * Runs a money-moving `work` in one transaction together with its Idempotency-Key (design §2). The key's row is
 * inserted first: a concurrent request with the same key waits on it and then reads the stored reply, so the money
 * moves once and every caller gets the same answer. A failed attempt stores nothing and may be retried.
 */
export async function idempotent<T>(
  db: Db,
  { userId, key, route, body }: { userId: string; key: string | undefined; route: string; body: unknown },
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (!key) return inTransaction(db, work);
  if (key.length > 200) throw new AppError('BAD_REQUEST', 'The Idempotency-Key header is too long.');
  const requestHash = hashOf({ route, body });
  return inTransaction(db, async (tx) => {
    const inserted = await tx.insert(idempotencyKeys).values({ userId, key, route, requestHash }).onConflictDoNothing().returning();
    if (inserted.length === 0) {
      const [row] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (!row || row.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      return row.response as T;
    }
    const result = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ response: result as object, status: 200 })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return result;
  });
}
