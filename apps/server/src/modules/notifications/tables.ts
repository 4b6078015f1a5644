import { NOTIFICATION_TYPES } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/index.js';

export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** Where a click leads: orderId, chatId or productId, and sender details for chat. */
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    /** `<event id>:<recipient>` for a notification an event caused: a second delivery of the event stores nothing. */
    eventKey: text('event_key').unique(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the notification mailer took it (to send by e-mail or SMS, as the user's preferences say); null until then. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unmailed_idx').on(t.createdAt).where(sql`${t.mailedAt} is null`),
  ],
);

/**
 * The browsers a user let us push to (Web Push, ADR 036): one row per device, found again by its push service
 * endpoint; deleted when the push service says it is gone (404/410) or the user turns push off on that device.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url): each push is encrypted to them (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
