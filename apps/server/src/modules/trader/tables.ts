import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from '../orders/tables.js';
import { users } from '../users/tables.js';

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
