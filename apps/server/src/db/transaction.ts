import type { Db, Tx } from './client.js';

/** PostgreSQL's code for a serialization failure; a caller that finds its reads outdated may throw it to be retried. */
export const SERIALIZATION_FAILURE = '40001';
const RETRYABLE = new Set([SERIALIZATION_FAILURE, '40P01']); // serialization failure, deadlock

/** Runs `work` in a transaction, retrying it when PostgreSQL aborts it for a serialization failure or a deadlock. */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>, { attempts = 5 } = {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
      if (attempt >= attempts || !code || !RETRYABLE.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
    }
  }
}
