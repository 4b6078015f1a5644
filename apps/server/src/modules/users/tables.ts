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

export const SELLER_REQUEST_TYPES = ['store', 'person'] as const;
export const SELLER_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;

/**
 * A user's application to sell (design §3): a store request makes them a trader, a person request a verified
 * individual seller. Certificates are kept outside the public uploads and only admins can download them.
 */
export const sellerRequests = pgTable(
  'seller_requests',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: SELLER_REQUEST_TYPES }).notNull(),
    storeName: text('store_name').notNull().default(''),
    cityLocation: text('city_location').notNull().default(''),
    civilId: text('civil_id').notNull().default(''),
    registrationCertificate: text('registration_certificate'),
    vatCertificate: text('vat_certificate'),
    status: text('status', { enum: SELLER_REQUEST_STATUSES }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    decidedBy: text('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('seller_requests_status_idx').on(t.status, t.type, t.createdAt),
    uniqueIndex('seller_requests_one_open').on(t.userId).where(sql`${t.status} = 'pending'`),
  ],
);

export type SellerRequestRow = typeof sellerRequests.$inferSelect;
