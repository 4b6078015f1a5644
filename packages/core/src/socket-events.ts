import { z } from 'zod';
import { ERROR_MESSAGES } from './errors.js';
import { ZChatText } from './schemas/chat.js';

/**
 * The events a client sends over the realtime socket (design §6, buyer spec §7 "Realtime socket", seller spec §7),
 * each as the list of arguments Socket.IO hands the server (the acknowledgement callback taken off). Every shape the
 * spec's clients use is accepted: `send_message(chatId, message)` as well as `send_message({ chat_id, message })`,
 * `join_chat(chatId)` as well as `join_chat({ chat_id })`. Anything else fails with a message a user can read.
 */

const BAD = ERROR_MESSAGES.BAD_REQUEST;
const ZSocketId = z.string({ error: BAD }).trim().min(1, BAD).max(64, BAD);
/** What clients call the chat id: `chat_id` (newer clients) or `chatId` (older ones). */
const chatIdOf = (value: Record<string, unknown>) => value.chat_id ?? value.chatId;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const argsOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** `event(chatId)` or `event({ chat_id })`: join_chat, leave_chat, typing_start, typing_stop. */
export const ZChatRefArgs = z.preprocess(
  (args) => {
    const [first] = argsOf(args);
    return { chatId: isRecord(first) ? chatIdOf(first) : first };
  },
  z.object({ chatId: ZSocketId }),
);

/** `send_message({ chat_id, message, message_id })` (seller spec §7) or `send_message(chatId, message)` (buyer spec §7). */
export const ZSendMessageArgs = z.preprocess(
  (args) => {
    const [first, second] = argsOf(args);
    if (isRecord(first)) return { chatId: chatIdOf(first), message: first.message, messageId: first.message_id };
    return { chatId: first, message: second };
  },
  z.object({
    chatId: ZSocketId,
    message: ZChatText.shape.message,
    messageId: z.string({ error: BAD }).max(100, BAD).optional(),
  }),
);

/** `notify_seller(sellerId, message, 'chat', chatId)` (buyer spec §7) or the same fields in one object. */
export const ZNotifySellerArgs = z.preprocess(
  (args) => {
    const [first, second, type, chatId] = argsOf(args);
    if (isRecord(first)) {
      return { sellerId: first.sellerId ?? first.seller_id, message: first.message, type: first.type, chatId: chatIdOf(first) };
    }
    return { sellerId: first, message: second, type, chatId };
  },
  z.object({
    sellerId: ZSocketId,
    // The toast shows a preview; the message itself was sent (and stored) through send_message or HTTP.
    message: z.string({ error: BAD }).max(4000, 'The message is too long').default(''),
    type: z.literal('chat', { error: BAD }).optional(),
    chatId: ZSocketId,
  }),
);

/** `mark_notification_read(notificationId)` or `mark_notification_read({ id })`. */
export const ZNotificationRefArgs = z.preprocess(
  (args) => {
    const [first] = argsOf(args);
    return { id: isRecord(first) ? (first.id ?? first.notificationId ?? first.notification_id) : first };
  },
  z.object({ id: ZSocketId }),
);

/** `mark_all_notifications_read()`: any arguments are ignored. */
export const ZNoArgs = z.preprocess(() => ({}), z.object({}));

/** `authenticate(token)` or `authenticate({ token })`. */
export const ZAuthenticateArgs = z.preprocess(
  (args) => {
    const [first] = argsOf(args);
    return { token: isRecord(first) ? first.token : first };
  },
  z.object({
    token: z
      .string({ error: ERROR_MESSAGES.UNAUTHENTICATED })
      .min(1, ERROR_MESSAGES.UNAUTHENTICATED)
      .max(8192, ERROR_MESSAGES.UNAUTHENTICATED),
  }),
);

/** Every event a client may send, with its arguments. */
export const CLIENT_EVENTS = {
  authenticate: ZAuthenticateArgs,
  join_chat: ZChatRefArgs,
  leave_chat: ZChatRefArgs,
  typing_start: ZChatRefArgs,
  typing_stop: ZChatRefArgs,
  send_message: ZSendMessageArgs,
  notify_seller: ZNotifySellerArgs,
  mark_notification_read: ZNotificationRefArgs,
  mark_all_notifications_read: ZNoArgs,
} as const;

export type ClientEvent = keyof typeof CLIENT_EVENTS;

/** The `error` event's payload, and what a failed acknowledgement carries. */
export type SocketError = { event?: string; code: string; message: string };

/** The first readable message of a failed parse. */
export function socketArgsError(error: z.ZodError): string {
  return error.issues[0]?.message ?? BAD;
}
