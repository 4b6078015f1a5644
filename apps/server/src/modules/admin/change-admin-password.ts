import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, issueSession, revokeAllSessions, verifyPassword } from '../auth/index.js';
import { type UserRow, users } from '../users/index.js';

/**
 * Settings > Change Password; the strength rules are checked by the request schema (ZChangePassword). As for any
 * user, every other session ends (refresh and access tokens) and this device goes on with the fresh tokens returned.
 */
export async function changeAdminPassword(
  db: Db,
  { admin, secret, currentPassword, newPassword }: { admin: UserRow; secret: string; currentPassword: string; newPassword: string },
) {
  if (!(await verifyPassword(admin.passwordHash, currentPassword))) {
    throw new AppError('WRONG_PASSWORD', undefined, { fields: { currentPassword: 'errors.WRONG_PASSWORD' } });
  }
  const passwordHash = await hashPassword(newPassword);
  return inTransaction(db, async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, admin.id));
    await revokeAllSessions(tx, admin.id);
    return issueSession(tx, { secret, user: admin, isRememberMe: false });
  });
}
