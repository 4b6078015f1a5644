import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { type UserRow, users } from '../users/tables.js';

/** Settings > Change Password; the strength rules are checked by the request schema (ZChangePassword). */
export async function changeAdminPassword(
  db: Db,
  { admin, currentPassword, newPassword }: { admin: UserRow; currentPassword: string; newPassword: string },
) {
  if (!(await verifyPassword(admin.passwordHash, currentPassword))) {
    throw new AppError('WRONG_PASSWORD', undefined, { fields: { currentPassword: 'Current password is incorrect' } });
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), updatedAt: sql`now()` })
    .where(eq(users.id, admin.id));
}
