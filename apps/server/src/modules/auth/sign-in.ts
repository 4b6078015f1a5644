import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { requestLanguage } from '../../lib/request-language.js';
import { alertSignIn, findUserByEmailOrPhone, findUserByPhone } from '../users/index.js';
import { consumeCode } from './one-time-codes.js';
import { verifyPassword } from './passwords.js';
import { assertNotSuspended, authReply } from './session-reply.js';
import { needsSecondStep, startSecondStep } from './two-factor.js';

/** What a sign-in needs from the app besides the credentials: codes leave by SMS, login alerts name the address. */
export const signInContext = (app: FastifyInstance, request: FastifyRequest) => ({
  secret: app.secret,
  messenger: app.messenger,
  ip: request.ip,
  language: requestLanguage(request.headers),
});
type SignInContext = ReturnType<typeof signInContext>;

/** A right password signs in, or, with two-factor on, sends a code and asks for it (two-factor.ts finishes). */
export async function loginWithPassword(
  db: Db,
  {
    secret,
    messenger,
    ip,
    language,
    emailOrPhone,
    password,
    isRememberMe,
  }: SignInContext & { emailOrPhone: string; password: string; isRememberMe: boolean },
) {
  const user = await findUserByEmailOrPhone(db, emailOrPhone);
  const isValid = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !isValid) throw new AppError('INVALID_CREDENTIALS');
  assertNotSuspended(user);
  if (await needsSecondStep(db, user)) return startSecondStep(db, { secret, messenger, user, language });
  const reply = await authReply(db, { secret, user, isRememberMe, message: 'Login successful' });
  await alertSignIn(db, { userId: user.id, ip });
  return reply;
}

export async function signInWithOtp(
  db: Db,
  {
    secret,
    ip,
    phone,
    code,
    sessionId,
    isRememberMe,
  }: Omit<SignInContext, 'messenger' | 'language'> & { phone: string; code: string; sessionId?: string; isRememberMe: boolean },
) {
  const user = await findUserByPhone(db, phone);
  if (!user) throw new AppError('PHONE_NOT_REGISTERED');
  assertNotSuspended(user);
  // A phone code alone is one factor: an account with two-factor on signs in with its password and a code.
  if (await needsSecondStep(db, user)) throw new AppError('TWO_FACTOR_PASSWORD_REQUIRED');
  const reply = await consumeCode(db, { secret, target: phone, purpose: 'phone', code, sessionId }, (tx) =>
    authReply(tx, { secret, user, isRememberMe, message: 'Login successful' }),
  );
  await alertSignIn(db, { userId: user.id, ip });
  return reply;
}
