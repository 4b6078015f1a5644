import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { recordEvent } from '../events/index.js';
import { users } from './tables.js';

/** The verified badge, given in the caller's transaction once the user's identity is confirmed (ADR 041). */
export async function markUserVerified(db: DbOrTx, userId: string) {
  await db.update(users).set({ verified: true, updatedAt: sql`now()` }).where(eq(users.id, userId));
  await recordEvent(db, { type: 'seller_changed', userId });
}
