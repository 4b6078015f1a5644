import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { settlePayment } from '../payments/index.js';
import { closeCheckout } from './reservations.js';
import { checkoutPayments } from './tables.js';

const BATCH = 50;
const overdue = and(eq(checkoutPayments.status, 'awaiting'), lte(checkoutPayments.expiresAt, sql`now()`));

/**
 * Releases the reservations of checkouts whose payment did not arrive in time: stock back on sale, the wallet part
 * back, the buyer told. The gateway is asked first, so that a payment made in time whose webhook was lost still
 * places its orders; a payment that completes after this is refunded by the settled handler.
 */
export async function expireCheckouts(db: Db, log: (line: string) => void = () => {}) {
  const pending = await db
    .select({ paymentId: checkoutPayments.paymentId })
    .from(checkoutPayments)
    .where(and(overdue, isNotNull(checkoutPayments.paymentId)))
    .limit(BATCH);
  for (const { paymentId } of pending) {
    try {
      await settlePayment(db, paymentId!);
    } catch (error) {
      // The gateway unreachable: the reservation still ends; a payment that did go through is refunded when it settles.
      log(`[checkouts] could not fetch payment ${paymentId}: ${(error as Error).message}`);
    }
  }
  const expired: string[] = [];
  for (;;) {
    const batch = await inTransaction(db, async (tx) => {
      const due = await tx.select().from(checkoutPayments).where(overdue).limit(BATCH).for('update', { skipLocked: true });
      for (const checkout of due) {
        await closeCheckout(tx, { checkout, status: 'expired', reason: 'The payment was not completed in time' });
      }
      return due.map((checkout) => checkout.id);
    });
    expired.push(...batch);
    if (batch.length < BATCH) return expired;
  }
}
