import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { createUserAccount, promoteToAdmin, users } from '../users/index.js';
import { hashPassword } from './passwords.js';

/** Makes sure an admin with this e-mail exists (ADMIN_EMAIL at start, `npm run create-admin`); an existing account is promoted and gets the password. */
export async function ensureAdmin(db: Db, { email, password, name = 'Administrator' }: { email: string; password: string; name?: string }) {
  const normalized = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalized));
  if (existing) {
    await promoteToAdmin(db, existing.id, passwordHash);
    return existing.id;
  }
  const admin = await createUserAccount(db, { name, email: normalized, phone: null, passwordHash, role: 'admin', verified: true });
  return admin.id;
}
