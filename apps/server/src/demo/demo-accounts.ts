import { count } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { newId } from '../lib/ids.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { users } from '../modules/users/tables.js';

/** One account per role, for trying the marketplace (credentials in the README). */
export const DEMO_ACCOUNTS = [
  { role: 'admin', name: 'Sara Al-Qahtani', email: 'admin@gamesouq.sa', phone: '+966500000001', password: 'Admin#2026', city: 'Riyadh' },
  {
    role: 'trader',
    name: 'Pixel Games Store',
    email: 'trader@gamesouq.sa',
    phone: '+966500000002',
    password: 'Trader#2026',
    city: 'Jeddah',
    // A VAT-registered shop (numbers as an admin verified them): its prices include 15% VAT. The individual sellers
    // below are not registered and charge none, so both rules show in the cart.
    vatNumber: '310175397400003',
    crNumber: '4030123456',
  },
  { role: 'user', name: 'Faisal Al-Harbi', email: 'buyer@gamesouq.sa', phone: '+966500000003', password: 'Buyer#2026', city: 'Dammam' },
] as const;

/** Further sellers so that the marketplace has shops and individuals in several cities. */
export const DEMO_SELLERS = [
  { role: 'trader', name: 'Riyadh Game Hub', email: 'riyadh.hub@gamesouq.sa', phone: '+966500000004', city: 'Riyadh', verified: true },
  { role: 'user', name: 'Lama Al-Otaibi', email: 'lama@gamesouq.sa', phone: '+966500000005', city: 'Medina', verified: true },
  { role: 'user', name: 'Khalid Al-Zahrani', email: 'khalid@gamesouq.sa', phone: '+966500000006', city: 'Abha', verified: false },
] as const;

/** Creates the demo accounts and returns every seller's id and city, or null when the database already had users. */
export async function loadDemoAccounts(db: Db) {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return null;
  const sellers: { id: string; city: string }[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const id = newId();
    await db.insert(users).values({ id, ...account, verified: true, passwordHash: await hashPassword(account.password) });
    if (account.role !== 'admin') sellers.push({ id, city: account.city });
  }
  // These sellers sign in only after a password reset: their password is random.
  for (const seller of DEMO_SELLERS) {
    const id = newId();
    await db.insert(users).values({ id, ...seller, passwordHash: await hashPassword(newId()) });
    sellers.push({ id, city: seller.city });
  }
  return sellers;
}
