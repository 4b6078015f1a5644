import { IDENTITY_VERIFICATION_STATUSES } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sellerRequests, users } from '../users/index.js';

/**
 * Every attempt of a user to prove their identity with the identity provider (ADR 041), kept as the record of who
 * was verified, by which provider and transaction, and when. The ID number is kept only while the request waits for
 * the provider (which asks for it with every status question) and erased once it is answered; what stays is its keyed
 * hash (so that one ID verifies one account) and its last four digits (for the user to recognise it).
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** HMAC-SHA256 of the ID number with the server's secret. */
    nationalIdHash: text('national_id_hash').notNull(),
    idLastDigits: text('id_last_digits').notNull(),
    /** The ID number while the request is pending; null once answered. */
    pendingNationalId: text('pending_national_id'),
    /** The provider's transaction id (Nafath's transId). */
    transactionId: text('transaction_id').notNull(),
    /** The number the user must pick in the provider's app. */
    number: text('number').notNull(),
    status: text('status', { enum: IDENTITY_VERIFICATION_STATUSES }).notNull().default('pending'),
    /** The name the provider holds for the ID, once approved. */
    verifiedName: text('verified_name'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('identity_verifications_user_idx').on(t.userId, t.createdAt),
    // One ID number proves one account.
    uniqueIndex('identity_verifications_one_account_per_id').on(t.nationalIdHash).where(sql`${t.status} = 'approved'`),
  ],
);

export type IdentityVerificationRow = typeof identityVerifications.$inferSelect;

/** What the commercial-registration provider said of a shop request's CR number, for the admin who reviews it. */
export type CrCheckResult = {
  /** `active`, `expired` (or otherwise not in force), or `not_found`. */
  status: 'active' | 'expired' | 'not_found';
  crNumber: string;
  name: string | null;
  owners: string[];
  /** Whether the registered name matches the store name the request gives. */
  nameMatches: boolean;
};

/** The CR check of each shop request, made once when an admin first looks at it (or asks again). */
export const crChecks = pgTable('cr_checks', {
  sellerRequestId: text('seller_request_id')
    .primaryKey()
    .references(() => sellerRequests.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  result: jsonb('result').$type<CrCheckResult>().notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});
