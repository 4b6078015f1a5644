import { OFFER_STATUSES } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { conversations } from '../chat/index.js';
import { listings } from '../listings/index.js';
import { users } from '../users/index.js';

/** A buyer's offer on a listing and its answers (issue 20). Money in halalas; one item per offer. */
export const offers = pgTable(
  'offers',
  {
    id: text('id').primaryKey(),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** The price on the table: the buyer's offer or the last counter. */
    priceHalalas: integer('price_halalas').notNull(),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('pending'),
    /** When an open offer expires unanswered. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Until when an accepted offer holds the item for the buyer. */
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live offer (open or holding the item) per buyer and listing.
    uniqueIndex('offers_one_live_per_buyer').on(t.listingId, t.buyerId).where(sql`${t.status} in ('pending', 'countered', 'accepted')`),
    index('offers_due_idx').on(t.status, t.expiresAt),
    index('offers_seller_idx').on(t.sellerId, t.createdAt),
    index('offers_buyer_idx').on(t.buyerId, t.createdAt),
  ],
);
