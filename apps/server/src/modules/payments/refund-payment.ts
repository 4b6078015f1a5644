import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { platformAccount, post, userAccount } from '../wallet/index.js';
import { paymentSetupOf } from './payment-setup.js';
import { PAYMENT_TASKS, queueJob } from './queue-job.js';
import { paymentRefunds, payments } from './tables.js';

/**
 * Returns (part of) a paid payment to where it came from, in the caller's transaction: the amount leaves the payer's
 * available balance for the external account (the ledger leg), and a job asks the gateway to refund the card, outside
 * any transaction, keyed by the refund's id. Refunds of one payment never exceed it.
 */
export async function refundPayment(
  tx: Tx,
  { paymentId, amountHalalas, reason }: { paymentId: string; amountHalalas: number; reason: string },
) {
  if (!Number.isSafeInteger(amountHalalas) || amountHalalas <= 0) throw new Error('A refund is a positive number of halalas');
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment) throw new AppError('NOT_FOUND', 'errors.paymentNotFound');
  if (payment.status !== 'paid' && payment.status !== 'partially_refunded')
    throw new AppError('BAD_REQUEST', 'errors.refundExceedsPayment');
  const refundedHalalas = payment.refundedHalalas + amountHalalas;
  if (refundedHalalas > payment.amountHalalas) throw new AppError('BAD_REQUEST', 'errors.refundExceedsPayment');
  const refundId = newId();
  await post(tx, {
    kind: 'card_refund',
    userId: payment.userId,
    reference: refundId,
    description: reason || 'Refund to card',
    meta: { paymentId, method: payment.method },
    lines: [
      { account: userAccount(payment.userId, 'available'), amount: -amountHalalas },
      { account: platformAccount('external'), amount: amountHalalas },
    ],
  });
  await tx.insert(paymentRefunds).values({ id: refundId, paymentId, amountHalalas, reason });
  await tx
    .update(payments)
    .set({ refundedHalalas, status: refundedHalalas === payment.amountHalalas ? 'refunded' : 'partially_refunded' })
    .where(eq(payments.id, paymentId));
  // One queue per payment: its refunds reach the gateway one after the other.
  await queueJob(tx, PAYMENT_TASKS.refund, { refundId }, { jobKey: `refund:${refundId}`, queueName: `payment:${paymentId}` });
  return { refundId };
}

/** The job's half of a refund: asks the gateway (idempotent by refund id), then marks the refund done. */
export async function sendRefundToGateway(db: Db, refundId: string) {
  const { provider } = paymentSetupOf(db);
  const [refund] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
  if (!refund || refund.status === 'done') return;
  const [payment] = await db.select().from(payments).where(eq(payments.id, refund.paymentId));
  if (!payment?.gatewayPaymentId) throw new Error(`Payment ${refund.paymentId} has no gateway payment to refund`);
  const [{ done }] = (await db
    .select({ done: sql<number>`coalesce(sum(${paymentRefunds.amountHalalas}), 0)::bigint` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, payment.id), eq(paymentRefunds.status, 'done')))) as [{ done: number }];
  await provider.refund(payment.gatewayPaymentId, { amountHalalas: refund.amountHalalas, refundId, refundedBefore: Number(done) });
  await db
    .update(paymentRefunds)
    .set({ status: 'done', doneAt: sql`now()` })
    .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.status, 'pending')));
}
