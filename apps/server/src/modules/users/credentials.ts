import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from './tables.js';

/** A new password (its hash), in the caller's transaction: a change, a recovery or an admin's own change. */
export async function setPasswordHash(db: DbOrTx, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

/** From now on, access tokens issued to the user before this moment are refused. */
export async function refuseTokensIssuedBefore(db: DbOrTx, userId: string, moment: Date) {
  await db.update(users).set({ tokensValidAfter: moment }).where(eq(users.id, userId));
}
