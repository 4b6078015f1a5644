import {
  ZStatementQuery,
  ZWalletBalanceReply,
  ZWalletReply,
  ZWalletTransactionsQuery,
  ZWalletTransactionsReply,
  ZWithdrawalHistoryReply,
  ZWithdrawReply,
  ZWithdrawRequest,
} from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileReply } from '../../lib/file-reply.js';
import { idempotencyKeyOf, idempotent, RETRY_WINDOW_SECONDS } from '../../lib/idempotency.js';
import { requireUser } from '../../lib/require-user.js';
import { documentRateLimit } from '../../lib/route-limits.js';
import { requestWithdrawal } from './move-money.js';
import { readStatement, statementCsv } from './statement.js';
import { renderStatementPdf } from './statement-pdf.js';
import { walletBalance, walletSummary, walletTransactionPage, withdrawalHistory } from './wallet-views.js';

/** The general wallet (/api/user/wallet/*): every user's own money only. */
export const walletUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['wallet'];

  for (const path of ['/api/user/wallet', '/api/user/wallet/summary']) {
    app.get(path, { schema: { tags, response: { 200: ZWalletReply } } }, async (request) => ({
      success: true as const,
      wallet: await walletSummary(app.db, requireUser(request)),
    }));
  }
  // The spec's client also POSTs here to open its wallet; wallets exist from the first movement, so it only reads.
  app.post('/api/user/wallet', { schema: { tags, response: { 200: ZWalletReply } } }, async (request) => ({
    success: true as const,
    wallet: await walletSummary(app.db, requireUser(request)),
  }));

  app.get('/api/user/wallet/balance', { schema: { tags, response: { 200: ZWalletBalanceReply } } }, async (request) => ({
    success: true as const,
    ...(await walletBalance(app.db, requireUser(request).id)),
  }));

  app.get(
    '/api/user/wallet/transactions',
    { schema: { tags, querystring: ZWalletTransactionsQuery, response: { 200: ZWalletTransactionsReply } } },
    async (request) => ({
      success: true as const,
      ...(await walletTransactionPage(app.db, { userId: requireUser(request).id, ...request.query })),
    }),
  );

  // Download Statement: every movement of the chosen days, as a PDF or a CSV file made here, so none is left out.
  app.get(
    '/api/user/wallet/statement',
    {
      config: documentRateLimit('statement'),
      schema: {
        tags,
        querystring: ZStatementQuery,
        response: { 200: fileReply('The statement', ['application/pdf', 'text/csv']) },
      },
    },
    async (request, reply) => {
      const { from, to, format, lang } = request.query;
      const statement = await readStatement(app.db, {
        userId: requireUser(request).id,
        from,
        to,
        platformVat: { ratePercent: app.config.VAT_RATE_PERCENT, vatNumber: app.config.PLATFORM_VAT_NUMBER ?? null },
      });
      const file = format === 'csv' ? statementCsv(statement, lang) : await renderStatementPdf(statement, lang);
      return reply
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf')
        .header('content-disposition', `attachment; filename="gamesouq-statement-${from}-to-${to}.${format}"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );

  app.get('/api/user/wallet/withdrawal-history', { schema: { tags, response: { 200: ZWithdrawalHistoryReply } } }, async (request) => ({
    success: true as const,
    withdrawals: await withdrawalHistory(app.db, requireUser(request).id),
  }));

  app.post(
    '/api/user/wallet/withdraw',
    { schema: { tags, body: ZWithdrawRequest, response: { 200: ZWithdrawReply } } },
    async (request) => {
      const user = requireUser(request);
      const { amount, description, account_info } = request.body;
      const keyed = {
        userId: user.id,
        key: idempotencyKeyOf(request.headers),
        route: 'withdraw',
        body: request.body,
        repeatWindowSeconds: RETRY_WINDOW_SECONDS,
      };
      const { result } = await idempotent(app.db, keyed, (tx) =>
        requestWithdrawal(tx, { userId: user.id, amount, description, accountInfo: account_info }),
      );
      return result;
    },
  );
};
