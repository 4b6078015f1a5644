import {
  ZDashboardQuery,
  ZPasswordChange,
  ZPasswordChangedReply,
  ZTraderDashboardReply,
  ZTraderProfileReply,
  ZTraderProfileUpdate,
  ZTraderWalletReply,
  ZTraderWithdraw,
  ZTraderWithdrawReply,
  ZVatRegistrationChange,
  ZVatRegistrationReply,
  ZWalletQuery,
} from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inTransaction } from '../../db/transaction.js';
import { idempotent, RETRY_WINDOW_SECONDS } from '../../lib/idempotency.js';
import { requireUser } from '../../lib/require-user.js';
import { changePassword } from '../auth/index.js';
import { changeVatRegistration, saveProfile } from '../users/index.js';
import { traderDashboard } from './dashboard.js';
import { traderProfileChanges, traderProfileView } from './trader-profile.js';
import { traderWallet, traderWithdraw } from './trader-wallet.js';

const keyOf = (headers: Record<string, unknown>) =>
  typeof headers['idempotency-key'] === 'string' ? headers['idempotency-key'] : undefined;

/** The trader's dashboard, profile, password and wallet; notifications and chats are served by their own modules. */
export const traderAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['trader'];

  app.get(
    '/api/trader/dashboard',
    { schema: { tags, querystring: ZDashboardQuery, response: { 200: ZTraderDashboardReply } } },
    async (request) => ({
      success: true as const,
      ...(await traderDashboard(app.db, { sellerId: requireUser(request).id, period: request.query.period })),
    }),
  );

  app.get('/api/trader/profile', { schema: { tags, response: { 200: ZTraderProfileReply } } }, async (request) => ({
    success: true as const,
    profile: await traderProfileView(app.db, requireUser(request).id),
  }));

  app.put(
    '/api/trader/profile',
    { schema: { tags, body: ZTraderProfileUpdate, response: { 200: ZTraderProfileReply } } },
    async (request) => {
      const user = requireUser(request);
      await inTransaction(app.db, (tx) => saveProfile(tx, { user, changes: traderProfileChanges(request.body) }));
      return { success: true as const, message: 'Profile updated successfully', profile: await traderProfileView(app.db, user.id) };
    },
  );

  app.put(
    '/api/trader/profile/vat',
    { schema: { tags, body: ZVatRegistrationChange, response: { 200: ZVatRegistrationReply } } },
    async (request) => {
      const user = requireUser(request);
      const { isPendingReview } = await changeVatRegistration(app.db, {
        userId: user.id,
        vatNumber: request.body.vatNumber,
        crNumber: request.body.crNumber,
      });
      return {
        success: true as const,
        message: isPendingReview ? 'Your VAT details were sent for review.' : 'VAT details updated',
        isPendingReview,
        profile: await traderProfileView(app.db, user.id),
      };
    },
  );

  app.put(
    '/api/trader/profile/password',
    { schema: { tags, body: ZPasswordChange, response: { 200: ZPasswordChangedReply } } },
    async (request) => {
      const tokens = await changePassword(app.db, { user: requireUser(request), secret: app.secret, input: request.body });
      return { success: true as const, message: 'Password changed successfully', ...tokens };
    },
  );

  app.get(
    '/api/trader/wallet',
    { schema: { tags, querystring: ZWalletQuery, response: { 200: ZTraderWalletReply } } },
    async (request) => ({
      success: true as const,
      ...(await traderWallet(app.db, { userId: requireUser(request).id, period: request.query.period })),
    }),
  );

  app.post(
    '/api/trader/wallet/withdraw',
    { schema: { tags, body: ZTraderWithdraw, response: { 201: ZTraderWithdrawReply } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { result } = await idempotent(
        app.db,
        {
          userId: user.id,
          key: keyOf(request.headers),
          route: 'trader-withdraw',
          body: request.body,
          repeatWindowSeconds: RETRY_WINDOW_SECONDS,
        },
        (tx) => traderWithdraw(tx, { userId: user.id, amount: request.body.amount }),
      );
      reply.status(201);
      return result;
    },
  );
};
