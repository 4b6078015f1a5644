import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { newId } from '../../lib/ids.js';
import { type UserRow, users } from './tables.js';

type NewAccount = Pick<UserRow, 'name' | 'email' | 'phone' | 'passwordHash' | 'role' | 'verified'> & { city?: string };

/**
 * A new account (sign-up, a first social sign-in, an admin's new member, the start-up admin), in the caller's
 * transaction. A taken e-mail or phone fails on `users_email_unique` / `users_phone_unique` for the caller to name.
 */
export async function createUserAccount(db: DbOrTx, account: NewAccount) {
  const [user] = await db
    .insert(users)
    .values({ id: newId(), ...account })
    .returning();
  return user!;
}

async function changeAccount(db: DbOrTx, userId: string, values: Partial<typeof users.$inferInsert>) {
  const [user] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return user;
}

/** Suspends the account (its sessions are ended by the caller); the account as it is now, undefined if unknown. */
export const suspendAccount = (db: DbOrTx, userId: string, reason: string | null) =>
  changeAccount(db, userId, { suspendedAt: new Date(), suspendedReason: reason });

export const liftSuspension = (db: DbOrTx, userId: string) => changeAccount(db, userId, { suspendedAt: null, suspendedReason: null });

export const changeRole = (db: DbOrTx, userId: string, role: UserRow['role']) => changeAccount(db, userId, { role });

/** An existing account made the start-up admin, with the configured password. */
export const promoteToAdmin = (db: DbOrTx, userId: string, passwordHash: string) =>
  changeAccount(db, userId, { role: 'admin', passwordHash, verified: true });
