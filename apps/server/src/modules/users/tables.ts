import { ACCOUNT_DELETION_STATUSES, SELLER_REQUEST_STATUSES, SELLER_REQUEST_TYPES } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    /**
     * A seller's VAT registration number (15 digits, 3…3), set when an admin verifies it: only then do the seller's
     * prices include VAT and its orders get simplified tax invoices (issue 15, design §8).
     */
    vatNumber: text('vat_number'),
    /** The seller's commercial registration number (10 digits), verified with the VAT number. */
    crNumber: text('cr_number'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
    /**
     * Access tokens issued before this instant are refused (compared with their millisecond `iat_ms` claim): set when
     * every session must end (password change or reset, suspension, account closure). Null: none.
     */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
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

/** What a user tells about themselves and where payouts go; one row per user, created on first save. */
export const userProfiles = pgTable('user_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** File name under /api/uploads/avatars. */
  avatar: text('avatar'),
  address: text('address').notNull().default(''),
  bio: text('bio').notNull().default(''),
  storeName: text('store_name').notNull().default(''),
  description: text('description').notNull().default(''),
  location: text('location').notNull().default(''),
  bankName: text('bank_name').notNull().default(''),
  accountHolderName: text('account_holder_name').notNull().default(''),
  /** Kept whole for the admin who pays out; every reply masks it to the last 4 digits. */
  accountNumber: text('account_number').notNull().default(''),
  iban: text('iban').notNull().default(''),
  swiftCode: text('swift_code').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Preferences and security settings with the spec's defaults (seller §3). */
export const userSettings = pgTable('user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  pushNotifications: boolean('push_notifications').notNull().default(true),
  smsNotifications: boolean('sms_notifications').notNull().default(false),
  marketingEmails: boolean('marketing_emails').notNull().default(false),
  orderUpdates: boolean('order_updates').notNull().default(true),
  chatNotifications: boolean('chat_notifications').notNull().default(true),
  savedSearchAlerts: boolean('saved_search_alerts').notNull().default(true),
  priceDropAlerts: boolean('price_drop_alerts').notNull().default(true),
  backInStockAlerts: boolean('back_in_stock_alerts').notNull().default(true),
  /** Web Push to the user's devices, per kind (ADR 036). */
  pushChat: boolean('push_chat').notNull().default(true),
  pushOrders: boolean('push_orders').notNull().default(true),
  pushOffers: boolean('push_offers').notNull().default(true),
  pushAlerts: boolean('push_alerts').notNull().default(true),
  pushAccount: boolean('push_account').notNull().default(true),
  language: text('language', { enum: ['en', 'ar'] })
    .notNull()
    .default('en'),
  currency: text('currency', { enum: ['SAR'] })
    .notNull()
    .default('SAR'),
  timeZone: text('time_zone', { enum: ['Asia/Riyadh', 'UTC'] })
    .notNull()
    .default('Asia/Riyadh'),
  theme: text('theme', { enum: ['light', 'dark', 'system'] })
    .notNull()
    .default('light'),
  profileVisibility: text('profile_visibility', { enum: ['public', 'private'] })
    .notNull()
    .default('public'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  loginAlerts: boolean('login_alerts').notNull().default(true),
  /** Minutes. */
  sessionTimeout: integer('session_timeout').notNull().default(30),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The network addresses an account has signed in from, so that login alerts speak only of a new one. */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sign_in_addresses_user_ip_idx').on(t.userId, t.ip)],
);

/** A user's request to delete their account, for an admin to carry out (orders and the ledger must be settled first). */
export const accountDeletionRequests = pgTable(
  'account_deletion_requests',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    /** `completed`: an admin closed the account; `declined`: an admin refused, with a reason the user is told. */
    status: text('status', { enum: ACCOUNT_DELETION_STATUSES }).notNull().default('pending'),
    decisionReason: text('decision_reason'),
    decidedBy: text('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('account_deletion_open_unique').on(t.userId).where(sql`${t.status} = 'pending'`)],
);

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
    /** The VAT registration and commercial registration numbers the shop declares; the admin verifies them. */
    vatNumber: text('vat_number').notNull().default(''),
    crNumber: text('cr_number').notNull().default(''),
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

/** A phone proven by a code; signup needs one from the last 15 minutes. */
export const phoneVerifications = pgTable('phone_verifications', {
  phone: text('phone').primaryKey(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
});
