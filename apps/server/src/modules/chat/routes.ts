import {
  type TAdminChatListReply,
  type TAdminChatMessagesReply,
  type TTraderChatListReply,
  ZAdminChatListReply,
  ZAdminChatMessagesReply,
  ZChatDeletedReply,
  ZChatInfoReply,
  ZChatListReply,
  ZChatMarkedReadReply,
  ZChatMessageReply,
  ZChatMessagesReply,
  ZChatStartedReply,
  ZChatText,
  ZChatUnreadCountReply,
  ZConversationListReply,
  ZSellerChatMessagesReply,
  ZStartChat,
  ZStartChatReply,
  ZTraderChatListReply,
} from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/require-user.js';
import type { UserRow } from '../users/index.js';
import { getConversation, hideConversation, listConversations, partyConversation, startConversation } from './conversations.js';
import { createMessageStore } from './message-store.js';
import { markConversationRead, readMessages, sendMessage, unreadMessageCount } from './messages.js';
import { createChatSendLimit } from './send-limit.js';
import { registerChatSocket } from './socket-handlers.js';

const ZId = z.object({ id: z.string().min(1).max(64) });

/**
 * Every chat route family of the spec over one chat service: the older /api/user/chats, the newer /api/user/chat,
 * /api/trader/chats and /api/admin/chats. Only the two parties of a conversation can read or write it.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['chat'];
  // One budget for HTTP and socket sends (the socket events are registered here to share it).
  const sendLimit = createChatSendLimit(app);
  const store = createMessageStore(app.db);
  registerChatSocket(app, { sendLimit, store });
  const send = async (sender: UserRow, conversationId: string, body: { message: string; message_id?: string }) => {
    await sendLimit(sender.id);
    return sendMessage(store, app.realtime, {
      conversationId,
      senderId: sender.id,
      senderName: sender.name,
      text: body.message,
      clientMessageId: body.message_id,
    });
  };
  const one = (viewer: UserRow, conversationId: string) => getConversation(app.db, { viewer, conversationId });

  // Newer form.
  app.get('/api/user/chat/conversations', { schema: { tags, response: { 200: ZConversationListReply } } }, async (request) => ({
    success: true as const,
    conversations: await listConversations(app.db, { viewer: requireUser(request) }),
  }));
  app.post('/api/user/chat/start', { schema: { tags, body: ZStartChat, response: { 200: ZStartChatReply } } }, async (request) => {
    const user = requireUser(request);
    const conversation = await startConversation(app.db, {
      userId: user.id,
      otherUserId: request.body.other_user_id,
      listingId: request.body.product_id,
    });
    return { success: true as const, chat_id: conversation.id, chatId: conversation.id };
  });
  app.get('/api/user/chat/:id/messages', { schema: { tags, params: ZId, response: { 200: ZChatMessagesReply } } }, async (request) => {
    const user = requireUser(request);
    const list = await readMessages(app.db, { conversationId: request.params.id, userId: user.id });
    await markConversationRead(app.db, app.realtime, { conversationId: request.params.id, userId: user.id });
    return { success: true as const, messages: list };
  });
  app.post(
    '/api/user/chat/:id/send',
    { schema: { tags, params: ZId, body: ZChatText, response: { 200: ZChatMessageReply } } },
    async (request) => ({
      success: true as const,
      message: await send(requireUser(request), request.params.id, request.body),
    }),
  );
  app.get('/api/user/chat/:id/info', { schema: { tags, params: ZId, response: { 200: ZChatInfoReply } } }, async (request) => ({
    success: true as const,
    chat: await one(requireUser(request), request.params.id),
  }));

  // Older form.
  app.get('/api/user/chats', { schema: { tags, response: { 200: ZChatListReply } } }, async (request) => ({
    success: true as const,
    chats: await listConversations(app.db, { viewer: requireUser(request) }),
  }));
  app.post(
    '/api/user/chats',
    {
      schema: {
        tags,
        body: z.object({ sellerId: z.string().min(1).max(64), productId: z.string().max(64).nullish() }),
        response: { 200: ZChatStartedReply },
      },
    },
    async (request) => {
      const conversation = await startConversation(app.db, {
        userId: requireUser(request).id,
        otherUserId: request.body.sellerId,
        listingId: request.body.productId,
      });
      return { success: true as const, chat: await one(requireUser(request), conversation.id), chat_id: conversation.id };
    },
  );
  app.get('/api/user/chats/unread-count', { schema: { tags, response: { 200: ZChatUnreadCountReply } } }, async (request) => ({
    success: true as const,
    count: await unreadMessageCount(app.db, requireUser(request).id),
  }));
  app.get('/api/user/chats/:id/messages', { schema: { tags, params: ZId, response: { 200: ZChatMessagesReply } } }, async (request) => ({
    success: true as const,
    messages: await readMessages(app.db, { conversationId: request.params.id, userId: requireUser(request).id }),
  }));
  app.get(
    '/api/user/chats/seller/:id/messages',
    { schema: { tags, params: ZId, response: { 200: ZSellerChatMessagesReply } } },
    async (request) => {
      const user = requireUser(request);
      const conversation = await startConversation(app.db, { userId: user.id, otherUserId: request.params.id });
      return {
        success: true as const,
        chat_id: conversation.id,
        messages: await readMessages(app.db, { conversationId: conversation.id, userId: user.id }),
      };
    },
  );
  app.post(
    '/api/user/chats/:id/messages',
    { schema: { tags, params: ZId, body: ZChatText, response: { 200: ZChatMessageReply } } },
    async (request) => ({
      success: true as const,
      message: await send(requireUser(request), request.params.id, request.body),
    }),
  );
  app.put('/api/user/chats/:id/read', { schema: { tags, params: ZId, response: { 200: ZChatMarkedReadReply } } }, async (request) => ({
    success: true as const,
    marked: await markConversationRead(app.db, app.realtime, { conversationId: request.params.id, userId: requireUser(request).id }),
  }));
  app.delete('/api/user/chats/:id', { schema: { tags, params: ZId, response: { 200: ZChatDeletedReply } } }, async (request) => {
    await hideConversation(app.db, { conversationId: request.params.id, userId: requireUser(request).id });
    return { success: true as const, message: 'Chat deleted successfully' };
  });

  // Trader panel: the trader's customer chats.
  app.get(
    '/api/trader/chats',
    { schema: { tags, response: { 200: ZTraderChatListReply } } },
    async (request): Promise<TTraderChatListReply> => {
      const list = await listConversations(app.db, { viewer: requireUser(request) });
      return {
        success: true as const,
        chats: list.map((c) => ({
          id: c.id,
          buyer: { id: c.other_user.id, name: c.other_user.name, avatar: c.other_user.avatar },
          buyer_name: c.other_user.name,
          lastMessage: c.last_message?.text ?? '',
          last_message: c.last_message?.text ?? '',
          lastMessageTime: c.last_message?.created_at ?? c.updated_at,
          last_message_time: c.last_message?.created_at ?? c.updated_at,
          unread_count: c.unread_count,
          product: c.product,
        })),
      };
    },
  );
  app.get('/api/trader/chats/:id/messages', { schema: { tags, params: ZId, response: { 200: ZChatMessagesReply } } }, async (request) => ({
    success: true as const,
    messages: await readMessages(app.db, { conversationId: request.params.id, userId: requireUser(request).id }),
  }));
  app.post(
    '/api/trader/chats/:id/messages',
    { schema: { tags, params: ZId, body: ZChatText, response: { 200: ZChatMessageReply } } },
    async (request) => ({
      success: true as const,
      message: await send(requireUser(request), request.params.id, request.body),
    }),
  );
  app.patch('/api/trader/chats/:id/read', { schema: { tags, params: ZId, response: { 200: ZChatMarkedReadReply } } }, async (request) => ({
    success: true as const,
    marked: await markConversationRead(app.db, app.realtime, { conversationId: request.params.id, userId: requireUser(request).id }),
  }));

  // Admin chat: the admin's own conversations with users.
  app.get(
    '/api/admin/chats',
    { schema: { tags, response: { 200: ZAdminChatListReply } } },
    async (request): Promise<TAdminChatListReply> => {
      const list = await listConversations(app.db, { viewer: requireUser(request) });
      // Presence is a nicety: a peer instance that cannot answer leaves its users shown offline, never the list failing.
      const online = await app.realtime.onlineUsers(list.map((c) => c.other_user.id)).catch(() => new Set<string>());
      return list.map((c) => ({
        id: c.id,
        userId: c.other_user.id,
        userName: c.other_user.name || 'Unknown User',
        avatar: c.other_user.avatar,
        lastMessage: c.last_message?.text ?? '',
        lastMessageTime: c.last_message?.created_at ?? c.updated_at,
        unreadCount: c.unread_count,
        isOnline: online.has(c.other_user.id),
      }));
    },
  );
  app.get(
    '/api/admin/chats/:id/messages',
    { schema: { tags, params: ZId, response: { 200: ZAdminChatMessagesReply } } },
    async (request): Promise<TAdminChatMessagesReply> => {
      const admin = requireUser(request);
      await partyConversation(app.db, { conversationId: request.params.id, userId: admin.id });
      const list = await readMessages(app.db, { conversationId: request.params.id, userId: admin.id });
      await markConversationRead(app.db, app.realtime, { conversationId: request.params.id, userId: admin.id });
      return list.map((m) => ({ ...m, sender: m.sender_id === admin.id ? 'admin' : m.sender_id }));
    },
  );
  app.post(
    '/api/admin/chats/:id/messages',
    { schema: { tags, params: ZId, body: ZChatText, response: { 200: ZChatMessageReply } } },
    async (request) => {
      const message = await send(requireUser(request), request.params.id, request.body);
      return { success: true as const, message: { ...message, sender: 'admin' } };
    },
  );
};
