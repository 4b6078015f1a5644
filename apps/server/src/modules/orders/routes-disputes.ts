import { ZDisputeDecision, ZDisputeMessage, ZDisputesQuery, ZOpenDispute } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../db/transaction.js';
import { requireUser } from '../../plugins/auth.js';
import { noteAudit } from '../admin/audit.js';
import { disputeSnapshot } from '../admin/audit-snapshots.js';
import { notifyOrders } from '../notifications/events.js';
import { decideDispute, listDisputes, openDispute, postDisputeMessage, readDispute } from './disputes.js';

const ZId = z.object({ id: z.string().min(1).max(64) });

/** Buyer protection: the parties' dispute calls under /api/user and the admin's under /api/admin. */
export const disputeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['disputes'];

  app.post('/api/user/orders/:id/dispute', { schema: { tags, params: ZId, body: ZOpenDispute } }, async (request, reply) => {
    const user = requireUser(request);
    const id = await inTransaction(app.db, (tx) => openDispute(tx, { orderId: request.params.id, user, ...request.body }));
    reply.status(201);
    return {
      success: true,
      message: 'Dispute opened. The payment is on hold until an admin decides.',
      dispute: await readDispute(app.db, { where: sql`d.id = ${id}`, viewer: user }),
    };
  });

  app.get('/api/user/orders/:id/dispute', { schema: { tags, params: ZId } }, async (request) => ({
    success: true,
    dispute: await readDispute(app.db, { where: sql`d.order_id = ${request.params.id}`, viewer: requireUser(request) }),
  }));

  app.post('/api/user/orders/:id/dispute/messages', { schema: { tags, params: ZId, body: ZDisputeMessage } }, async (request) => {
    const user = requireUser(request);
    const dispute = await readDispute(app.db, { where: sql`d.order_id = ${request.params.id}`, viewer: user });
    await postDisputeMessage(app.db, { disputeId: dispute.id, user, message: request.body.message });
    return { success: true, message: 'Message sent successfully' };
  });

  app.get('/api/admin/disputes', { schema: { tags, querystring: ZDisputesQuery } }, async (request) => ({
    success: true,
    ...(await listDisputes(app.db, request.query)),
  }));

  app.get('/api/admin/disputes/:id', { schema: { tags, params: ZId } }, async (request) => ({
    success: true,
    dispute: await readDispute(app.db, { where: sql`d.id = ${request.params.id}`, viewer: requireUser(request) }),
  }));

  app.post('/api/admin/disputes/:id/messages', { schema: { tags, params: ZId, body: ZDisputeMessage } }, async (request) => {
    const before = await disputeSnapshot(app.db, request.params.id);
    await postDisputeMessage(app.db, { disputeId: request.params.id, user: requireUser(request), message: request.body.message });
    const after = { ...(await disputeSnapshot(app.db, request.params.id)), message: request.body.message };
    noteAudit(request, { action: 'disputes.message', entityType: 'dispute', before, after });
    return { success: true, message: 'Message sent successfully' };
  });

  app.post('/api/admin/disputes/:id/decide', { schema: { tags, params: ZId, body: ZDisputeDecision } }, async (request) => {
    const admin = requireUser(request);
    const before = await disputeSnapshot(app.db, request.params.id);
    await inTransaction(app.db, (tx) =>
      decideDispute(tx, { disputeId: request.params.id, admin, ...request.body, commissionPercent: app.config.COMMISSION_PERCENT }),
    );
    const dispute = await readDispute(app.db, { where: sql`d.id = ${request.params.id}`, viewer: admin });
    const after = await disputeSnapshot(app.db, request.params.id);
    noteAudit(request, { action: 'disputes.decide', entityType: 'dispute', before, after });
    await notifyOrders(app.db, app.realtime, { orderIds: [dispute.orderId], event: 'dispute_decided' });
    return { success: true, message: 'Dispute decided successfully', dispute };
  });
};
