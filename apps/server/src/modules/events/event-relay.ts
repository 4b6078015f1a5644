import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pageWindow, preparedQuery } from '../../db/prepared-query.js';
import { DELIVER_EVENT_TASK, whenEventsRecorded } from './record-event.js';
import { eventOutbox } from './tables.js';

/** The most events one statement moves into the queue. */
const BATCH = 500;
/**
 * How soon the relay looks after this process records an event while it is quiet: the event is visible once its
 * transaction commits, which the relay cannot see, so a look that finds nothing waits twice as long as the last one.
 */
const FIRST_MS = 1;
/** How soon it looks again after a look that moved events: under load, a few milliseconds of latency buy batches. */
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
 * Runs this process's relay until `stop()`: it looks soon after the process records an event, often while events keep
 * coming, and at least once a second. A new event may bring the next look forward, never put it off.
 */
export function startEventRelay(db: Db, log: (line: string) => void) {
  let wait = FIRST_MS;
  let timer: NodeJS.Timeout | undefined;
  let dueAt = 0;
  let looking: Promise<void> | undefined;
  let stopped = false;
  /** Whether the last look moved events: events are coming, and the next look waits SOON_MS for a batch. */
  let isBusy = false;
  /** Whether this process recorded an event since the current look began. */
  let recorded = false;

  const schedule = (delay: number) => {
    if (stopped || looking) return;
    if (timer && dueAt <= Date.now() + delay) return;
    clearTimeout(timer);
    dueAt = Date.now() + delay;
    timer = setTimeout(() => {
      timer = undefined;
      looking = look();
    }, delay);
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
    isBusy = moved > 0;
    wait = isBusy ? SOON_MS : recorded ? FIRST_MS : Math.min(wait * 2, IDLE_MS);
    looking = undefined;
    schedule(wait);
  };
  const stopListening = whenEventsRecorded(() => {
    recorded = true;
    if (isBusy) return schedule(SOON_MS);
    wait = FIRST_MS;
    schedule(FIRST_MS);
  });
  schedule(wait);

  return {
    async stop() {
      stopped = true;
      stopListening();
      clearTimeout(timer);
      await looking;
    },
  };
}
