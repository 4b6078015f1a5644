import { sarToHalalas, ZDepositReply, ZDepositRequest, ZPaymentStartedReply } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { externalKeyOf, idempotencyKeyOf } from '../../lib/idempotency.js';
import { requireUser } from '../../lib/require-user.js';
import { depositByCard } from './deposit-by-card.js';
import { startPayment } from './start-payment.js';

/**
 * Add Funds (`POST /api/user/wallet/deposit`, the spec's body): with `method`, a payment on the gateway's page (the
 * wallet credit happens when it is verified: deposits need no handler beyond it); with card fields, the sandbox charge.
 */
export const depositRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/wallet/deposit',
    { schema: { tags: ['wallet'], body: ZDepositRequest, response: { 200: z.union([ZDepositReply, ZPaymentStartedReply]) } } },
    async (request) => {
      const user = requireUser(request);
      const { amount, description, method, returnPath, language, card } = request.body;
      const key = idempotencyKeyOf(request.headers);
      if (method) {
        const started = await startPayment(app.db, {
          userId: user.id,
          purpose: 'deposit',
          subjectId: user.id,
          amountHalalas: sarToHalalas(amount),
          method,
          description: description || 'Wallet top-up',
          returnPath,
          language,
          idempotencyKey: key ? externalKeyOf({ scope: 'deposit', userId: user.id, key }) : undefined,
        });
        return { success: true as const, ...started };
      }
      // The card is part of what makes two requests "the same", but only as a hash inside `idempotent`.
      return depositByCard(app.db, { userId: user.id, amount, description, card: card!, keyed: { key, body: request.body } });
    },
  );
};
