import {
  ZContactMessageCountsReply,
  ZContactMessageListReply,
  ZContactMessagesQuery,
  ZContactMessageUpdate,
  ZContactMessageUpdatedReply,
  ZDeclineDeletion,
  ZDeletionRequestCountsReply,
  ZDeletionRequestDecidedReply,
  ZDeletionRequestListReply,
  ZDeletionRequestsQuery,
} from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { removeDocuments } from '../../lib/documents.js';
import { removeImageFiles } from '../../lib/images.js';
import { actorOf } from '../../lib/require-user.js';
import { SENT_TEXTS } from '../../lib/sent-texts.js';
import { countNewContactMessages, listContactMessages, setContactMessageHandled } from '../contact/index.js';
import { accountLanguage, thumbOf } from '../users/index.js';
import { closeAccount, countPendingDeletionRequests, declineDeletion, listDeletionRequests } from './deletion-requests.js';

const ZId = z.object({ id: z.string().min(1).max(64) });

/** What users ask of the platform itself: account deletion requests and contact-form messages (design §7). */
export const adminInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  /** The closed account keeps no address, so the confirmation goes to the one it had; a failed send does not undo the closing. */
  async function tellAccountClosed({ userId, email, phone }: { userId: string; email: string; phone: string }) {
    try {
      const texts = SENT_TEXTS[await accountLanguage(app.db, { userId, fallback: 'en' })];
      if (email) await app.messenger.sendEmail(email, texts.accountClosedSubject, texts.accountClosed);
      else if (phone) await app.messenger.sendSms(phone, texts.accountClosed);
    } catch (error) {
      app.log.warn({ err: error }, 'could not confirm an account closure');
    }
  }

  app.get(
    '/api/admin/deletion-requests',
    { schema: { tags, querystring: ZDeletionRequestsQuery, response: { 200: ZDeletionRequestListReply } } },
    async (request) => ({
      success: true as const,
      ...(await listDeletionRequests(app.db, request.query)),
    }),
  );
  app.get('/api/admin/deletion-requests/counts', { schema: { tags, response: { 200: ZDeletionRequestCountsReply } } }, async () => ({
    success: true as const,
    pending: await countPendingDeletionRequests(app.db),
  }));
  app.post(
    '/api/admin/deletion-requests/:id/close',
    { schema: { tags, params: ZId, response: { 200: ZDeletionRequestDecidedReply } } },
    async (request) => {
      const { userId, before, files } = await closeAccount(app.db, { id: request.params.id, actor: actorOf(request) });
      app.realtime.disconnectUser(userId);
      await tellAccountClosed({ userId, ...before.user });
      if (files.avatar) await removeImageFiles(app.storage, 'avatars', [files.avatar, thumbOf(files.avatar)]);
      await removeDocuments(app.storage, files.documents);
      return { success: true as const, message: 'Account closed successfully' };
    },
  );
  app.post(
    '/api/admin/deletion-requests/:id/decline',
    { schema: { tags, params: ZId, body: ZDeclineDeletion, response: { 200: ZDeletionRequestDecidedReply } } },
    async (request) => {
      await declineDeletion(app.db, { id: request.params.id, actor: actorOf(request), reason: request.body.reason });
      return { success: true as const, message: 'Request declined successfully' };
    },
  );

  app.get(
    '/api/admin/contact-messages',
    { schema: { tags, querystring: ZContactMessagesQuery, response: { 200: ZContactMessageListReply } } },
    async (request) => ({
      success: true as const,
      ...(await listContactMessages(app.db, request.query)),
    }),
  );
  app.get('/api/admin/contact-messages/counts', { schema: { tags, response: { 200: ZContactMessageCountsReply } } }, async () => ({
    success: true as const,
    new: await countNewContactMessages(app.db),
  }));
  app.patch(
    '/api/admin/contact-messages/:id',
    { schema: { tags, params: ZId, body: ZContactMessageUpdate, response: { 200: ZContactMessageUpdatedReply } } },
    async (request) => {
      const { isHandled } = request.body;
      await setContactMessageHandled(app.db, { id: request.params.id, actor: actorOf(request), isHandled });
      return { success: true as const, message: isHandled ? 'Message marked as handled' : 'Message marked as new' };
    },
  );
};
