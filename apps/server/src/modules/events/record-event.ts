import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { newId } from '../../lib/ids.js';
import type { DomainEvent } from './event-types.js';

/** The queue task that hands a recorded event to its subscribers. */
export const DELIVER_EVENT_TASK = 'domain_event';

/**
 * The queue call that records `event` (its job table is the outbox), as an expression for a caller that writes the
 * event in the same statement as the change that causes it; the statement must evaluate it exactly once.
 */
export function eventJobSql(event: DomainEvent) {
  const id = newId();
  return { id, sql: sql`graphile_worker.add_job(${DELIVER_EVENT_TASK}, ${JSON.stringify({ ...event, id })}::json, job_key => ${id})` };
}

/**
 * Records `event` in the caller's transaction as a job of the queue: the event exists exactly when the change that
 * caused it commits. Returns its id.
 */
export async function recordEvent(tx: DbOrTx, event: DomainEvent) {
  const job = eventJobSql(event);
  await tx.execute(sql`select ${job.sql}`);
  return job.id;
}
