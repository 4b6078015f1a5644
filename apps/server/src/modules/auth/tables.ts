import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/index.js';

/** Rotating refresh tokens; a family is one sign-in, and reuse of a rotated token revokes the whole family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    isRememberMe: boolean('remember_me').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** One-time codes, stored as an HMAC; `target` is an E.164 phone or a lower-case e-mail. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: text('id').primaryKey(),
    target: text('target').notNull(),
    purpose: text('purpose', { enum: ['phone', 'recovery', 'two_factor'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    sessionId: text('session_id').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_codes_target_idx').on(t.target, t.purpose, t.createdAt)],
);

export const passwordResets = pgTable('password_resets', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A Google or Apple account linked to ours: its issuer's `sub` claim names it for good (ADR 030). */
export const socialLinks = pgTable(
  'social_links',
  {
    provider: text('provider', { enum: ['google', 'apple'] }).notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('social_links_user_idx').on(t.userId)],
);

/**
 * One Google or Apple sign-in under way: started with its state, PKCE verifier and nonce; once the callback has
 * verified the ID token it holds the proven account and the hash of the one-time ticket the browser finishes with.
 */
export const socialSignIns = pgTable('social_sign_ins', {
  state: text('state').primaryKey(),
  provider: text('provider', { enum: ['google', 'apple'] }).notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  subject: text('subject'),
  email: text('email'),
  name: text('name'),
  ticketHash: text('ticket_hash').unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
