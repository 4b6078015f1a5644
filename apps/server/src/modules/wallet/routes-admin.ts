import {
  ZAdminWithdrawalsQuery,
  ZAdminWithdrawalsReply,
  ZBulkWithdrawals,
  ZBulkWithdrawalsReply,
  ZPayWithdrawal,
  ZRejectWithdrawal,
  ZWithdrawalCountsReply,
  ZWithdrawalDecidedReply,
  ZWithdrawalPayoutReply,
  ZWithdrawalsExportQuery,
} from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { fileReply } from '../../lib/file-reply.js';
import { idempotencyKeyOf, idempotent } from '../../lib/idempotency.js';
import { actorOf, requireUser } from '../../lib/require-user.js';
import { countWithdrawals, listWithdrawals, withdrawalPayout, withdrawalsTransferFile } from './admin-withdrawals.js';
import { decideWithdrawals } from './move-money.js';

const ZId = z.object({ id: z.string().min(1).max(64) });

/** Withdrawal Management (admin.md); the admin guard of /api/admin/* applies. */
export const walletAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.get(
    '/api/admin/withdrawals',
    { schema: { tags, querystring: ZAdminWithdrawalsQuery, response: { 200: ZAdminWithdrawalsReply } } },
    async (request) => ({
      success: true as const,
      ...(await listWithdrawals(app.db, request.query)),
    }),
  );

  app.get('/api/admin/withdrawals/counts', { schema: { tags, response: { 200: ZWithdrawalCountsReply } } }, async () => ({
    success: true as const,
    ...(await countWithdrawals(app.db)),
  }));

  // A POST, so that every reveal of the full bank details is in the audit log (reads are not audited).
  app.post(
    '/api/admin/withdrawals/:id/payout-details',
    { schema: { tags, params: ZId, response: { 200: ZWithdrawalPayoutReply } } },
    async (request) => {
      const details = await withdrawalPayout(app.db, actorOf(request), request.params.id);
      return { success: true as const, ...details };
    },
  );

  app.post(
    '/api/admin/withdrawals/export',
    {
      schema: {
        tags,
        querystring: ZWithdrawalsExportQuery,
        response: { 200: fileReply('The bank transfer file', ['text/csv']) },
      },
    },
    async (request, reply) => {
      const csv = await withdrawalsTransferFile(app.db, actorOf(request), request.query.status);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="withdrawals-${request.query.status}-${day}.csv"`)
        .send(csv);
    },
  );

  app.post(
    '/api/admin/withdrawals/:id/approve',
    { schema: { tags, params: ZId, body: ZPayWithdrawal, response: { 200: ZWithdrawalDecidedReply } } },
    async (request) => {
      const admin = requireUser(request);
      const transferReference = request.body.transfer_reference;
      const keyed = { userId: admin.id, key: idempotencyKeyOf(request.headers), route: `approve:${request.params.id}`, body: request.body };
      await idempotent(app.db, keyed, (tx) =>
        decideWithdrawals(tx, { ids: [request.params.id], actor: actorOf(request), decision: 'approve', transferReference }),
      );
      return { success: true as const, message: 'Withdrawal approved successfully' };
    },
  );

  app.post(
    '/api/admin/withdrawals/:id/reject',
    { schema: { tags, params: ZId, body: ZRejectWithdrawal, response: { 200: ZWithdrawalDecidedReply } } },
    async (request) => {
      const admin = requireUser(request);
      const reason = request.body.rejection_reason;
      const keyed = { userId: admin.id, key: idempotencyKeyOf(request.headers), route: `reject:${request.params.id}`, body: request.body };
      await idempotent(app.db, keyed, (tx) =>
        decideWithdrawals(tx, { ids: [request.params.id], actor: actorOf(request), decision: 'reject', reason }),
      );
      return { success: true as const, message: 'Withdrawal rejected successfully' };
    },
  );

  app.post(
    '/api/admin/withdrawals/bulk',
    { schema: { tags, body: ZBulkWithdrawals, response: { 200: ZBulkWithdrawalsReply } } },
    async (request) => {
      const admin = requireUser(request);
      const { withdrawalIds: ids, action, rejection_reason, transfer_reference } = request.body;
      if (action === 'reject' && !rejection_reason)
        throw new AppError('VALIDATION_FAILED', 'validation.rejectionReasonRequired', {
          fields: { rejection_reason: 'validation.rejectionReasonRequired' },
        });
      const keyed = { userId: admin.id, key: idempotencyKeyOf(request.headers), route: 'bulk', body: request.body };
      const { result: done } = await idempotent(app.db, keyed, (tx) =>
        decideWithdrawals(tx, {
          ids,
          actor: actorOf(request),
          decision: action,
          reason: rejection_reason,
          transferReference: transfer_reference,
        }),
      );
      // Clients word the result by `processed` in the reader's language; the message is the English one.
      const requests = done.length === 1 ? 'withdrawal request' : 'withdrawal requests';
      return {
        success: true as const,
        message: `${done.length} ${requests} ${action === 'approve' ? 'approved' : 'rejected'} successfully`,
        processed: done.length,
      };
    },
  );
};
