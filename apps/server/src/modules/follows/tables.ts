import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/index.js';

/** A buyer following a seller (issue 20): the seller's new listings reach the follower's feed and bell. */
export const sellerFollows = pgTable(
  'seller_follows',
  {
    followerId: text('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.sellerId] }), index('seller_follows_seller_idx').on(t.sellerId)],
);
