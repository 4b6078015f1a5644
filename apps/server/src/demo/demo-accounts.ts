import { count } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { newId } from '../lib/ids.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { users } from '../modules/users/tables.js';

/** One account per role, for trying the marketplace; loaded only into an empty database with DEMO_DATA=true. */
export const DEMO_ACCOUNTS = [
  { role: 'admin', name: 'Sara Al-Qahtani', email: 'admin@gamesouq.sa', phone: '+966500000001', password: 'Admin#2026', city: 'Riyadh' },
  { role: 'trader', name: 'Pixel Games Store', email: 'trader@gamesouq.sa', phone: '+966500000002', password: 'Trader#2026', city: 'Jeddah' },
  { role: 'user', name: 'Faisal Al-Harbi', email: 'buyer@gamesouq.sa', phone: '+966500000003', password: 'Buyer#2026', city: 'Dammam' },
] as const;

/** Returns true when it loaded the accounts, false when the database already had users. */
export async function loadDemoAccounts(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  for (const account of DEMO_ACCOUNTS) {
    await db.insert(users).values({
      id: newId(),
      name: account.name,
      email: account.email,
      phone: account.phone,
      city: account.city,
      role: account.role,
      verified: true,
      passwordHash: await hashPassword(account.password),
    });
  }
  return true;
}
