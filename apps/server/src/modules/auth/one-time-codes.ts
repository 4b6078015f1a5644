import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_MAX_PER_HOUR, OTP_RESEND_SECONDS, OTP_TTL_SECONDS, RECOVERY_CODE_LENGTH } from '@gamesouq/core';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { hmac, newId, newToken, randomDigits } from '../../lib/ids.js';
import { otpCodes } from './tables.js';

/** `two_factor` codes are the second step of a password sign-in, apart so that no other flow accepts them. */
export type CodePurpose = 'phone' | 'recovery' | 'two_factor';
const LENGTH: Record<CodePurpose, number> = { phone: OTP_LENGTH, recovery: RECOVERY_CODE_LENGTH, two_factor: OTP_LENGTH };

const codeHash = (secret: string, target: string, purpose: CodePurpose, code: string) => hmac(secret, `${purpose}:${target}:${code}`);

/** Serialises code operations on one target, so that two parallel sends cannot both pass the resend check. */
const lockTarget = (tx: Tx, target: string, purpose: CodePurpose) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${purpose}:${target}`}))`);

/**
 * Creates a code for `target` and returns it with its session id, for the caller to deliver.
 * At most one new code per 60 s and five per hour for a target; the new code replaces any earlier one.
 */
export async function createCode(db: Db, { secret, target, purpose }: { secret: string; target: string; purpose: CodePurpose }) {
  return inTransaction(db, async (tx) => {
    await lockTarget(tx, target, purpose);
    const [last] = await tx
      .select({ createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(and(eq(otpCodes.target, target), eq(otpCodes.purpose, purpose)))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    const secondsSinceLast = last ? (Date.now() - last.createdAt.getTime()) / 1000 : Number.POSITIVE_INFINITY;
    if (secondsSinceLast < OTP_RESEND_SECONDS) {
      throw new AppError('CODE_RESEND_TOO_SOON', undefined, { retryAfter: Math.ceil(OTP_RESEND_SECONDS - secondsSinceLast) });
    }
    const [hour] = await tx
      .select({ n: count() })
      .from(otpCodes)
      .where(and(eq(otpCodes.target, target), eq(otpCodes.purpose, purpose), gt(otpCodes.createdAt, sql`now() - interval '1 hour'`)));
    if ((hour?.n ?? 0) >= OTP_MAX_PER_HOUR) throw new AppError('CODE_HOURLY_LIMIT', undefined, { retryAfter: 3600 });

    const code = randomDigits(LENGTH[purpose]);
    const sessionId = newToken();
    await tx
      .update(otpCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(otpCodes.target, target), eq(otpCodes.purpose, purpose), sql`${otpCodes.consumedAt} is null`));
    await tx.insert(otpCodes).values({
      id: newId(),
      target,
      purpose,
      codeHash: codeHash(secret, target, purpose, code),
      sessionId,
      expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
    });
    return { code, sessionId };
  });
}

type CheckResult = { ok: true } | { ok: false; error: AppError };

/**
 * Checks and consumes the latest code of `target`. A wrong code costs one of five tries; the fifth ends the code.
 * A wrong code that leaves tries says how many (`errors.codeWrongTries`), so that the user knows before the lock.
 * Failures are returned, not thrown, so that the counted try is committed.
 */
async function checkCode(
  tx: Tx,
  { secret, target, purpose, code, sessionId }: { secret: string; target: string; purpose: CodePurpose; code: string; sessionId?: string },
): Promise<CheckResult> {
  await lockTarget(tx, target, purpose);
  const [row] = await tx
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.target, target), eq(otpCodes.purpose, purpose)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  const fail = (code: 'INVALID_CODE' | 'CODE_EXPIRED' | 'CODE_ATTEMPTS_EXCEEDED') => ({ ok: false as const, error: new AppError(code) });
  if (!row || (row.consumedAt && row.attempts < OTP_MAX_ATTEMPTS)) return fail('INVALID_CODE');
  if (row.attempts >= OTP_MAX_ATTEMPTS) return fail('CODE_ATTEMPTS_EXCEEDED');
  if (row.expiresAt.getTime() <= Date.now()) return fail('CODE_EXPIRED');
  const isMatch = row.codeHash === codeHash(secret, target, purpose, code) && (!sessionId || sessionId === row.sessionId);
  if (!isMatch) {
    const attempts = row.attempts + 1;
    await tx
      .update(otpCodes)
      .set({ attempts, ...(attempts >= OTP_MAX_ATTEMPTS ? { consumedAt: sql`now()` } : {}) })
      .where(eq(otpCodes.id, row.id));
    if (attempts >= OTP_MAX_ATTEMPTS) return fail('CODE_ATTEMPTS_EXCEEDED');
    const triesLeft = OTP_MAX_ATTEMPTS - attempts;
    return { ok: false as const, error: new AppError('INVALID_CODE', { key: 'errors.codeWrongTries', params: { triesLeft } }) };
  }
  await tx.update(otpCodes).set({ consumedAt: sql`now()` }).where(eq(otpCodes.id, row.id));
  return { ok: true };
}

/** Consumes a code and, in the same transaction, runs `then`; a wrong code throws after its try was recorded. */
export async function consumeCode<T>(
  db: Db,
  params: { secret: string; target: string; purpose: CodePurpose; code: string; sessionId?: string },
  then: (tx: Tx) => Promise<T>,
): Promise<T> {
  const outcome = await inTransaction(db, async (tx) => {
    const result = await checkCode(tx, params);
    return result.ok ? { ok: true as const, value: await then(tx) } : result;
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}
