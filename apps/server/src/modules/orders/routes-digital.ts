import {
  ZAdminCodeReportsReply,
  ZAnswerCodeReport,
  ZCodeReportsQuery,
  ZDecideCodeReport,
  ZOrderChangeReply,
  ZReportCode,
  ZRevealCodesReply,
} from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { requireUser } from '../../lib/require-user.js';
import { codeKeysOf } from '../digital-codes/index.js';
import {
  answerCodeReport,
  decideCodeReport,
  listCodeReports,
  markServiceDelivered,
  reportCode,
  revealOrderCodes,
} from './digital-delivery.js';
import { ordersWhere, selectOrders } from './order-views.js';

const ZId = z.object({ id: z.string().min(1).max(64) });

/** Digital orders (ADR 020): the buyer reveals and reports codes, the seller answers and marks services delivered. */
export const digitalOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];
  const settings = app.config;
  const view = async (orderId: string, viewerId: string) => {
    const [order] = await selectOrders(app.db, {
      where: ordersWhere.id(orderId),
      viewerId,
      releaseDays: settings.ESCROW_RELEASE_DAYS,
      isPrepared: true,
    });
    if (!order) throw new AppError('NOT_FOUND', 'errors.orderNotFound');
    return order;
  };

  app.post(
    '/api/user/orders/:id/codes/reveal',
    { schema: { tags, params: ZId, response: { 200: ZRevealCodesReply } } },
    async (request, reply) => {
      // The codes are the goods: no cache keeps them.
      reply.header('cache-control', 'no-store');
      const revealed = await revealOrderCodes(app.db, {
        orderId: request.params.id,
        user: requireUser(request),
        ip: request.ip,
        keys: await codeKeysOf(settings),
        reportHours: settings.DIGITAL_CODE_REPORT_HOURS,
      });
      return { success: true as const, ...revealed };
    },
  );

  app.post(
    '/api/user/orders/:id/codes/report',
    { schema: { tags, params: ZId, body: ZReportCode, response: { 200: ZOrderChangeReply } } },
    async (request) => {
      const user = requireUser(request);
      await reportCode(app.db, { orderId: request.params.id, user, report: request.body, answerHours: settings.DIGITAL_CODE_ANSWER_HOURS });
      return { success: true as const, message: 'Report sent to the seller', order: await view(request.params.id, user.id) };
    },
  );

  app.post(
    '/api/user/orders/:id/codes/answer',
    { schema: { tags, params: ZId, body: ZAnswerCodeReport, response: { 200: ZOrderChangeReply } } },
    async (request) => {
      const user = requireUser(request);
      await answerCodeReport(app.db, {
        orderId: request.params.id,
        user,
        answer: request.body,
        keys: await codeKeysOf(settings),
        flagCount: settings.DIGITAL_REPORTS_FLAG_COUNT,
      });
      const message = request.body.action === 'refund' ? 'The buyer was refunded' : 'A new code was sent to the buyer';
      return { success: true as const, message, order: await view(request.params.id, user.id) };
    },
  );

  app.post('/api/user/orders/:id/delivered', { schema: { tags, params: ZId, response: { 200: ZOrderChangeReply } } }, async (request) => {
    const user = requireUser(request);
    await markServiceDelivered(app.db, { orderId: request.params.id, user, confirmHours: settings.DIGITAL_SERVICE_CONFIRM_HOURS });
    return { success: true as const, message: 'Marked as delivered', order: await view(request.params.id, user.id) };
  });

  app.get(
    '/api/admin/code-reports',
    { schema: { tags: ['admin'], querystring: ZCodeReportsQuery, response: { 200: ZAdminCodeReportsReply } } },
    async (request) => ({ success: true as const, ...(await listCodeReports(app.db, request.query)) }),
  );

  app.post(
    '/api/admin/code-reports/:id/decide',
    { schema: { tags: ['admin'], params: ZId, body: ZDecideCodeReport, response: { 200: ZOrderChangeReply } } },
    async (request) => {
      const admin = requireUser(request);
      await decideCodeReport(app.db, {
        orderId: request.params.id,
        admin,
        decision: request.body,
        flagCount: settings.DIGITAL_REPORTS_FLAG_COUNT,
      });
      return { success: true as const, message: 'Report decided', order: await view(request.params.id, admin.id) };
    },
  );
};
