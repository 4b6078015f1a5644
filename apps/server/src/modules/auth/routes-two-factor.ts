import { ZAuthReply, ZTwoFactorChallenge, ZTwoFactorResend, ZTwoFactorVerify } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRateLimit } from '../../lib/route-limits.js';
import { signInContext } from './sign-in.js';
import { finishSecondStep, resendSecondStep } from './two-factor.js';

/** The second step of a password sign-in for accounts with two-factor authentication on (security settings). */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = authRateLimit(app);
  const tags = ['auth'];

  app.post(
    '/api/user/auth/login/verify',
    { config, schema: { tags, body: ZTwoFactorVerify, response: { 200: ZAuthReply } } },
    async (request) => {
      const { twoFactorToken, code, rememberMe } = request.body;
      return finishSecondStep(app.db, { ...signInContext(app, request), twoFactorToken, code, isRememberMe: rememberMe });
    },
  );

  app.post(
    '/api/user/auth/login/resend',
    { config, schema: { tags, body: ZTwoFactorResend, response: { 200: ZTwoFactorChallenge } } },
    async (request) => resendSecondStep(app.db, { ...signInContext(app, request), twoFactorToken: request.body.twoFactorToken }),
  );
};
