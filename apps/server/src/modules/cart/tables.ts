import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { listings } from '../listings/index.js';
import { users } from '../users/index.js';

export const cartItems = pgTable(
  'cart_items',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** A line of an accepted offer (modules/offers): one item at the agreed price, held for the buyer until then. */
    offerId: text('offer_id'),
    offerPriceHalalas: integer('offer_price_halalas'),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_user_listing').on(t.userId, t.listingId), index('cart_items_listing_idx').on(t.listingId)],
);
