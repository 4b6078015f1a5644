import { and, eq, isNull, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db, DbOrTx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { newId, newToken, sha256 } from '../../lib/ids.js';
import { refreshTokens } from './tables.js';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const REFRESH_DAYS_REMEMBERED = 30;
const REFRESH_DAYS = 1;

export type TokenPair = { access_token: string; refresh_token: string; expires_in: number };

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(secret: string, user: { id: string; role: string }) {
  return new SignJWT({ role: user.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
    .sign(key(secret));
}

/** The user id of a valid access token, or null; only HS256 is accepted, so `alg: none` and key confusion fail. */
export async function verifyAccessToken(secret: string, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}

const refreshExpiry = (isRememberMe: boolean) =>
  new Date(Date.now() + (isRememberMe ? REFRESH_DAYS_REMEMBERED : REFRESH_DAYS) * 24 * 3600 * 1000);

async function insertRefreshToken(
  db: DbOrTx,
  { userId, familyId, isRememberMe }: { userId: string; familyId: string; isRememberMe: boolean },
) {
  const token = newToken();
  await db.insert(refreshTokens).values({
    id: newId(),
    userId,
    familyId,
    tokenHash: sha256(token),
    isRememberMe,
    expiresAt: refreshExpiry(isRememberMe),
  });
  return token;
}

/** Starts a new sign-in: an access token and the first refresh token of a new family. */
export async function issueSession(
  db: DbOrTx,
  { secret, user, isRememberMe }: { secret: string; user: { id: string; role: string }; isRememberMe: boolean },
): Promise<TokenPair> {
  const refresh_token = await insertRefreshToken(db, { userId: user.id, familyId: newId(), isRememberMe });
  return { access_token: await signAccessToken(secret, user), refresh_token, expires_in: ACCESS_TOKEN_SECONDS };
}

/**
 * Swaps a refresh token for a new pair. A token that was already rotated is a sign of theft:
 * its whole family is revoked and both the thief and the owner must sign in again.
 */
export async function rotateRefreshToken(
  db: Db,
  {
    secret,
    token,
    loadUser,
  }: { secret: string; token: string; loadUser: (id: string) => Promise<{ id: string; role: string; suspendedAt: Date | null } | null> },
): Promise<TokenPair> {
  const outcome = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(token)))
      .for('update');
    if (!row || row.revokedAt) return { kind: 'expired' as const };
    if (row.rotatedAt) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return { kind: 'reused' as const };
    }
    if (row.expiresAt.getTime() <= Date.now()) return { kind: 'expired' as const };
    const user = await loadUser(row.userId);
    if (!user) return { kind: 'expired' as const };
    if (user.suspendedAt) return { kind: 'suspended' as const };
    await tx.update(refreshTokens).set({ rotatedAt: sql`now()` }).where(eq(refreshTokens.id, row.id));
    const refresh_token = await insertRefreshToken(tx, { userId: row.userId, familyId: row.familyId, isRememberMe: row.isRememberMe });
    return {
      kind: 'ok' as const,
      pair: { access_token: await signAccessToken(secret, user), refresh_token, expires_in: ACCESS_TOKEN_SECONDS },
    };
  });
  if (outcome.kind === 'ok') return outcome.pair;
  throw new AppError(outcome.kind === 'suspended' ? 'ACCOUNT_SUSPENDED' : 'SESSION_EXPIRED');
}

/**
 * Logout: the token's whole family stops working. Returns the owner when this call ended a live session, so that
 * their sockets can be closed too; unknown or already revoked tokens change nothing and return null.
 */
export async function revokeRefreshFamily(db: DbOrTx, token: string): Promise<string | null> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  if (!row) return null;
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return revoked.length > 0 ? row.userId : null;
}

export async function revokeAllSessions(db: DbOrTx, userId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
