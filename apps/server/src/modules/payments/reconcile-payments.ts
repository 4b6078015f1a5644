import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { expirePayment, settlePayment } from './settle-payment.js';
import { payments } from './tables.js';

/** A payment initiated this long ago without an answer is fetched from the gateway (a lost callback or webhook). */
export const CONFIRM_AFTER_SECONDS = 60;
/** A payment still initiated this long after it started was abandoned: it expires (checkout reservations are shorter). */
export const EXPIRE_AFTER_MINUTES = 30;
const BATCH = 100;

/**
 * The reconciling job: every payment still initiated after a minute is fetched again from the gateway and settled
 * (gateway timeouts, a crash between charge and settlement, lost webhooks); after 30 minutes it expires.
 */
export async function reconcilePayments(db: Db) {
  const due = await db
    .select({ id: payments.id, createdAt: payments.createdAt })
    .from(payments)
    .where(and(eq(payments.status, 'initiated'), lt(payments.createdAt, sql`now() - make_interval(secs => ${CONFIRM_AFTER_SECONDS})`)))
    .orderBy(payments.createdAt)
    .limit(BATCH);
  const counts = { paid: 0, failed: 0, expired: 0 };
  const expireBefore = Date.now() - EXPIRE_AFTER_MINUTES * 60_000;
  for (const { id, createdAt } of due) {
    const { outcome } = await settlePayment(db, id);
    if (outcome === 'paid') counts.paid += 1;
    else if (outcome === 'failed') counts.failed += 1;
    else if (outcome === 'pending' && createdAt.getTime() < expireBefore && (await expirePayment(db, id)) === 'failed') counts.expired += 1;
  }
  return counts;
}
