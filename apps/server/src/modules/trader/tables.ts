import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from '../orders/index.js';
import { users } from '../users/index.js';

/** Proof of shipment or delivery a seller attaches to an order: a re-encoded image or a PDF, kept out of public uploads. */
export const orderProofs = pgTable(
  'order_proofs',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    uploadedBy: text('uploaded_by')
      .notNull()
      .references(() => users.id),
    /** File name under the private proofs folder. */
    file: text('file').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type', { enum: ['image/webp', 'application/pdf'] }).notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_proofs_order_idx').on(t.orderId, t.createdAt)],
);

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
