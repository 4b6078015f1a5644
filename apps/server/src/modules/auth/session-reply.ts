import type { TAuthReply } from '@gamesouq/core';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../users/index.js';
import { getSavedDisplay, toSessionUser } from '../users/index.js';
import { issueSession } from './tokens.js';

/** The reply of every way in (password, code, second step, sign-up): a new session and the user it is for. */
export async function authReply(
  db: DbOrTx,
  { secret, user, isRememberMe, message }: { secret: string; user: UserRow; isRememberMe: boolean; message: string },
): Promise<TAuthReply> {
  const tokens = await issueSession(db, { secret, user, isRememberMe });
  const sessionUser = { ...toSessionUser(user), ...(await getSavedDisplay(db, user.id)) };
  return { success: true, msg: message, message, user: sessionUser, token: tokens.access_token, ...tokens };
}

/** A suspended account is told why, on every way in and on every request. */
export function assertNotSuspended(user: Pick<UserRow, 'suspendedAt' | 'suspendedReason'>) {
  if (user.suspendedAt) {
    throw new AppError(
      'ACCOUNT_SUSPENDED',
      user.suspendedReason ? { key: 'errors.suspendedBecause', params: { reason: user.suspendedReason } } : undefined,
    );
  }
}
