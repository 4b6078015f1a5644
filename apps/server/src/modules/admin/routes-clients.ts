import {
  ZAddMember,
  ZAdminUsersQuery,
  ZClientActionReply,
  ZClientChangedReply,
  ZClientListReply,
  ZRequestDecision,
  ZRequestsQuery,
  ZSellerRequestCountsReply,
  ZSellerRequestDecidedReply,
  ZSellerRequestListReply,
  ZUserActionBody,
  ZUserActionParams,
  ZUserRole,
} from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { readDocument, sendDocument } from '../../lib/documents.js';
import { fileReply } from '../../lib/file-reply.js';
import { requireUser } from '../../lib/require-user.js';
import { startConversation } from '../chat/index.js';
import { countSellerRequests, decideSellerRequest, findSellerRequest, listSellerRequests } from '../users/index.js';
import { addMember, clientProfile, listClients, setUserRole, suspendUser, toClientView, unsuspendUser } from './clients.js';

const ZId = z.object({ id: z.string().min(1).max(64) });
const ZDocument = ZId.extend({ field: z.enum(['registrationCertificate', 'vatCertificate']) });

/** Clients of admin.md: seller requests, users and Add new member; the admin guard of /api/admin/* applies. */
export const adminClientRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.get(
    '/api/admin/requests',
    { schema: { tags, querystring: ZRequestsQuery, response: { 200: ZSellerRequestListReply } } },
    async (request) => listSellerRequests(app.db, request.query),
  );
  app.get('/api/admin/requests/counts', { schema: { tags, response: { 200: ZSellerRequestCountsReply } } }, async () => ({
    success: true as const,
    ...(await countSellerRequests(app.db)),
  }));
  const documentReply = fileReply('A document of the request', ['application/pdf', 'image/png', 'image/jpeg', 'application/octet-stream']);
  app.get(
    '/api/admin/requests/:id/documents/:field',
    { schema: { tags, params: ZDocument, response: { 200: documentReply } } },
    async (request, reply) => {
      const file = (await findSellerRequest(app.db, request.params.id))[request.params.field];
      if (!file) throw new AppError('NOT_FOUND', 'errors.documentNotFound');
      return sendDocument(reply, await readDocument(app.storage, file));
    },
  );
  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/api/admin/requests/:id/${decision}`,
      { schema: { tags, params: ZId, body: ZRequestDecision, response: { 200: ZSellerRequestDecidedReply } } },
      async (request) => {
        const {
          request: sellerRequest,
          before,
          after,
        } = await decideSellerRequest(app.db, {
          id: request.params.id,
          admin: requireUser(request),
          decision,
          reason: request.body?.reason,
        });
        request.noteAudit({
          action: `requests.${decision}`,
          entityType: 'seller_request',
          before: { request: sellerRequest, user: toClientView(before) },
          after: { user: toClientView(after), reason: request.body?.reason ?? null },
        });
        return {
          success: true as const,
          message: decision === 'approve' ? 'Request approved successfully' : 'Request rejected successfully',
        };
      },
    );
  }

  app.get('/api/admin/users', { schema: { tags, querystring: ZAdminUsersQuery, response: { 200: ZClientListReply } } }, async (request) =>
    listClients(app.db, request.query),
  );
  app.post('/api/admin/users', { schema: { tags, body: ZAddMember, response: { 201: ZClientChangedReply } } }, async (request, reply) => {
    const user = await addMember(app.db, request.body);
    request.noteAudit({ action: 'users.create', entityType: 'user', entityId: user.id, after: user });
    reply.status(201);
    return { success: true as const, message: 'Member added successfully', user };
  });
  app.patch(
    '/api/admin/users/:id/role',
    { schema: { tags, params: ZId, body: ZUserRole, response: { 200: ZClientChangedReply } } },
    async (request) => {
      const { before, after } = await setUserRole(app.db, { admin: requireUser(request), id: request.params.id, role: request.body.role });
      request.noteAudit({ action: 'users.role', entityType: 'user', before, after });
      return { success: true as const, message: 'User role updated successfully', user: after };
    },
  );
  app.post(
    '/api/admin/users/:id/:action',
    { schema: { tags, params: ZUserActionParams, body: ZUserActionBody, response: { 200: ZClientActionReply } } },
    async (request) => {
      const admin = requireUser(request);
      const { id, action } = request.params;
      const message = `User ${action} successful`;
      switch (action) {
        case 'view':
          return { success: true as const, message, user: await clientProfile(app.db, id) };
        case 'message': {
          const chat = await startConversation(app.db, { userId: admin.id, otherUserId: id });
          request.noteAudit({ action: 'users.message', entityType: 'user', after: { chatId: chat.id } });
          return { success: true as const, message, chatId: chat.id };
        }
        case 'suspend': {
          const { before, after } = await suspendUser(app.db, app.realtime, { admin, id, reason: request.body?.reason });
          request.noteAudit({ action: 'users.suspend', entityType: 'user', before, after });
          return { success: true as const, message, user: after };
        }
        case 'unsuspend': {
          const { before, after } = await unsuspendUser(app.db, id);
          request.noteAudit({ action: 'users.unsuspend', entityType: 'user', before, after });
          return { success: true as const, message, user: after };
        }
      }
    },
  );
};
