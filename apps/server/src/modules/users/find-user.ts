import { normalizePhone } from '@gamesouq/core';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from './tables.js';

export async function findUserById(db: DbOrTx, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

export async function findUserByPhone(db: DbOrTx, phone: string) {
  const [user] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return user ?? null;
}

/** An identifier with an @ is an e-mail; anything else is read as a phone number. */
export async function findUserByEmailOrPhone(db: DbOrTx, emailOrPhone: string) {
  const value = emailOrPhone.trim();
  if (value.includes('@')) {
    const [user] = await db.select().from(users).where(eq(users.email, value.toLowerCase())).limit(1);
    return user ?? null;
  }
  const phone = normalizePhone(value);
  return phone ? findUserByPhone(db, phone) : null;
}
