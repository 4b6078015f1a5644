import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newId } from '../../lib/ids.js';
import { users } from '../users/tables.js';
import { hashPassword } from './passwords.js';

/** Makes sure an admin with this e-mail exists (ADMIN_EMAIL at start, `npm run create-admin`); an existing account is promoted and gets the password. */
export async function ensureAdmin(db: Db, { email, password, name = 'Administrator' }: { email: string; password: string; name?: string }) {
  const normalized = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalized));
  if (existing) {
    await db.update(users).set({ role: 'admin', passwordHash, verified: true, updatedAt: sql`now()` }).where(eq(users.id, existing.id));
    return existing.id;
  }
  const id = newId();
  await db.insert(users).values({ id, name, email: normalized, passwordHash, role: 'admin', verified: true });
  return id;
}
