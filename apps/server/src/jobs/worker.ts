import { type AddJobFunction, run, type TaskList } from 'graphile-worker';
import type { Db } from '../db/client.js';
import { queueLogger } from './queue-logger.js';

/**
 * The job queue's worker in this server process, on the server's own pool: woken by LISTEN/NOTIFY when a job is added,
 * retrying a failed job with exponential backoff. `crontab` lines are run once per tick across all instances.
 */
export async function startWorker(db: Db, { tasks, crontab, log }: { tasks: TaskList; crontab?: string; log: (line: string) => void }) {
  const runner = await run({
    pgPool: db.$client,
    taskList: tasks,
    crontab: crontab ?? '',
    concurrency: 2,
    // The server stops the worker itself (app.close), after in-flight requests.
    noHandleSignals: true,
    logger: queueLogger(log),
  });
  const addJob: AddJobFunction = (identifier, payload, spec) => runner.addJob(identifier, payload, spec);
  return { stop: () => runner.stop(), addJob };
}
