import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { newId, newToken, sha256 } from '../../lib/ids.js';
import type { Messenger } from '../../lib/messaging.js';
import type { Language } from '../../lib/request-language.js';
import { SENT_TEXTS } from '../../lib/sent-texts.js';
import { accountLanguage, findUserByEmailOrPhone, setPasswordHash } from '../users/index.js';
import { accountKey } from './account-key.js';
import { consumeCode, createCode } from './one-time-codes.js';
import { hashPassword } from './passwords.js';
import { passwordResets } from './tables.js';
import { revokeAllSessions } from './tokens.js';

const RESET_TOKEN_MINUTES = 15;
const SENT = { success: true as const, message: 'If an account exists for this email or phone, a 4-digit code has been sent.' };

/**
 * Codes are kept per account, not per identifier: an account's e-mail and phone share one code, one send budget
 * (a minute apart, five an hour) and one budget of wrong tries, as the login budget is shared, so that switching
 * identifiers cannot double the guesses against a 4-digit code. An identifier of no account gets a key that no
 * code is ever stored under.
 */
const recoveryTarget = (user: { id: string } | null, emailOrPhone: string) =>
  user ? `account:${user.id}` : `unknown:${accountKey(emailOrPhone)}`;

/** The per-account limits of a code (one a minute, five an hour): a request within them sends nothing. */
const isCodeLimit = (error: unknown) =>
  error instanceof AppError && (error.code === 'CODE_RESEND_TOO_SOON' || error.code === 'CODE_HOURLY_LIMIT');

/**
 * Sends a 4-digit code. The reply is the same whether or not an account exists, whether a code left or a per-account
 * limit held it back, and whether the provider accepted it: anything else would tell a stranger which accounts exist.
 * Delivery is not awaited for the same reason (an SMTP round trip would time the answer); a failure is logged.
 */
export async function startRecovery(
  db: Db,
  {
    secret,
    messenger,
    emailOrPhone,
    onDeliveryError,
    language,
  }: { secret: string; messenger: Messenger; emailOrPhone: string; language: Language; onDeliveryError: (error: unknown) => void },
) {
  const user = await findUserByEmailOrPhone(db, emailOrPhone);
  if (!user) return SENT;
  let code: string;
  try {
    ({ code } = await createCode(db, { secret, target: recoveryTarget(user, emailOrPhone), purpose: 'recovery' }));
  } catch (error) {
    if (isCodeLimit(error)) return SENT;
    throw error;
  }
  const texts = SENT_TEXTS[await accountLanguage(db, { userId: user.id, fallback: language })];
  const text = texts.recoveryCode(code);
  // The code goes to where the user said: their phone by SMS, or their e-mail.
  const to = accountKey(emailOrPhone);
  const delivery = to.includes('@') ? messenger.sendEmail(to, texts.recoverySubject, text) : messenger.sendSms(to, text);
  delivery.catch(onDeliveryError);
  return SENT;
}

/** Trades a correct code for a short-lived reset token. */
export async function verifyRecoveryCode(db: Db, { secret, emailOrPhone, code }: { secret: string; emailOrPhone: string; code: string }) {
  const user = await findUserByEmailOrPhone(db, emailOrPhone);
  const target = recoveryTarget(user, emailOrPhone);
  const resetToken = newToken();
  await consumeCode(db, { secret, target, purpose: 'recovery', code }, async (tx) => {
    if (!user) throw new AppError('INVALID_CODE');
    await tx.insert(passwordResets).values({
      id: newId(),
      userId: user.id,
      tokenHash: sha256(resetToken),
      expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60 * 1000),
    });
  });
  return { success: true as const, message: 'Code verified', resetToken };
}

/** Sets the new password once per token and signs the user out everywhere. */
export async function resetPassword(db: Db, { resetToken, password }: { resetToken: string; password: string }) {
  const passwordHash = await hashPassword(password);
  await inTransaction(db, async (tx) => {
    const [reset] = await tx
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.tokenHash, sha256(resetToken)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
      .for('update');
    if (!reset) throw new AppError('RESET_TOKEN_INVALID');
    await tx.update(passwordResets).set({ usedAt: sql`now()` }).where(eq(passwordResets.id, reset.id));
    await setPasswordHash(tx, reset.userId, passwordHash);
    await revokeAllSessions(tx, reset.userId);
  });
  return { success: true as const, message: 'Password reset successfully' };
}
