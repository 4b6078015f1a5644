import { z } from 'zod';
import { type Message, messageOfIssue, V } from './messages.js';
import type { TChatMessageView } from './replies/chat.js';
import type { TNotificationView } from './replies/notifications.js';
import { ZChatText } from './schemas/chat.js';

/**
 * The events a client sends over the realtime socket (design §6, buyer spec §7 "Realtime socket", seller spec §7),
 * each as the list of arguments Socket.IO hands the server (the acknowledgement callback taken off). Every shape the
 * spec's clients use is accepted: `send_message(chatId, message)` as well as `send_message({ chat_id, message })`,
 * `join_chat(chatId)` as well as `join_chat({ chat_id })`. Anything else fails with a message a user can read.
 */

const BAD = 'errors.BAD_REQUEST';
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
    message: z.string({ error: BAD }).max(4000, V.messageTooLong).default(''),
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
    token: z.string({ error: 'errors.UNAUTHENTICATED' }).min(1, 'errors.UNAUTHENTICATED').max(8192, 'errors.UNAUTHENTICATED'),
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
} as const satisfies Record<keyof ClientToServerEvents, z.ZodType>;

export type ClientEvent = keyof typeof CLIENT_EVENTS;

/** The `error` event's payload, and what a failed acknowledgement carries. */
export type SocketError = { event?: string; code: string; message: string };

/*
 * The payloads the server sends (design §6). Each is the exact shape the server builds today; the server's builders
 * are typed with them, so a field added on one side and not the other fails the typecheck.
 */

/** The kinds of notification (the server's `notifications.type` column). */
export type NotificationType = 'order' | 'chat' | 'product' | 'withdrawal' | 'system';

/** A notification as the API and the `notification`/`notifications` events carry it. */
export type NotificationView = TNotificationView;

/** `authenticated`: the socket's user is known and its events are now accepted. */
export type AuthenticatedEvent = { user_id: string };
/** `presence` (admins only): a user's first socket arrived or their last one left. */
export type PresenceEvent = { user_id: string; online: boolean };
/** `typing`: the other party of a chat started or stopped typing. */
export type TypingEvent = { chat_id: string; chatId: string; user_id: string; is_typing: boolean };
/** `messages_read`: the other party read these of the user's messages (two ticks). */
export type MessagesReadEvent = { chat_id: string; reader_id: string; message_ids: string[] };
/** `chat_notification`: a message arrived in one of the user's chats (a toast preview). */
export type ChatNotificationEvent = { chat_id: string; chatId: string; sender_id: string; sender_name: string; message: string };
/** `notifications_read`: which notifications are now read (`all` for every one) and the unread count that follows. */
export type NotificationsReadEvent = { ids: string[]; all: boolean; unreadCount: number };

/** What the server acknowledges a client event with: `success: true` and the event's result, or the failure. */
export type SocketReply<Result extends object = Record<never, never>> =
  | ({ success: true } & Result)
  | {
      success: false;
      code: string;
      /** The failure's message. */
      error: string;
      /** send_message only: the client's id of the message that was not stored. */
      message_id?: string;
      /** Seconds to wait, when the failure is a rate limit. */
      retryAfter?: number;
    };
type Ack<Result extends object = Record<never, never>> = (reply: SocketReply<Result>) => void;

/** A chat as the client names it in an event: its id, or `{ chat_id }` (or `{ chatId }` from older clients). */
export type ChatRef = string | { chat_id: string } | { chatId: string };
/** A notification as the client names it: its id, or `{ id }`. */
export type NotificationRef = string | { id: string } | { notificationId: string } | { notification_id: string };
type ChatRefArgs = z.output<typeof ZChatRefArgs>;
type SendMessageArgs = z.output<typeof ZSendMessageArgs>;
type NotifySellerArgs = z.output<typeof ZNotifySellerArgs>;

/**
 * The events a client sends, with the argument forms CLIENT_EVENTS accepts (the schemas take the raw arguments, so
 * their input type says nothing; the field types come from what they parse to) and the acknowledgement each answers with.
 */
export interface ClientToServerEvents {
  /** `null` when the client has no token: the server refuses it as it refuses a wrong one. */
  authenticate: (token: z.output<typeof ZAuthenticateArgs>['token'] | { token: string } | null) => void;
  join_chat: (chat: ChatRef, ack?: Ack<{ chat_id: ChatRefArgs['chatId'] }>) => void;
  leave_chat: (chat: ChatRef, ack?: Ack<{ chat_id: ChatRefArgs['chatId'] }>) => void;
  typing_start: (chat: ChatRef, ack?: Ack) => void;
  typing_stop: (chat: ChatRef, ack?: Ack) => void;
  send_message: (
    ...args:
      | [
          message: { chat_id: SendMessageArgs['chatId']; message: SendMessageArgs['message']; message_id?: string },
          ack?: Ack<{ message: TChatMessageView }>,
        ]
      | [chatId: SendMessageArgs['chatId'], message: SendMessageArgs['message'], ack?: Ack<{ message: TChatMessageView }>]
  ) => void;
  notify_seller: (
    ...args:
      | [notice: { sellerId?: string; seller_id?: string; chat_id: NotifySellerArgs['chatId']; message?: string; type?: 'chat' }, ack?: Ack]
      | [sellerId: NotifySellerArgs['sellerId'], message: string, type: 'chat' | undefined, chatId: NotifySellerArgs['chatId'], ack?: Ack]
  ) => void;
  mark_notification_read: (notification: NotificationRef, ack?: Ack<{ id: string }>) => void;
  mark_all_notifications_read: (ack?: Ack) => void;
}

/** The events the server sends, each with its one payload. */
export interface ServerToClientEvents {
  authenticated: (payload: AuthenticatedEvent) => void;
  /** A refused event (or a refused authentication, after which the socket is closed). */
  error: (payload: SocketError) => void;
  presence: (payload: PresenceEvent) => void;
  /** A stored message of one of the user's chats, sent to both parties (`message` is the older clients' name). */
  new_message: (message: TChatMessageView) => void;
  message: (message: TChatMessageView) => void;
  messages_read: (payload: MessagesReadEvent) => void;
  typing: (payload: TypingEvent) => void;
  chat_notification: (payload: ChatNotificationEvent) => void;
  notification: (notification: NotificationView) => void;
  /** The newest notifications, once a socket is authenticated. */
  notifications: (notifications: NotificationView[]) => void;
  notifications_read: (payload: NotificationsReadEvent) => void;
}

export type ServerEvent = keyof ServerToClientEvents;
/** The payload of a server event. */
export type ServerEventPayload<E extends ServerEvent> = Parameters<ServerToClientEvents[E]>[0];

/** The first readable message of a failed parse. */
export function socketArgsError(error: z.ZodError): Message {
  return messageOfIssue(error.issues[0]?.message ?? BAD);
}
