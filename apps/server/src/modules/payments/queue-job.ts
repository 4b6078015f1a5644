import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

export const PAYMENT_TASKS = {
  refund: 'payment_refund',
  sandboxWebhook: 'sandbox_webhook',
  reconcile: 'reconcile_payments',
} as const;

/** Adds a job in the caller's transaction (or alone): it exists exactly when the change that needs it commits. */
export async function queueJob(
  db: DbOrTx,
  task: string,
  payload: Record<string, unknown>,
  { jobKey, queueName, runAt }: { jobKey?: string; queueName?: string; runAt?: Date } = {},
) {
  await db.execute(
    sql`select graphile_worker.add_job(${task}, ${JSON.stringify(payload)}::json, job_key => ${jobKey ?? null},
      queue_name => ${queueName ?? null}, run_at => ${runAt?.toISOString() ?? null}::timestamptz)`,
  );
}
