import { z } from 'zod';
import { ROLES } from '../rules/roles.js';
import { ZDoneWithMessageReply, ZTimestamp } from './common.js';
import { ZListingCardView } from './listings.js';
import { ZChatOfferView } from './offers.js';

/**
 * A chat message in the fields every client family reads (buyer, seller, trader and admin forms of spec): the HTTP
 * replies and the `new_message`/`message` socket events carry this one view.
 */
export const ZChatMessageView = z.object({
  id: z.string(),
  chat_id: z.string(),
  chatId: z.string(),
  sender_id: z.string(),
  /** The sender's id; `admin` in the admin chat's replies for the admin's own messages. */
  sender: z.string(),
  text: z.string(),
  content: z.string(),
  message: z.string(),
  created_at: ZTimestamp,
  timestamp: ZTimestamp,
  read: z.boolean(),
  isRead: z.boolean(),
  /** The client's id of a message it sent, echoed back so its optimistic copy is replaced, not doubled. */
  message_id: z.string().optional(),
  /** A message an offer's change posted (issue 20): shown as a card with the answers the viewer may give. */
  offer: ZChatOfferView.optional(),
});
export type TChatMessageView = z.output<typeof ZChatMessageView>;

/** The listing a conversation is about: price in riyals, image an upload URL or empty. */
const ZChatProductView = ZListingCardView.extend({ price: z.number().nullable() });

/** A conversation as its viewer sees it: the other party (avatar null when none or private), listing, last message. */
export const ZConversationView = z.object({
  id: z.string(),
  chat_id: z.string(),
  other_user: z.object({
    id: z.string(),
    name: z.string(),
    storeName: z.string(),
    role: z.enum(ROLES),
    avatar: z.string().nullable(),
  }),
  product: ZChatProductView.nullable(),
  last_message: z.object({ text: z.string(), sender_id: z.string(), created_at: ZTimestamp }).nullable(),
  updated_at: ZTimestamp,
  unread_count: z.number().int(),
});
export type TConversationView = z.output<typeof ZConversationView>;

/** GET /api/user/chat/conversations. */
export const ZConversationListReply = z.object({ success: z.literal(true), conversations: z.array(ZConversationView) });
export type TConversationListReply = z.output<typeof ZConversationListReply>;

/** GET /api/user/chats (the older form). */
export const ZChatListReply = z.object({ success: z.literal(true), chats: z.array(ZConversationView) });
export type TChatListReply = z.output<typeof ZChatListReply>;

/** GET /api/user/chat/:id/info. */
export const ZChatInfoReply = z.object({ success: z.literal(true), chat: ZConversationView });
export type TChatInfoReply = z.output<typeof ZChatInfoReply>;

/** POST /api/user/chat/start. */
export const ZStartChatReply = z.object({ success: z.literal(true), chat_id: z.string(), chatId: z.string() });
export type TStartChatReply = z.output<typeof ZStartChatReply>;

/** POST /api/user/chats (the older form): the conversation and its id. */
export const ZChatStartedReply = ZChatInfoReply.extend({ chat_id: z.string() });
export type TChatStartedReply = z.output<typeof ZChatStartedReply>;

/** A conversation's messages, oldest first. */
export const ZChatMessagesReply = z.object({ success: z.literal(true), messages: z.array(ZChatMessageView) });
export type TChatMessagesReply = z.output<typeof ZChatMessagesReply>;

/** GET /api/user/chats/seller/:id/messages: the chat with a seller (started if new) and its messages. */
export const ZSellerChatMessagesReply = ZChatMessagesReply.extend({ chat_id: z.string() });
export type TSellerChatMessagesReply = z.output<typeof ZSellerChatMessagesReply>;

/** A sent message, as stored. */
export const ZChatMessageReply = z.object({ success: z.literal(true), message: ZChatMessageView });
export type TChatMessageReply = z.output<typeof ZChatMessageReply>;

/** How many of the other party's messages were marked read. */
export const ZChatMarkedReadReply = z.object({ success: z.literal(true), marked: z.number().int() });
export type TChatMarkedReadReply = z.output<typeof ZChatMarkedReadReply>;

/** GET /api/user/chats/unread-count. */
export const ZChatUnreadCountReply = z.object({ success: z.literal(true), count: z.number().int() });
export type TChatUnreadCountReply = z.output<typeof ZChatUnreadCountReply>;

/** DELETE /api/user/chats/:id: the chat is hidden for the user until a new message arrives. */
export const ZChatDeletedReply = ZDoneWithMessageReply;
export type TChatDeletedReply = z.output<typeof ZChatDeletedReply>;

/** A customer chat in the trader panel's form. */
export const ZTraderChatView = z.object({
  id: z.string(),
  buyer: z.object({ id: z.string(), name: z.string(), avatar: z.string().nullable() }),
  buyer_name: z.string(),
  lastMessage: z.string(),
  last_message: z.string(),
  lastMessageTime: ZTimestamp,
  last_message_time: ZTimestamp,
  unread_count: z.number().int(),
  product: ZChatProductView.nullable(),
});
export type TTraderChatView = z.output<typeof ZTraderChatView>;

/** GET /api/trader/chats. */
export const ZTraderChatListReply = z.object({ success: z.literal(true), chats: z.array(ZTraderChatView) });
export type TTraderChatListReply = z.output<typeof ZTraderChatListReply>;

/** One of the admin's own conversations with a user, in the admin chat's form. */
export const ZAdminChatView = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  avatar: z.string().nullable(),
  lastMessage: z.string(),
  lastMessageTime: ZTimestamp,
  unreadCount: z.number().int(),
  isOnline: z.boolean(),
});
export type TAdminChatView = z.output<typeof ZAdminChatView>;

/** GET /api/admin/chats: a bare list, as the admin panel reads it. */
export const ZAdminChatListReply = z.array(ZAdminChatView);
export type TAdminChatListReply = z.output<typeof ZAdminChatListReply>;

/** GET /api/admin/chats/:id/messages: a bare list, the admin's own messages with `sender: 'admin'`. */
export const ZAdminChatMessagesReply = z.array(ZChatMessageView);
export type TAdminChatMessagesReply = z.output<typeof ZAdminChatMessagesReply>;
