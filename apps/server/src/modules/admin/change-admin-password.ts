import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { type Actor, recordAudit } from '../audit/index.js';
import { hashPassword, issueSession, revokeAllSessions, verifyPassword } from '../auth/index.js';
import { setPasswordHash, type UserRow } from '../users/index.js';

/**
 * Settings > Change Password; the strength rules are checked by the request schema (ZChangePassword). As for any
 * user, every other session ends (refresh and access tokens) and this device goes on with the fresh tokens returned.
 */
export async function changeAdminPassword(
  db: Db,
  {
    admin,
    actor,
    secret,
    currentPassword,
    newPassword,
  }: { admin: UserRow; actor: Actor; secret: string; currentPassword: string; newPassword: string },
) {
  if (!(await verifyPassword(admin.passwordHash, currentPassword))) {
    throw new AppError('WRONG_PASSWORD', undefined, { fields: { currentPassword: 'errors.WRONG_PASSWORD' } });
  }
  const passwordHash = await hashPassword(newPassword);
  return inTransaction(db, async (tx) => {
    await setPasswordHash(tx, admin.id, passwordHash);
    await revokeAllSessions(tx, admin.id);
    await recordAudit(tx, actor, { action: 'profile.password', entityType: 'user', entityId: admin.id });
    return issueSession(tx, { secret, user: admin, isRememberMe: false });
  });
}
