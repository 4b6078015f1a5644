import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pageWindow, preparedQuery } from '../../db/prepared-query.js';
import { DELIVER_EVENT_TASK, whenEventsRecorded } from './record-event.js';
import { eventOutbox } from './tables.js';

/** The most events one statement moves into the queue. */
const BATCH = 500;
/**
 * How long after this process records an event, or after a look that moved some, the relay looks again: a few
 * milliseconds of latency buys batches under load. A look that finds nothing waits twice as long as the last one.
 */
const SOON_MS = 5;
/** The longest wait: how soon events of another process, or of one that stopped before moving them, leave. */
const IDLE_MS = 1_000;

/**
 * Moves up to BATCH of the oldest recorded events into the job queue, in one statement and with one queue
 * notification (ADR 060); returns how many. Relays of several processes take disjoint events, and an event leaves the
 * outbox in the statement that queues it, so its job needs no key to be queued once.
 */
async function relayEvents(db: Db) {
  const rows = await preparedQuery<{ moved: number }>(
    db,
    sql`
    with taken as (
      delete from ${eventOutbox}
      where seq in (select seq from ${eventOutbox} order by seq ${pageWindow(BATCH)} for update skip locked)
      returning event
    ), batch as (
      select array_agg(row(${DELIVER_EVENT_TASK}::text, event, null, null, null, null, null, null)::graphile_worker.job_spec) as specs
      from taken
    )
    select (select count(*) from graphile_worker.add_jobs(specs))::int as moved from batch where specs is not null`,
  );
  return rows[0]?.moved ?? 0;
}

/**
 * Runs this process's relay until `stop()`: it looks soon after the process records an event (the event is visible
 * once the transaction that recorded it commits, which the relay cannot see, hence the growing waits) and at least
 * once a second.
 */
export function startEventRelay(db: Db, log: (line: string) => void) {
  let wait = SOON_MS;
  let timer: NodeJS.Timeout | undefined;
  let looking: Promise<void> | undefined;
  let stopped = false;
  /** Whether this process recorded an event since the current look began. */
  let recorded = false;

  const schedule = () => {
    if (stopped || looking || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      looking = look();
    }, wait);
    timer.unref();
  };
  const look = async () => {
    recorded = false;
    let moved = 0;
    try {
      for (let last = BATCH; last === BATCH && !stopped; moved += last) last = await relayEvents(db);
    } catch (error) {
      log(`[events] the relay failed, it will try again: ${(error as Error).message}`);
    }
    wait = moved > 0 || recorded ? SOON_MS : Math.min(wait * 2, IDLE_MS);
    looking = undefined;
    schedule();
  };
  const stopListening = whenEventsRecorded(() => {
    recorded = true;
    wait = SOON_MS;
    clearTimeout(timer);
    timer = undefined;
    schedule();
  });
  schedule();

  return {
    async stop() {
      stopped = true;
      stopListening();
      clearTimeout(timer);
      await looking;
    },
  };
}
