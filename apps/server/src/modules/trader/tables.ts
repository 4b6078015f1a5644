import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/index.js';

/**
 * What happened to a seller's orders, products and withdrawals, one row per change of status: the dashboard's
 * Recent Activity. Rows are written by database triggers (migration 0013) in the transaction that makes the
 * change, so every path (checkout, the sweeper, admins, buyers) records its events, and no later change rewrites
 * an earlier one. The subject is not a foreign key: the history outlives a deleted product.
 */
export const sellerActivity = pgTable(
  'seller_activity',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['order', 'product', 'withdrawal'] }).notNull(),
    subjectId: text('subject_id').notNull(),
    /** The order number or the product title at the time. */
    name: text('name').notNull().default(''),
    status: text('status').notNull(),
    amountHalalas: bigint('amount_halalas', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('seller_activity_seller_idx').on(t.sellerId, t.createdAt)],
);
