import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { notifications, pushSubscriptions } from './tables.js';

/** The queue task that sends one stored notification to its user's devices (send-push.ts). */
export const WEB_PUSH_TASK = 'web_push';

/**
 * Queues a push of each of these stored notifications whose user has a device subscribed, in the caller's
 * transaction (so a push leaves exactly when its notification is committed); the job key makes a second call a no-op.
 */
export async function queueWebPush(db: DbOrTx, notificationIds: string[]) {
  if (notificationIds.length === 0) return;
  await db.execute(sql`
    select graphile_worker.add_job(${WEB_PUSH_TASK}, json_build_object('notificationId', ${notifications.id}),
      job_key => 'web_push:' || ${notifications.id})
    from ${notifications}
    where ${inArray(notifications.id, notificationIds)}
      and exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${notifications.userId})`);
}
