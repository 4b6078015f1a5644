import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { newId } from '../../lib/ids.js';
import type { DomainEvent } from './event-types.js';

/** The queue task that hands a recorded event to its subscribers. */
export const DELIVER_EVENT_TASK = 'domain_event';

/**
 * Records `event` in the caller's transaction as a job of the queue (its job table is the outbox): the event exists
 * exactly when the change that caused it commits. Returns its id.
 */
export async function recordEvent(tx: DbOrTx, event: DomainEvent) {
  const id = newId();
  await tx.execute(sql`select graphile_worker.add_job(${DELIVER_EVENT_TASK}, ${JSON.stringify({ ...event, id })}::json, job_key => ${id})`);
  return id;
}
