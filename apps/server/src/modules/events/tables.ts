import { bigint, json, pgTable } from 'drizzle-orm/pg-core';

/**
 * Events recorded by committed changes and not yet handed to the job queue (ADR 060). A row lives milliseconds: the
 * relay moves it into the queue, in batches.
 */
export const eventOutbox = pgTable('event_outbox', {
  seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** The event with its id, as its `domain_event` job's payload. */
  event: json('event').notNull(),
});
