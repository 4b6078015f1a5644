import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import { AppError } from './app-error.js';
import { idempotencyKeys } from './idempotency-table.js';

type Keyed = {
  userId: string;
  key: string | undefined;
  route: string;
  body: unknown;
  /**
   * For calls whose repeat would move money again (a card charge, a withdrawal): without an Idempotency-Key, the same
   * body from the same user within this many seconds is a retry of the same request, answered with the first reply.
   */
  repeatWindowSeconds?: number;
};
/** How long a keyless repeat of a card charge or a withdrawal counts as a retry of the first (see `repeatWindowSeconds`). */
export const RETRY_WINDOW_SECONDS = 60;

/** What `idempotent` answers: the reply, and whether it is the stored reply of an earlier request with the same key. */
export type IdempotentReply<T> = { result: T; isReplay: boolean };

const hashOf = (value: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(value ?? null))
    .digest('hex');

/** The Idempotency-Key header, when the client sent one. */
export const idempotencyKeyOf = (headers: Record<string, unknown>) =>
  typeof headers['idempotency-key'] === 'string' ? headers['idempotency-key'] : undefined;

/**
 * The key of a side effect outside our database (a card charge) for one request: derived from the Idempotency-Key,
 * so that a retry of the request reaches the same charge, else fresh for the request. Made once per request, outside
 * the transaction's retries.
 */
export const externalKeyOf = ({ scope, userId, key }: { scope: string; userId: string; key: string | undefined }) =>
  key ? createHash('sha256').update(`${scope}:${userId}:${key}`).digest('hex') : `${scope}:${randomUUID()}`;

function checkKey(key: string) {
  if (key.length > 200) throw new AppError('BAD_REQUEST', 'validation.idempotencyKeyTooLong');
}

async function readStored<T>(db: DbOrTx, { userId, key, route, body }: Keyed & { key: string }): Promise<T | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!row) return undefined;
  if (row.requestHash !== hashOf({ route, body })) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return row.response as T;
}

/**
 * Runs a money-moving `work` in one transaction together with its Idempotency-Key (design §2). The key's row is
 * inserted first: a concurrent request with the same key waits on it and then reads the stored reply, so the money
 * moves once and every caller gets the same answer. A failed attempt stores nothing and may be retried.
 * Without a key, `repeatWindowSeconds` makes a key of the request itself, valid for that window.
 * `isReplay` tells the caller not to repeat what follows the first effect (notifications).
 */
export async function idempotent<T>(db: Db, keyed: Keyed, work: (tx: Tx) => Promise<T>): Promise<IdempotentReply<T>> {
  const { userId, route, body, repeatWindowSeconds } = keyed;
  const requestHash = hashOf({ route, body });
  const key = keyed.key ?? (repeatWindowSeconds ? `repeat:${requestHash}` : undefined);
  if (!key) return { result: await inTransaction(db, work), isReplay: false };
  checkKey(key);
  const window = keyed.key ? null : repeatWindowSeconds;
  return inTransaction(db, async (tx) => {
    const row = { userId, key, route, requestHash };
    // A request's own key is taken over once its window has passed; a client's key is kept for good.
    const inserted = window
      ? await tx
          .insert(idempotencyKeys)
          .values(row)
          .onConflictDoUpdate({
            target: [idempotencyKeys.userId, idempotencyKeys.key],
            set: { createdAt: sql`now()`, response: null, status: null },
            setWhere: sql`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${window})`,
          })
          .returning()
      : await tx.insert(idempotencyKeys).values(row).onConflictDoNothing().returning();
    if (inserted.length === 0) {
      const stored = await readStored<T>(tx, { userId, key, route, body });
      if (stored === undefined) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      return { result: stored, isReplay: true };
    }
    const result = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ response: result as object, status: 200 })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return { result, isReplay: false };
  });
}
