import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Stored lower-case; null when the user gave none. */
    email: text('email'),
    /** E.164; null only for admins created from ADMIN_EMAIL. */
    phone: text('phone'),
    city: text('city').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'trader', 'user', 'buyer'] })
      .notNull()
      .default('user'),
    verified: boolean('verified').notNull().default(false),
    /** A seller's VAT registration number; invoices carry the ZATCA QR code when it is set. */
    vatNumber: text('vat_number'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email).where(sql`${t.email} is not null`),
    uniqueIndex('users_phone_unique').on(t.phone).where(sql`${t.phone} is not null`),
    index('users_role_idx').on(t.role),
  ],
);

export type UserRow = typeof users.$inferSelect;
