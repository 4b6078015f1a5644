import { and, eq, isNull, sql } from 'drizzle-orm';
import { createSigner, createVerifier } from 'fast-jwt';
import type { Db, DbOrTx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { newId, newToken, sha256 } from '../../lib/ids.js';
import { refuseTokensIssuedBefore, users } from '../users/index.js';
import { refreshTokens } from './tables.js';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const REFRESH_DAYS_REMEMBERED = 30;
const REFRESH_DAYS = 1;

export type TokenPair = { access_token: string; refresh_token: string; expires_in: number };

type AccessTokenJwt = { sign: (payload: Record<string, unknown>) => string; verify: (token: string) => Record<string, unknown> };
const jwts = new Map<string, AccessTokenJwt>();
/**
 * The signer and the checker of access tokens with `secret`, made once (ADR 061). Only HS256 is accepted, so
 * `alg: none` and key confusion fail; an expired token fails.
 */
function jwtOf(secret: string) {
  const made = jwts.get(secret) ?? {
    sign: createSigner({ key: secret, algorithm: 'HS256', expiresIn: ACCESS_TOKEN_SECONDS * 1000 }),
    verify: createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['exp'] }),
  };
  jwts.set(secret, made);
  return made;
}

/**
 * An access token names its session (`sid`, the id of the refresh-token family of the sign-in) so that signing out of
 * one device ends it, and carries its issue time in milliseconds (`iat_ms`): the standard `iat` counts whole seconds,
 * which cannot tell a token issued just after a password change from one issued just before it in the same second.
 */
export async function signAccessToken(secret: string, { user, sessionId }: { user: { id: string; role: string }; sessionId: string }) {
  return jwtOf(secret).sign({ sub: user.id, role: user.role, sid: sessionId, iat_ms: Date.now() });
}

export type AccessClaims = { userId: string; sessionId: string | null; issuedAtMs: number };

/** The claims of a valid access token, or null. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  let payload: Record<string, unknown>;
  try {
    payload = jwtOf(secret).verify(token);
  } catch {
    return null;
  }
  if (typeof payload.sub !== 'string') return null;
  return {
    userId: payload.sub,
    // Only tokens issued before sessions were named lack it (15 minutes at most): the valid-after rule alone applies.
    sessionId: typeof payload.sid === 'string' ? payload.sid : null,
    // Without `iat_ms`, the start of its second: the token is taken to be as old as it can be.
    issuedAtMs: typeof payload.iat_ms === 'number' ? payload.iat_ms : (typeof payload.iat === 'number' ? payload.iat : 0) * 1000,
  };
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
  const familyId = newId();
  const refresh_token = await insertRefreshToken(db, { userId: user.id, familyId, isRememberMe });
  return { access_token: await signAccessToken(secret, { user, sessionId: familyId }), refresh_token, expires_in: ACCESS_TOKEN_SECONDS };
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
      pair: {
        access_token: await signAccessToken(secret, { user, sessionId: row.familyId }),
        refresh_token,
        expires_in: ACCESS_TOKEN_SECONDS,
      },
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

/** Logout of one device by its access token: the session it names (its refresh family) ends. */
export async function revokeSession(db: DbOrTx, sessionId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)));
}

/**
 * Refuses every access token of the user issued until now, on every device. The instant comes from this process's
 * clock, as does `iat_ms` of the tokens it signs, so the token handed out right after it (the password change) is
 * never older than it. A role change needs none of this: the auth hook takes the role from the account, not the token.
 */
async function revokeAccessTokens(db: DbOrTx, userId: string) {
  await refuseTokensIssuedBefore(db, userId, new Date());
}

/** Ends every session of the user: refresh tokens are revoked and the access tokens already issued are refused. */
export async function revokeAllSessions(db: DbOrTx, userId: string) {
  await revokeAccessTokens(db, userId);
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

const tokenUserQueries = new WeakMap<Db, ReturnType<typeof prepareTokenUser>>();
/** Every authenticated request's read, prepared once per database handle (each connection parses and plans it once). */
const prepareTokenUser = (db: Db) =>
  db
    .select({
      user: users,
      // A token without a session (sessionId null) matches no family.
      isSessionRevoked: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('sessionId')} and ${refreshTokens.revokedAt} is not null)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('token_user');
function tokenUserQuery(db: Db) {
  const query = tokenUserQueries.get(db) ?? prepareTokenUser(db);
  tokenUserQueries.set(db, query);
  return query;
}

/**
 * The user an access token speaks for, or null when the token is invalid or its session has ended. One query per
 * request, the one that loads the user anyway: it also tells whether the token's session (its refresh family) was
 * revoked — by logout, by reuse of a rotated refresh token, or with every session of the user — through the
 * family index. A family is revoked all at once, so one revoked token in it means the session ended; rotated or
 * expired tokens are not revoked and end nothing. A token is also refused when issued before the user's
 * `tokensValidAfter` (millisecond precision; a token issued in the same millisecond as the change counts as after it,
 * as the token handed out with it may be).
 */
export async function findTokenUser(db: Db, { secret, token }: { secret: string; token: string }) {
  const claims = await verifyAccessToken(secret, token);
  if (!claims) return null;
  const [row] = await tokenUserQuery(db).execute({ userId: claims.userId, sessionId: claims.sessionId });
  if (!row) return null;
  const { user } = row;
  // A suspended user hears why (403 with the reason), even with a token that suspension ended.
  if (user.suspendedAt) return { user, sessionId: claims.sessionId };
  if (row.isSessionRevoked) return null;
  if (user.tokensValidAfter && claims.issuedAtMs < user.tokensValidAfter.getTime()) return null;
  return { user, sessionId: claims.sessionId };
}
