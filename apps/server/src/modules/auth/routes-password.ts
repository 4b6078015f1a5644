import { ZPasswordChange, ZPasswordChangedReply } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/require-user.js';
import { changePassword } from './change-password.js';

/** Account Settings' password change (seller §2.5); the trader panel has its own route to the same service. */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account'];

  app.put(
    '/api/user/profile/password',
    { schema: { tags, body: ZPasswordChange, response: { 200: ZPasswordChangedReply } } },
    async (request) => {
      const tokens = await changePassword(app.db, { user: requireUser(request), secret: app.secret, input: request.body });
      return { success: true as const, message: 'Password changed successfully', ...tokens };
    },
  );
};
