import type { TAuthReply } from '@gamesouq/core';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { findUserByEmailOrPhone, findUserByPhone } from '../users/find-user.js';
import { toSessionUser } from '../users/session-user.js';
import { getSavedLanguage } from '../users/settings.js';
import type { UserRow } from '../users/tables.js';
import { consumeCode } from './one-time-codes.js';
import { verifyPassword } from './passwords.js';
import { issueSession } from './tokens.js';

export async function authReply(
  db: DbOrTx,
  { secret, user, isRememberMe, message }: { secret: string; user: UserRow; isRememberMe: boolean; message: string },
): Promise<TAuthReply> {
  const tokens = await issueSession(db, { secret, user, isRememberMe });
  const sessionUser = { ...toSessionUser(user), language: await getSavedLanguage(db, user.id) };
  return { success: true, msg: message, message, user: sessionUser, token: tokens.access_token, ...tokens };
}

export function assertNotSuspended(user: Pick<UserRow, 'suspendedAt' | 'suspendedReason'>) {
  if (user.suspendedAt) {
    throw new AppError('ACCOUNT_SUSPENDED', user.suspendedReason ? `Your account has been suspended: ${user.suspendedReason}` : undefined);
  }
}

export async function loginWithPassword(
  db: Db,
  { secret, emailOrPhone, password, isRememberMe }: { secret: string; emailOrPhone: string; password: string; isRememberMe: boolean },
) {
  const user = await findUserByEmailOrPhone(db, emailOrPhone);
  const isValid = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !isValid) throw new AppError('INVALID_CREDENTIALS');
  assertNotSuspended(user);
  return authReply(db, { secret, user, isRememberMe, message: 'Login successful' });
}

export async function signInWithOtp(
  db: Db,
  {
    secret,
    phone,
    code,
    sessionId,
    isRememberMe,
  }: { secret: string; phone: string; code: string; sessionId?: string; isRememberMe: boolean },
) {
  const user = await findUserByPhone(db, phone);
  if (!user) throw new AppError('PHONE_NOT_REGISTERED');
  assertNotSuspended(user);
  return consumeCode(db, { secret, target: phone, purpose: 'phone', code, sessionId }, (tx) =>
    authReply(tx, { secret, user, isRememberMe, message: 'Login successful' }),
  );
}
