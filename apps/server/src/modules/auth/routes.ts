import {
  ZAuthReply,
  ZCodeSentReply,
  ZDoneReply,
  ZLoginReply,
  ZLoginRequest,
  ZPhoneRequest,
  ZRecoverRequest,
  ZRecoverResetRequest,
  ZRecoverVerifyRequest,
  ZRecoveryVerifiedReply,
  ZRefreshRequest,
  ZSessionTokens,
  ZSigninWithOtpRequest,
  ZSignupRequest,
  ZUserExistsReply,
  ZVerifyCodeRequest,
} from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { askedLanguage, requestLanguage } from '../../lib/request-language.js';
import { authRateLimit } from '../../lib/route-limits.js';
import { findUserByEmailOrPhone, findUserById, findUserByPhone } from '../users/index.js';
import { accountKey } from './account-key.js';
import { sendPhoneCode, verifyPhone } from './phone-verification.js';
import { resetPassword, startRecovery, verifyRecoveryCode } from './recover-password.js';
import { loginWithPassword, signInContext, signInWithOtp } from './sign-in.js';
import { signUp } from './sign-up.js';
import { revokeRefreshFamily, revokeSession, rotateRefreshToken } from './tokens.js';

const LOGIN_ATTEMPTS_PER_ACCOUNT = 10;
const LOGIN_ACCOUNT_WINDOW_MS = 15 * 60_000;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = authRateLimit(app);
  const tags = ['auth'];
  // Failed logins per account as well as requests per IP, so that a botnet cannot guess one password from many addresses.
  // An account's e-mail and phone share its budget (keyed by its id); an identifier of no account is keyed by itself,
  // where every spelling of one phone (`+966 50 123 4567`, `966501234567`) is one key.
  const loginKeys = new WeakMap<object, string>();
  const accountLimit = app.createRateLimit({
    max: LOGIN_ATTEMPTS_PER_ACCOUNT,
    timeWindow: LOGIN_ACCOUNT_WINDOW_MS,
    keyGenerator: (request) => loginKeys.get(request) ?? 'login:?',
  });

  app.post('/api/user/auth/login', { config, schema: { tags, body: ZLoginRequest, response: { 200: ZLoginReply } } }, async (request) => {
    const account = await findUserByEmailOrPhone(app.db, request.body.emailOrPhone);
    loginKeys.set(request, account ? `login-account:${account.id}` : `login:${accountKey(request.body.emailOrPhone)}`);
    const limit = await accountLimit(request, { increment: false });
    if (!limit.isAllowed && limit.remaining === 0) throw new AppError('RATE_LIMITED', undefined, { retryAfter: limit.ttlInSeconds });
    const { emailOrPhone, password, rememberMe } = request.body;
    try {
      return await loginWithPassword(app.db, { ...signInContext(app, request), emailOrPhone, password, isRememberMe: rememberMe });
    } catch (error) {
      // Only wrong passwords count, so that the owner signing in often is never locked out.
      if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS') await accountLimit(request);
      throw error;
    }
  });

  app.post(
    '/api/user/auth/signup',
    { config, schema: { tags, body: ZSignupRequest, response: { 201: ZAuthReply } } },
    async (request, reply) => {
      const { name, email, password, phone, city } = request.body;
      reply.status(201);
      // A new account speaks the language its visitor chose or whose device they use; a client that says none leaves
      // it unset, and the account takes the language of the screen it first signs in on (web: lib/account-language).
      const language = askedLanguage(request.headers);
      return signUp(app.db, { secret: app.secret, input: { name, email, password, phone, city, language } });
    },
  );

  app.post(
    '/api/user/auth/refresh',
    { config, schema: { tags, body: ZRefreshRequest, response: { 200: ZSessionTokens } } },
    async (request) =>
      rotateRefreshToken(app.db, { secret: app.secret, token: request.body.refreshToken, loadUser: (id) => findUserById(app.db, id) }),
  );

  // The web client signs out without its access token (it may have expired): the refresh token names the user.
  // A client that sends its access token too ends that token's session (the refresh family it names), so that the
  // access token is refused at once rather than for the rest of its 15 minutes.
  app.post(
    '/api/user/auth/logout',
    { config, schema: { tags, body: ZRefreshRequest.partial().nullish(), response: { 200: ZDoneReply } } },
    async (request) => {
      const owner = request.body?.refreshToken ? await revokeRefreshFamily(app.db, request.body.refreshToken) : null;
      if (request.sessionId) await revokeSession(app.db, request.sessionId);
      // Signing out closes the user's realtime connections too (design §3).
      for (const userId of new Set([owner, request.user?.id])) if (userId) app.realtime.disconnectUser(userId);
      return { success: true as const, message: 'Logged out successfully', msg: 'Logged out successfully' };
    },
  );

  for (const path of ['/api/send-verification', '/api/send-verification-sms']) {
    app.post(path, { config, schema: { tags, body: ZPhoneRequest, response: { 200: ZCodeSentReply } } }, async (request) =>
      sendPhoneCode(app.db, {
        secret: app.secret,
        messenger: app.messenger,
        phone: request.body.phoneNumber,
        language: requestLanguage(request.headers),
      }),
    );
  }

  app.post('/api/verify-code', { config, schema: { tags, body: ZVerifyCodeRequest, response: { 200: ZDoneReply } } }, async (request) =>
    verifyPhone(app.db, {
      secret: app.secret,
      phone: request.body.phoneNumber,
      code: request.body.code,
      sessionId: request.body.sessionId,
    }),
  );

  app.post(
    '/api/check-user-by-phone',
    { config, schema: { tags, body: ZPhoneRequest, response: { 200: ZUserExistsReply } } },
    async (request) => ({
      exists: (await findUserByPhone(app.db, request.body.phoneNumber)) !== null,
    }),
  );

  app.post(
    '/api/signin-with-otp',
    { config, schema: { tags, body: ZSigninWithOtpRequest, response: { 200: ZAuthReply } } },
    async (request) => {
      const { phoneNumber, code, sessionId, rememberMe } = request.body;
      return signInWithOtp(app.db, { ...signInContext(app, request), phone: phoneNumber, code, sessionId, isRememberMe: rememberMe });
    },
  );

  app.post('/api/auth/recover', { config, schema: { tags, body: ZRecoverRequest, response: { 200: ZDoneReply } } }, async (request) =>
    startRecovery(app.db, {
      secret: app.secret,
      messenger: app.messenger,
      emailOrPhone: request.body.emailOrPhone,
      language: requestLanguage(request.headers),
      onDeliveryError: (error) => request.log.error({ err: error }, 'The password recovery code could not be delivered'),
    }),
  );

  app.post(
    '/api/auth/recover/verify',
    { config, schema: { tags, body: ZRecoverVerifyRequest, response: { 200: ZRecoveryVerifiedReply } } },
    async (request) => verifyRecoveryCode(app.db, { secret: app.secret, emailOrPhone: request.body.emailOrPhone, code: request.body.code }),
  );

  app.post(
    '/api/auth/recover/reset',
    { config, schema: { tags, body: ZRecoverResetRequest, response: { 200: ZDoneReply } } },
    async (request) => resetPassword(app.db, request.body),
  );
};
