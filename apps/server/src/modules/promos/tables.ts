import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const promoCodes = pgTable('promo_codes', {
  id: text('id').primaryKey(),
  /** Upper case, unique. */
  code: text('code').notNull().unique(),
  type: text('type', { enum: ['percentage', 'fixed'] }).notNull(),
  /** Percent with two decimals (1050 = 10.5%), or halalas for a fixed amount. */
  valueHundredths: integer('value_hundredths').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usageLimit: integer('usage_limit').notNull(),
  usedCount: integer('used_count').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
