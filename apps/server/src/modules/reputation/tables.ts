import { SELLER_LEVELS } from '@gamesouq/core';
import { integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/index.js';

/** A seller's record and level as last night's computation left them (issue 20, ADR 039); rates in percent. */
export const sellerReputation = pgTable('seller_reputation', {
  sellerId: text('seller_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  level: text('level', { enum: SELLER_LEVELS }).notNull().default('new'),
  completedSales: integer('completed_sales').notNull(),
  rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
  reviews: integer('reviews').notNull(),
  responseMinutes: integer('response_minutes'),
  onTimePercent: integer('on_time_percent'),
  disputePercent: integer('dispute_percent'),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});
