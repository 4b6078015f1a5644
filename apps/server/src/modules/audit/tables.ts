import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/index.js';

/** Every change an admin makes: who, what, on which record, when, and the record before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    adminId: text('admin_id')
      .notNull()
      .references(() => users.id),
    /** What was done, as `area.verb` (`ads.approve`) or, for calls without a name, the method and route. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    ip: text('ip'),
    /** The request's id in the server's log, to follow the action there. */
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    // The safety net looks up whether a request's service noted its change.
    index('audit_log_request_idx').on(t.requestId),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
