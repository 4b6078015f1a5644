import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Messenger } from '../../lib/messaging.js';
import { phoneVerifications } from '../users/tables.js';
import { consumeCode, createCode } from './one-time-codes.js';

export async function sendPhoneCode(db: Db, { secret, messenger, phone }: { secret: string; messenger: Messenger; phone: string }) {
  const { code, sessionId } = await createCode(db, { secret, target: phone, purpose: 'phone' });
  try {
    await messenger.sendSms(phone, `Your GameSouq verification code is ${code}. It expires in 5 minutes. Do not share it.`);
  } catch {
    throw new AppError('INTERNAL', 'errors.verificationSendFailed');
  }
  return { success: true as const, message: 'Verification code sent', sessionId };
}

/** Proves the phone with its code; signup within the next 15 minutes relies on it. */
export async function verifyPhone(db: Db, params: { secret: string; phone: string; code: string; sessionId?: string }) {
  await consumeCode(db, { ...params, target: params.phone, purpose: 'phone' }, async (tx) => {
    await tx
      .insert(phoneVerifications)
      .values({ phone: params.phone, verifiedAt: new Date() })
      .onConflictDoUpdate({ target: phoneVerifications.phone, set: { verifiedAt: sql`now()` } });
  });
  return { success: true as const, message: 'Phone number verified' };
}
