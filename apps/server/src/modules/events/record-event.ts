import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { newId } from '../../lib/ids.js';
import type { DomainEvent } from './event-types.js';
import { eventOutbox } from './tables.js';

/** The queue task that hands a recorded event to its subscribers. */
export const DELIVER_EVENT_TASK = 'domain_event';

const listeners = new Set<() => void>();

/** Calls `listener` each time this process records an event, so that its relay looks for it once it is committed. */
export function whenEventsRecorded(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const recorded = () => {
  for (const listener of listeners) listener();
};

const rowOf = (event: DomainEvent, id = newId()) => sql`(${JSON.stringify({ ...event, id })}::json)`;

/**
 * Records `event` in the caller's transaction, in the outbox (ADR 009, 060): the event exists exactly when the change
 * that caused it commits. Returns its id.
 */
export async function recordEvent(tx: DbOrTx, event: DomainEvent) {
  const id = newId();
  await tx.execute(sql`insert into ${eventOutbox} (event) values ${rowOf(event, id)}`);
  recorded();
  return id;
}

/**
 * A CTE named `recorded_events` that records `events`, for a caller that writes them in the same statement as the
 * change that causes them (a data-modifying CTE runs once, whether or not the statement reads it). The relay is told
 * now: it looks again until the statement's transaction has committed.
 */
export function recordEventsSql(events: DomainEvent[]) {
  recorded();
  return sql`recorded_events as (insert into ${eventOutbox} (event) values ${sql.join(
    events.map((event) => rowOf(event)),
    sql`, `,
  )})`;
}
