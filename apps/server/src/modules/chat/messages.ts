import { halalasToSar, type OfferAction, type OfferStatus, offerTurn, type TChatMessageView } from '@gamesouq/core';
import { and, asc, eq, getTableColumns, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import type { Realtime } from '../../plugins/realtime.js';
import { markChatNotificationsRead, pushNotificationsRead, storedNotificationView } from '../notifications/index.js';
import { partyConversation } from './conversations.js';
import type { MessageStore } from './message-store.js';
import { conversations, messages } from './tables.js';

type Message = typeof messages.$inferSelect;
/** An offer message's offer as it is now (read from modules/offers' table by the queries below). */
type OfferNow = { status: OfferStatus; listingId: string } | null;

/** A message in the fields every client family reads (buyer, seller, trader and admin forms of spec). */
export function toMessageView(message: Message, extra: { clientMessageId?: string; offer?: OfferNow } = {}): TChatMessageView {
  const createdAt = message.createdAt.toISOString();
  const isRead = message.readAt !== null;
  return {
    id: message.id,
    chat_id: message.conversationId,
    chatId: message.conversationId,
    sender_id: message.senderId,
    sender: message.senderId,
    text: message.body,
    content: message.body,
    message: message.body,
    created_at: createdAt,
    timestamp: createdAt,
    read: isRead,
    isRead,
    ...(extra.clientMessageId ? { message_id: extra.clientMessageId } : {}),
    ...(message.offerId && message.offerAction && extra.offer
      ? {
          offer: {
            id: message.offerId,
            action: message.offerAction,
            price: halalasToSar(message.offerPriceHalalas ?? 0),
            status: extra.offer.status,
            turn: offerTurn(extra.offer.status),
            productId: extra.offer.listingId,
          },
        }
      : {}),
  };
}

/** The messages with their offers as they are now; the offers table is modules/offers', read here by name only. */
const offerNow = {
  offerStatus: sql<OfferStatus | null>`(select o.status from offers o where o.id = ${messages.offerId})`,
  offerListingId: sql<string | null>`(select o.listing_id from offers o where o.id = ${messages.offerId})`,
};
const withOffer = (row: Message & { offerStatus: OfferStatus | null; offerListingId: string | null }) =>
  toMessageView(row, { offer: row.offerStatus && row.offerListingId ? { status: row.offerStatus, listingId: row.offerListingId } : null });

/**
 * Posts the message of an offer's change in the caller's transaction (the offer and its message commit together);
 * its delivery to the parties follows the commit (pushOfferMessage, run by the offer's event).
 */
export async function postOfferMessage(
  tx: DbOrTx,
  {
    conversationId,
    senderId,
    offerId,
    action,
    priceHalalas,
    text,
  }: { conversationId: string; senderId: string; offerId: string; action: OfferAction; priceHalalas: number; text: string },
) {
  const [row] = await tx
    .insert(messages)
    // The clock, not the transaction's start: an offer and its automatic answer, posted together, keep their order.
    .values({
      id: newId(),
      conversationId,
      senderId,
      body: text,
      offerId,
      offerAction: action,
      offerPriceHalalas: priceHalalas,
      createdAt: sql`clock_timestamp()`,
    })
    .returning();
  await tx.update(conversations).set({ lastMessageAt: row!.createdAt }).where(eq(conversations.id, conversationId));
  // A hidden conversation comes back for both parties when an offer moves in it.
  await tx.update(conversations).set({ hiddenForA: null, hiddenForB: null }).where(eq(conversations.id, conversationId));
  return row!.id;
}

/** Delivers a stored offer message to every tab of both parties (safe to repeat: clients key messages by id). */
export async function pushOfferMessage(db: Db, realtime: Realtime, messageId: string) {
  const [row] = await db
    .select({ ...getTableColumns(messages), ...offerNow })
    .from(messages)
    .where(eq(messages.id, messageId));
  if (!row) return;
  const [conversation] = await db.select().from(conversations).where(eq(conversations.id, row.conversationId));
  if (!conversation) return;
  const view = withOffer(row);
  for (const userId of [conversation.userA, conversation.userB]) {
    realtime.toUser(userId, 'new_message', view);
    realtime.toUser(userId, 'message', view);
  }
}

export async function readMessages(
  db: Db,
  { conversationId, userId }: { conversationId: string; userId: string },
): Promise<TChatMessageView[]> {
  await partyConversation(db, { conversationId, userId });
  const rows = await db
    .select({ ...getTableColumns(messages), ...offerNow })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  return rows.map(withOffer);
}

/**
 * Marks the other party's messages read and tells them (two ticks); the conversation's chat notifications are read
 * with it, and the reader's clients hear the new unread count (their bells must not keep rising during a chat).
 */
export async function markConversationRead(
  db: Db,
  realtime: Realtime,
  { conversationId, userId }: { conversationId: string; userId: string },
) {
  const { otherUserId } = await partyConversation(db, { conversationId, userId });
  const updated = await db
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(and(eq(messages.conversationId, conversationId), ne(messages.senderId, userId), isNull(messages.readAt)))
    .returning({ id: messages.id });
  if (updated.length) {
    realtime.toUser(otherUserId, 'messages_read', { chat_id: conversationId, reader_id: userId, message_ids: updated.map((m) => m.id) });
  }
  const notificationIds = await markChatNotificationsRead(db, { userId, chatId: conversationId });
  if (notificationIds.length) await pushNotificationsRead(db, realtime, { userId, ids: notificationIds });
  return updated.length;
}

/**
 * Stores the message first, then delivers it to both parties (every tab of each) and notifies the receiver.
 * `clientMessageId` is echoed so the sender's optimistic message is replaced, not doubled. `senderName` is the
 * sender's name as the caller knows it (the socket's or the request's user). Clients hear of the message, its
 * conversation moving up and the receiver's notification only once they are stored.
 */
export async function sendMessage(
  store: MessageStore,
  realtime: Realtime,
  {
    conversationId,
    senderId,
    senderName,
    text,
    clientMessageId,
  }: { conversationId: string; senderId: string; senderName: string; text: string; clientMessageId?: string },
): Promise<TChatMessageView> {
  const preview = text.length > 80 ? `${text.slice(0, 77)}...` : text;
  const row = await store({ conversationId, senderId, senderName, text, preview });
  if (!row) throw new AppError('NOT_FOUND', 'errors.chatNotFound');
  const message: Message = {
    id: row.id,
    conversationId: row.conversation_id,
    senderId: row.sender_id,
    body: row.body,
    createdAt: new Date(row.created_at),
    readAt: null,
    offerId: null,
    offerAction: null,
    offerPriceHalalas: null,
  };
  const view = toMessageView(message, { clientMessageId });
  const otherUserId = row.other_id;
  const notification = storedNotificationView(row.notification);
  realtime.toUser([senderId, otherUserId], 'new_message', view);
  realtime.toUser([senderId, otherUserId], 'message', view);
  // The receiver's preferences may keep chat notifications out, or in the list without a live pop-up.
  if (notification?.isPushed) {
    realtime.toUser(otherUserId, 'notification', notification.view);
    realtime.toUser(otherUserId, 'chat_notification', {
      chat_id: conversationId,
      chatId: conversationId,
      sender_id: senderId,
      sender_name: senderName,
      message: preview,
    });
  }
  return view;
}

/** Unread messages from others, leaving out what came before the user deleted a chat (as the conversation list does). */
export async function unreadMessageCount(db: Db, userId: string) {
  const result = await db.execute(sql`
    select count(*)::int as n from messages m join conversations c on c.id = m.conversation_id
    where m.sender_id <> ${userId} and m.read_at is null
      and ((c.user_a = ${userId} and (c.hidden_for_a is null or m.created_at > c.hidden_for_a))
        or (c.user_b = ${userId} and (c.hidden_for_b is null or m.created_at > c.hidden_for_b)))`);
  return Number((result.rows[0] as { n: number }).n);
}
