import { maskNumber, type TTwoFactorChallenge } from '@gamesouq/core';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Messenger } from '../../lib/messaging.js';
import type { Language } from '../../lib/request-language.js';
import { SENT_TEXTS } from '../../lib/sent-texts.js';
import type { UserRow } from '../users/index.js';
import { accountLanguage, alertSignIn, findUserByPhone, getSecuritySettings } from '../users/index.js';
import { consumeCode, createCode } from './one-time-codes.js';
import { assertNotSuspended, authReply } from './session-reply.js';
import { otpCodes } from './tables.js';

const PURPOSE = 'two_factor' as const;
/** How long after the password the code step may be completed or a new code asked for. */
const SIGN_IN_WINDOW = sql`interval '15 minutes'`;

/** A password sign-in needs a code too when the account turned two-factor on and has a phone to send it to. */
export async function needsSecondStep(db: Db, user: UserRow) {
  return Boolean(user.phone) && (await getSecuritySettings(db, user.id)).twoFactorEnabled;
}

async function sendCode(
  db: Db,
  { secret, messenger, user, language }: { secret: string; messenger: Messenger; user: UserRow; language: Language },
): Promise<TTwoFactorChallenge> {
  const phone = user.phone ?? '';
  const { code, sessionId } = await createCode(db, { secret, target: phone, purpose: PURPOSE });
  const texts = SENT_TEXTS[await accountLanguage(db, { userId: user.id, fallback: language })];
  await messenger.sendSms(phone, texts.signInCode(code));
  return {
    success: true,
    twoFactorRequired: true,
    message: 'Enter the code we sent to your phone',
    msg: 'Enter the code we sent to your phone',
    /** The sign-in to finish: only a caller who gave the right password holds it. */
    twoFactorToken: sessionId,
    phone: maskNumber(phone),
  };
}

/** The first step went well: a 6-digit code goes by SMS to the account's phone, and the reply asks for it. */
export async function startSecondStep(db: Db, params: { secret: string; messenger: Messenger; user: UserRow; language: Language }) {
  return sendCode(db, params);
}

/** The phone of a sign-in started in the last 15 minutes, from the code it was sent. */
async function phoneOfSignIn(db: Db, twoFactorToken: string) {
  const [row] = await db
    .select({ target: otpCodes.target })
    .from(otpCodes)
    .where(
      and(eq(otpCodes.sessionId, twoFactorToken), eq(otpCodes.purpose, PURPOSE), gt(otpCodes.createdAt, sql`now() - ${SIGN_IN_WINDOW}`)),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!row) throw new AppError('TWO_FACTOR_EXPIRED');
  return row.target;
}

/** A new code for a sign-in in progress (the resend button); the reply carries the sign-in's new token. */
export async function resendSecondStep(
  db: Db,
  { secret, messenger, language, twoFactorToken }: { secret: string; messenger: Messenger; language: Language; twoFactorToken: string },
) {
  const user = await findUserByPhone(db, await phoneOfSignIn(db, twoFactorToken));
  if (!user) throw new AppError('TWO_FACTOR_EXPIRED');
  return sendCode(db, { secret, messenger, user, language });
}

/** The second step: the code sent for this sign-in ends it with a session, like a one-step sign-in. */
export async function finishSecondStep(
  db: Db,
  {
    secret,
    ip,
    twoFactorToken,
    code,
    isRememberMe,
  }: { secret: string; ip: string; twoFactorToken: string; code: string; isRememberMe: boolean },
) {
  const phone = await phoneOfSignIn(db, twoFactorToken);
  const user = await findUserByPhone(db, phone);
  if (!user) throw new AppError('TWO_FACTOR_EXPIRED');
  assertNotSuspended(user);
  const reply = await consumeCode(db, { secret, target: phone, purpose: PURPOSE, code, sessionId: twoFactorToken }, (tx) =>
    authReply(tx, { secret, user, isRememberMe, message: 'Login successful' }),
  );
  await alertSignIn(db, { userId: user.id, ip });
  return reply;
}
