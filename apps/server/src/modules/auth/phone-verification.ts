import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Messenger } from '../../lib/messaging.js';
import type { Language } from '../../lib/request-language.js';
import { SENT_TEXTS } from '../../lib/sent-texts.js';
import { accountLanguage, findUserByPhone, recordPhoneVerification } from '../users/index.js';
import { consumeCode, createCode } from './one-time-codes.js';

/**
 * Sends a code to prove a phone (signup, sign-in by code, a new number). It is written in the account's language when
 * the number has one, else in the request's: a new user on an Arabic phone gets it in Arabic.
 */
export async function sendPhoneCode(
  db: Db,
  { secret, messenger, phone, language }: { secret: string; messenger: Messenger; phone: string; language: Language },
) {
  const { code, sessionId } = await createCode(db, { secret, target: phone, purpose: 'phone' });
  const account = await findUserByPhone(db, phone);
  const texts = SENT_TEXTS[account ? await accountLanguage(db, { userId: account.id, fallback: language }) : language];
  try {
    await messenger.sendSms(phone, texts.verificationCode(code));
  } catch {
    throw new AppError('INTERNAL', 'errors.verificationSendFailed');
  }
  return { success: true as const, message: 'Verification code sent', sessionId };
}

/** Proves the phone with its code; signup within the next 15 minutes relies on it. */
export async function verifyPhone(db: Db, params: { secret: string; phone: string; code: string; sessionId?: string }) {
  await consumeCode(db, { ...params, target: params.phone, purpose: 'phone' }, async (tx) => {
    await recordPhoneVerification(tx, params.phone);
  });
  return { success: true as const, message: 'Phone number verified' };
}
