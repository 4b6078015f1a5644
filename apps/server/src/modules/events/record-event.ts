import { type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared-query.js';
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

const recordStatement = preparedStatement(() => sql`insert into ${eventOutbox} (event) values (${sql.placeholder('event')}::json)`);

/**
 * Records `event` in the caller's transaction, in the outbox (ADR 009, 060): the event exists exactly when the change
 * that caused it commits. Returns its id.
 */
export async function recordEvent(tx: DbOrTx, event: DomainEvent) {
  const id = newId();
  await recordStatement(tx, { event: JSON.stringify({ ...event, id }) });
  recorded();
  return id;
}

/**
 * `events` as the JSON value `recordEventsSql` reads, each with its id. The relay is told now, as the statement that
 * records them is about to run: it looks again until that statement's transaction has committed.
 */
export function eventRows(events: DomainEvent[]) {
  if (events.length) recorded();
  return JSON.stringify(events.map((event) => ({ ...event, id: newId() })));
}

/**
 * A CTE named `recorded_events` that records the events of `rows` (a JSON value of `eventRows`), for a caller that
 * writes them in the same statement as the change that causes them (a data-modifying CTE runs once, whether or not the
 * statement reads it). The text is the same whatever the events (ADR 064).
 */
export const recordEventsSql = (rows: SQLWrapper) =>
  sql`recorded_events as (insert into ${eventOutbox} (event) select event from json_array_elements(${rows}::json) event)`;
