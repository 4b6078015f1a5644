import type { TSocialNextReply, TSocialProvider } from '@gamesouq/core';
import { and, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Db, DbOrTx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { newToken, sha256 } from '../../lib/ids.js';
import type { Language } from '../../lib/request-language.js';
import {
  alertSignIn,
  createUserAccount,
  findUserByEmailOrPhone,
  findUserById,
  findUserByPhone,
  saveSettings,
  takePhoneVerification,
} from '../users/index.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { assertNotSuspended, authReply } from './session-reply.js';
import { clientOf, type SocialProvider } from './social-providers.js';
import { socialLinks, socialSignIns } from './tables.js';
import { needsSecondStep } from './two-factor.js';

/** Minutes the user has at the provider, and then to finish (verify a phone, or give the password to link). */
const START_MINUTES = 10;
const FINISH_MINUTES = 15;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** Starts a sign-in: the provider's authorization address (code flow with PKCE, state and nonce) and the state to bind to the browser. */
export async function startSocialSignIn(db: Db, { provider, redirectUri }: { provider: SocialProvider; redirectUri: string }) {
  const client = await clientOf(provider);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await db.delete(socialSignIns).where(lt(socialSignIns.expiresAt, new Date()));
  await db.insert(socialSignIns).values({ state, provider: provider.name, codeVerifier, nonce, expiresAt: minutesFromNow(START_MINUTES) });
  const url = oidc.buildAuthorizationUrl(client, {
    redirect_uri: redirectUri,
    scope: provider.name === 'apple' ? 'openid name email' : 'openid email profile',
    response_mode: provider.responseMode,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, state };
}

/**
 * The provider's callback: the state must be one this server started, unused and unexpired, and the one the
 * browser's cookie holds; the code is exchanged (with the PKCE verifier) and the ID token verified (signature,
 * issuer, audience, nonce) by openid-client. Returns the one-time ticket the browser finishes with.
 */
export async function finishSocialCallback(
  db: Db,
  {
    provider,
    redirectUri,
    params,
    browserState,
  }: { provider: SocialProvider; redirectUri: string; params: Record<string, string>; browserState: string | undefined },
) {
  const state = params.state;
  if (!state || state !== browserState) throw new AppError('SOCIAL_SIGN_IN_EXPIRED');
  // Taken once: a replayed callback finds nothing.
  const [started] = await db
    .delete(socialSignIns)
    .where(
      and(
        eq(socialSignIns.state, state),
        eq(socialSignIns.provider, provider.name),
        isNull(socialSignIns.subject),
        gt(socialSignIns.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!started) throw new AppError('SOCIAL_SIGN_IN_EXPIRED');
  const callbackUrl = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) callbackUrl.searchParams.set(key, value);
  const client = await clientOf(provider);
  let claims: oidc.IDToken;
  try {
    const tokens = await oidc.authorizationCodeGrant(client, callbackUrl, {
      pkceCodeVerifier: started.codeVerifier,
      expectedState: state,
      expectedNonce: started.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims()!;
  } catch (error) {
    throw Object.assign(new AppError('SOCIAL_SIGN_IN_EXPIRED'), { cause: error });
  }
  // Only an e-mail the provider says it verified can point at one of our accounts.
  const email = typeof claims.email === 'string' && isVerified(claims.email_verified) ? claims.email.toLowerCase() : null;
  const ticket = newToken();
  await db.insert(socialSignIns).values({
    state,
    provider: provider.name,
    codeVerifier: '',
    nonce: '',
    subject: claims.sub,
    email,
    name: nameOf(claims, params.user),
    ticketHash: sha256(ticket),
    expiresAt: minutesFromNow(FINISH_MINUTES),
  });
  return ticket;
}

// Apple sends email_verified as the string "true".
const isVerified = (value: unknown) => value === true || value === 'true';

/** The name the provider gives: Google's claim; Apple's `user` form field, sent on the first sign-in only. */
function nameOf(claims: oidc.IDToken, appleUser: string | undefined) {
  if (typeof claims.name === 'string' && claims.name.trim()) return claims.name.trim();
  try {
    const name = (JSON.parse(appleUser ?? '{}') as { name?: { firstName?: string; lastName?: string } }).name;
    const full = [name?.firstName, name?.lastName].filter(Boolean).join(' ').trim();
    if (full) return full;
  } catch {
    // No name from Apple: the user is asked for none, and the account takes the e-mail's name.
  }
  return typeof claims.email === 'string' ? claims.email.split('@')[0]! : '';
}

async function proven(db: DbOrTx, ticket: string) {
  const [row] = await db
    .select()
    .from(socialSignIns)
    .where(and(eq(socialSignIns.ticketHash, sha256(ticket)), isNotNull(socialSignIns.subject), gt(socialSignIns.expiresAt, new Date())))
    .limit(1);
  if (!row) throw new AppError('SOCIAL_SIGN_IN_EXPIRED');
  return { ...row, subject: row.subject!, provider: row.provider as TSocialProvider };
}

type Finish = { secret: string; ticket: string; ip: string };

/** Links the proven provider account to `userId` and signs it in; the ticket is used up. */
async function linkAndSignIn(db: Db, { secret, ticket, ip, userId }: Finish & { userId: string }) {
  const reply = await inTransaction(db, async (tx) => {
    const row = await proven(tx, ticket);
    const user = (await findUserById(tx, userId))!;
    assertNotSuspended(user);
    await tx.insert(socialLinks).values({ provider: row.provider, subject: row.subject, userId }).onConflictDoNothing();
    await tx.delete(socialSignIns).where(eq(socialSignIns.state, row.state));
    return authReply(tx, { secret, user, isRememberMe: false, message: 'Login successful' });
  });
  await alertSignIn(db, { userId, ip });
  return reply;
}

/** What the proven account needs next: a linked one signs in; otherwise a password (its e-mail is ours) or a phone. */
export async function continueSocialSignIn(db: Db, finish: Finish): Promise<TSocialNextReply> {
  const row = await proven(db, finish.ticket);
  const [link] = await db
    .select()
    .from(socialLinks)
    .where(and(eq(socialLinks.provider, row.provider), eq(socialLinks.subject, row.subject)))
    .limit(1);
  if (link) return linkAndSignIn(db, { ...finish, userId: link.userId });
  if (row.email && (await findUserByEmailOrPhone(db, row.email))) return { next: 'link', provider: row.provider, email: row.email };
  return { next: 'phone', provider: row.provider, name: row.name ?? '', email: row.email };
}

/**
 * Links to the account with the provider's e-mail once its owner gives its password: an e-mail alone never hands
 * over an account. An account with two-factor on links from its phone instead (the phone step, by its code).
 */
export async function linkWithPassword(db: Db, finish: Finish & { password: string }) {
  const row = await proven(db, finish.ticket);
  const user = row.email ? await findUserByEmailOrPhone(db, row.email) : null;
  if (!user || !(await verifyPassword(user.passwordHash, finish.password))) throw new AppError('INVALID_CREDENTIALS');
  assertNotSuspended(user);
  if (await needsSecondStep(db, user)) throw new AppError('TWO_FACTOR_PASSWORD_REQUIRED');
  return linkAndSignIn(db, { ...finish, userId: user.id });
}

/**
 * A first sign-in, after its phone was verified by code (the marketplace's rule): the account of that phone is linked
 * (its code proved it is the user's), or a new account is made with the provider's name and, if no one has it, e-mail.
 */
export async function finishWithPhone(db: Db, finish: Finish & { phone: string; language: Language | null }) {
  const userId = await inTransaction(db, async (tx) => {
    const row = await proven(tx, finish.ticket);
    await takePhoneVerification(tx, finish.phone);
    const owner = await findUserByPhone(tx, finish.phone);
    if (owner) return owner.id;
    const isEmailFree = row.email && !(await findUserByEmailOrPhone(tx, row.email));
    // No password of its own: the account signs in with the provider or a phone code, and can set one by recovery.
    const passwordHash = await hashPassword(newToken());
    const user = await createUserAccount(tx, {
      name: row.name || finish.phone,
      email: isEmailFree ? row.email : null,
      phone: finish.phone,
      passwordHash,
      role: 'user',
      verified: false,
    });
    if (finish.language) await saveSettings(tx, { userId: user.id, values: { language: finish.language } });
    return user.id;
  });
  return linkAndSignIn(db, { ...finish, userId });
}
