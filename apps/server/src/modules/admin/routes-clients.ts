import {
  ZAddMember,
  ZAdminUsersQuery,
  ZClientActionReply,
  ZClientChangedReply,
  ZClientListReply,
  ZCrCheckReply,
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
import { actorOf } from '../../lib/require-user.js';
import { countSellerRequests, findSellerRequest, listSellerRequests } from '../users/index.js';
import { assertCrNotExpired, checkRequestCr, crProviderOf, withVerification } from '../verification/index.js';
import {
  addMember,
  clientProfile,
  decideClientRequest,
  listClients,
  messageClient,
  setUserRole,
  suspendUser,
  unsuspendUser,
} from './clients.js';

const ZId = z.object({ id: z.string().min(1).max(64) });
const ZDocument = ZId.extend({ field: z.enum(['registrationCertificate', 'vatCertificate']) });

/** Clients of admin.md: seller requests, users and Add new member; the admin guard of /api/admin/* applies. */
export const adminClientRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const crProvider = crProviderOf(app.config);

  app.get(
    '/api/admin/requests',
    { schema: { tags, querystring: ZRequestsQuery, response: { 200: ZSellerRequestListReply } } },
    async (request) => withVerification(app.db, crProvider, await listSellerRequests(app.db, request.query)),
  );
  app.post('/api/admin/requests/:id/cr-check', { schema: { tags, params: ZId, response: { 200: ZCrCheckReply } } }, async (request) => {
    const crCheck = await checkRequestCr(app.db, crProvider, request.params.id, actorOf(request));
    return { success: true as const, crCheck };
  });
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
        if (decision === 'approve') await assertCrNotExpired(app.db, request.params.id);
        await decideClientRequest(app.db, { id: request.params.id, actor: actorOf(request), decision, reason: request.body?.reason });
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
    const user = await addMember(app.db, actorOf(request), request.body);
    reply.status(201);
    return { success: true as const, message: 'Member added successfully', user };
  });
  app.patch(
    '/api/admin/users/:id/role',
    { schema: { tags, params: ZId, body: ZUserRole, response: { 200: ZClientChangedReply } } },
    async (request) => {
      const { after } = await setUserRole(app.db, { actor: actorOf(request), id: request.params.id, role: request.body.role });
      return { success: true as const, message: 'User role updated successfully', user: after };
    },
  );
  app.post(
    '/api/admin/users/:id/:action',
    { schema: { tags, params: ZUserActionParams, body: ZUserActionBody, response: { 200: ZClientActionReply } } },
    async (request) => {
      const actor = actorOf(request);
      const { id, action } = request.params;
      const message = `User ${action} successful`;
      switch (action) {
        case 'view':
          return { success: true as const, message, user: await clientProfile(app.db, id) };
        case 'message': {
          const chat = await messageClient(app.db, { actor, id });
          return { success: true as const, message, chatId: chat.id };
        }
        case 'suspend': {
          const { after } = await suspendUser(app.db, app.realtime, { actor, id, reason: request.body?.reason });
          return { success: true as const, message, user: after };
        }
        case 'unsuspend': {
          const { after } = await unsuspendUser(app.db, { actor, id });
          return { success: true as const, message, user: after };
        }
      }
    },
  );
};
