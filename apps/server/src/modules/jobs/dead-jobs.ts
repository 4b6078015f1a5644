import type { TDeadJobView } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';

type Row = {
  id: string;
  task_identifier: string;
  payload_type: string | null;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  updated_at: Date;
};

/** The jobs of the queue that used all their attempts, newest failure first: the dead letters admins look at. */
export async function listDeadJobs(db: Db): Promise<TDeadJobView[]> {
  const { rows } = await db.execute(sql`
    select j.id::text as id, j.task_identifier, p.payload->>'type' as payload_type, j.attempts, j.last_error, j.created_at, j.updated_at
    from graphile_worker.jobs j join graphile_worker._private_jobs p on p.id = j.id
    where j.attempts >= j.max_attempts and j.locked_at is null
    order by j.updated_at desc
    limit 200`);
  return (rows as Row[]).map((row) => ({
    id: row.id,
    task: row.task_identifier,
    eventType: row.payload_type,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: new Date(row.created_at).toISOString(),
    failedAt: new Date(row.updated_at).toISOString(),
  }));
}

/** Gives a dead job a fresh set of attempts, due now (its subscribers are idempotent, so a rerun is safe). */
export async function retryDeadJob(db: Db, id: string) {
  if (!/^\d{1,18}$/.test(id)) throw new AppError('NOT_FOUND');
  const { rows } = await db.execute(
    sql`select 1 from graphile_worker.jobs where id = ${id}::bigint and attempts >= max_attempts and locked_at is null`,
  );
  if (rows.length === 0) throw new AppError('NOT_FOUND');
  await db.execute(sql`select graphile_worker.reschedule_jobs(array[${id}::bigint], run_at => now(), attempts => 0)`);
}
