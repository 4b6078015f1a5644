import { passwordChangeError, type TPasswordChange } from '@gamesouq/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { saveSettings } from '../users/settings.js';
import { type UserRow, users } from '../users/tables.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { issueSession, revokeAllSessions } from './tokens.js';

/**
 * A signed-in password change (seller §5 trader password change). Every other session ends, as after a recovery;
 * the caller gets a fresh session so that this device stays signed in.
 */
export async function changePassword(db: Db, { user, secret, input }: { user: UserRow; secret: string; input: TPasswordChange }) {
  const currentPassword = input.currentPassword ?? '';
  const newPassword = input.newPassword ?? '';
  const problem = passwordChangeError({ currentPassword, newPassword, confirmPassword: input.confirmPassword });
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { fields: { newPassword: problem } });
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError('WRONG_PASSWORD', undefined, { fields: { currentPassword: 'errors.WRONG_PASSWORD' } });
  }
  const passwordHash = await hashPassword(newPassword);
  return inTransaction(db, async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, user.id));
    await saveSettings(tx, { userId: user.id, values: { passwordChangedAt: new Date() } });
    await revokeAllSessions(tx, user.id);
    return issueSession(tx, { secret, user, isRememberMe: false });
  });
}
