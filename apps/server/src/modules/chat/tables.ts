import { OFFER_ACTIONS } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { listings } from '../listings/index.js';
import { users } from '../users/index.js';

/** A conversation between two users (userA < userB), optionally about a listing; each side may hide it. */
export const conversations = pgTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    userA: text('user_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userB: text('user_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: text('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    hiddenForA: timestamp('hidden_for_a', { withTimezone: true }),
    hiddenForB: timestamp('hidden_for_b', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_listing').on(t.userA, t.userB, sql`coalesce(${t.listingId}, '')`),
    index('conversations_user_b_idx').on(t.userB),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** A message an offer's change posted (modules/offers): which offer, what happened and at what price (halalas). */
    offerId: text('offer_id'),
    offerAction: text('offer_action', { enum: OFFER_ACTIONS }),
    offerPriceHalalas: integer('offer_price_halalas'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.createdAt)],
);
