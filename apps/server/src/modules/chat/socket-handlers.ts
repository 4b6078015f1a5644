import { ZChatRefArgs, ZNotifySellerArgs, ZSendMessageArgs } from '@gamesouq/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { socketEvents } from '../realtime/index.js';
import { partyConversation } from './conversations.js';
import type { MessageStore } from './message-store.js';
import { markConversationRead, sendMessage } from './messages.js';
import type { ChatSendLimit } from './send-limit.js';

/** The chat events of design §6 on every authenticated socket; only the two parties of a chat may act on it. */
export function registerChatSocket(app: FastifyInstance, { sendLimit, store }: { sendLimit: ChatSendLimit; store: MessageStore }) {
  app.realtime.onSocket((socket, user) => {
    const on = socketEvents(socket, app.log);
    const party = (chatId: string) => partyConversation(app.db, { conversationId: chatId, userId: user.id });

    on('join_chat', ZChatRefArgs, async ({ chatId }) => {
      await party(chatId);
      await socket.join(`chat:${chatId}`);
      await markConversationRead(app.db, app.realtime, { conversationId: chatId, userId: user.id });
      return { chat_id: chatId };
    });

    on('leave_chat', ZChatRefArgs, async ({ chatId }) => {
      await socket.leave(`chat:${chatId}`);
      return { chat_id: chatId };
    });

    on('send_message', ZSendMessageArgs, async ({ chatId, message, messageId }) => {
      await sendLimit(user.id);
      const view = await sendMessage(store, app.realtime, {
        conversationId: chatId,
        senderId: user.id,
        senderName: user.name,
        text: message,
        clientMessageId: messageId,
      });
      return { message: view };
    });

    for (const [event, isTyping] of [
      ['typing_start', true],
      ['typing_stop', false],
    ] as const) {
      on(event, ZChatRefArgs, async ({ chatId }) => {
        const { otherUserId } = await party(chatId);
        app.realtime.toUser(otherUserId, 'typing', { chat_id: chatId, chatId, user_id: user.id, is_typing: isTyping });
        return undefined;
      });
    }

    // Buyer spec §6: a buyer's client tells the seller about its message. Only the other party of that very chat can
    // be told, so the event cannot carry text to an arbitrary user.
    on('notify_seller', ZNotifySellerArgs, async ({ sellerId, chatId, message }) => {
      const { otherUserId } = await party(chatId);
      if (otherUserId !== sellerId) throw new AppError('NOT_FOUND', 'errors.chatNotFound');
      app.realtime.toUser(otherUserId, 'chat_notification', {
        chat_id: chatId,
        chatId,
        sender_id: user.id,
        sender_name: user.name,
        message: message.slice(0, 200),
      });
      return undefined;
    });
  });
}
