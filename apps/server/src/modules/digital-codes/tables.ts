import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { listings } from '../listings/index.js';
import { users } from '../users/index.js';

export const CODE_STATUSES = ['available', 'reserved', 'sold', 'withdrawn'] as const;

/**
 * The codes of `digital_code` listings (ADR 020), sealed with AES-256-GCM: `sealed` is iv ‖ ciphertext ‖ tag in
 * base64url under the key `keyId`; `codeHash` is an HMAC of the normalized code, what duplicates are found by. The
 * order a code went to is `orderId` (orders are another module's, read through it, so no foreign key here).
 */
export const digitalCodes = pgTable(
  'digital_codes',
  {
    id: text('id').primaryKey(),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sealed: text('sealed').notNull(),
    keyId: text('key_id').notNull(),
    codeHash: text('code_hash').notNull(),
    /** The last characters, shown masked to the seller so codes can be told apart. */
    tail: text('tail').notNull(),
    status: text('status', { enum: CODE_STATUSES }).notNull().default('available'),
    orderId: text('order_id'),
    reservedAt: timestamp('reserved_at', { withTimezone: true }),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    /** A sold code the buyer reported and got replaced or refunded: it is no longer the order's. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('digital_codes_pick_idx').on(t.listingId, t.status, t.createdAt),
    index('digital_codes_order_idx').on(t.orderId),
    index('digital_codes_hash_idx').on(t.codeHash),
    uniqueIndex('digital_codes_listing_hash_idx').on(t.listingId, t.codeHash).where(sql`${t.status} <> 'withdrawn'`),
  ],
);

/** Every time a buyer had a code shown: who, when and from which address (ADR 020). */
export const codeReveals = pgTable(
  'code_reveals',
  {
    id: text('id').primaryKey(),
    codeId: text('code_id')
      .notNull()
      .references(() => digitalCodes.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('code_reveals_order_idx').on(t.orderId, t.revealedAt)],
);
