import { passwordChangeError, type TPasswordChange } from '@gamesouq/core';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { saveSettings, setPasswordHash, type UserRow } from '../users/index.js';
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
    await setPasswordHash(tx, user.id, passwordHash);
    await saveSettings(tx, { userId: user.id, values: { passwordChangedAt: new Date() } });
    await revokeAllSessions(tx, user.id);
    return issueSession(tx, { secret, user, isRememberMe: false });
  });
}
