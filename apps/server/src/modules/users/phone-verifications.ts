import { PHONE_VERIFIED_WINDOW_SECONDS } from '@gamesouq/core';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { phoneVerifications } from './tables.js';

/** Uses up the phone's recent verification, or refuses. */
export async function takePhoneVerification(tx: Tx, phone: string) {
  const [row] = await tx.select().from(phoneVerifications).where(eq(phoneVerifications.phone, phone)).for('update');
  if (!row || Date.now() - row.verifiedAt.getTime() > PHONE_VERIFIED_WINDOW_SECONDS * 1000) throw new AppError('PHONE_NOT_VERIFIED');
  await tx.delete(phoneVerifications).where(eq(phoneVerifications.phone, phone));
}
