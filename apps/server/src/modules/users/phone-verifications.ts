import { PHONE_VERIFIED_WINDOW_SECONDS } from '@gamesouq/core';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { phoneVerifications } from './tables.js';

/** The phone was proven by its code just now; sign-up and a change of phone within the window rely on it. */
export async function recordPhoneVerification(db: DbOrTx, phone: string) {
  await db
    .insert(phoneVerifications)
    .values({ phone, verifiedAt: new Date() })
    .onConflictDoUpdate({ target: phoneVerifications.phone, set: { verifiedAt: sql`now()` } });
}

/** Uses up the phone's recent verification, or refuses. */
export async function takePhoneVerification(tx: Tx, phone: string) {
  const [row] = await tx.select().from(phoneVerifications).where(eq(phoneVerifications.phone, phone)).for('update');
  if (!row || Date.now() - row.verifiedAt.getTime() > PHONE_VERIFIED_WINDOW_SECONDS * 1000) throw new AppError('PHONE_NOT_VERIFIED');
  await tx.delete(phoneVerifications).where(eq(phoneVerifications.phone, phone));
}
