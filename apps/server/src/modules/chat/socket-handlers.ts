import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { partyConversation } from './conversations.js';
import { markConversationRead, sendMessage } from './messages.js';

type ChatRef = string | { chat_id?: string; chatId?: string } | undefined;
const chatIdOf = (value: ChatRef) => (typeof value === 'string' ? value : (value?.chat_id ?? value?.chatId ?? ''));

/** The chat events of design §6 on every authenticated socket. */
export function registerChatSocket(app: FastifyInstance) {
  app.realtime.onSocket((socket, user) => {
    const fail = (error: unknown) =>
      socket.emit('error', { message: error instanceof AppError ? error.message : 'Something went wrong. Please try again.' });
    const inChat = async (value: ChatRef) => {
      const chatId = chatIdOf(value);
      const { otherUserId } = await partyConversation(app.db, { conversationId: chatId, userId: user.id });
      return { chatId, otherUserId };
    };

    socket.on('join_chat', async (value: ChatRef) => {
      try {
        const { chatId } = await inChat(value);
        await socket.join(`chat:${chatId}`);
        await markConversationRead(app.db, app.realtime, { conversationId: chatId, userId: user.id });
      } catch (error) {
        fail(error);
      }
    });
    socket.on('leave_chat', (value: ChatRef) => void socket.leave(`chat:${chatIdOf(value)}`));

    socket.on(
      'send_message',
      async (payload: { chat_id?: string; chatId?: string; message?: string; message_id?: string }, ack?: (reply: unknown) => void) => {
        try {
          const text = String(payload?.message ?? '').trim();
          if (!text) throw new AppError('VALIDATION_FAILED', 'Please write a message');
          if (text.length > 4000) throw new AppError('VALIDATION_FAILED', 'The message is too long');
          const { chatId } = await inChat(payload);
          const message = await sendMessage(app.db, app.realtime, {
            conversationId: chatId,
            senderId: user.id,
            text,
            clientMessageId: payload.message_id,
          });
          ack?.({ success: true, message });
        } catch (error) {
          fail(error);
          ack?.({
            success: false,
            message_id: payload?.message_id,
            error: error instanceof AppError ? error.message : 'Failed to send message',
          });
        }
      },
    );

    for (const [event, isTyping] of [
      ['typing_start', true],
      ['typing_stop', false],
    ] as const) {
      socket.on(event, async (value: ChatRef) => {
        try {
          const { chatId, otherUserId } = await inChat(value);
          app.realtime.toUser(otherUserId, 'typing', { chat_id: chatId, chatId, user_id: user.id, is_typing: isTyping });
        } catch (error) {
          fail(error);
        }
      });
    }

    socket.on('notify_seller', async (payload: { sellerId?: string; chatId?: string; message?: string }) => {
      try {
        const { chatId, otherUserId } = await inChat(payload?.chatId);
        if (otherUserId !== payload?.sellerId) throw new AppError('NOT_FOUND', 'Chat not found');
        app.realtime.toUser(otherUserId, 'chat_notification', {
          chat_id: chatId,
          chatId,
          sender_id: user.id,
          sender_name: user.name,
          message: String(payload?.message ?? '').slice(0, 200),
        });
      } catch (error) {
        fail(error);
      }
    });
  });
}
