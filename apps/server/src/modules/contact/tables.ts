import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/index.js';

export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  userId: text('user_id'),
  /** Set when an admin has dealt with the message; null while it is new. */
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: text('handled_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
