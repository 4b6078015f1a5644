import type { PaymentMethod, PaymentPurpose } from '@gamesouq/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { paymentSetupOf } from './payment-setup.js';
import { GatewayUnavailableError } from './provider.js';
import { type PaymentProviderName, payments } from './tables.js';

export type StartPayment = {
  userId: string;
  purpose: PaymentPurpose;
  subjectId: string;
  amountHalalas: number;
  method: PaymentMethod;
  description: string;
  /** A web path; the browser comes back to `<returnPath>?payment=<paymentId>`. */
  returnPath: string;
  language: 'ar' | 'en';
  /** Makes a repeated start (same key) answer the first payment instead of making another. */
  idempotencyKey?: string;
};

/** The `initiated` row of a payment; with an idempotency key already used, the first payment (same details only). */
export async function insertPayment(db: DbOrTx, start: StartPayment & { provider: PaymentProviderName }) {
  const [inserted] = await db
    .insert(payments)
    .values({ id: newId(), ...start, idempotencyKey: start.idempotencyKey ?? null })
    .onConflictDoNothing({ target: payments.idempotencyKey })
    .returning();
  if (inserted) return inserted;
  const [first] = await db
    .select()
    .from(payments)
    .where(eq(payments.idempotencyKey, start.idempotencyKey ?? ''));
  if (!first) throw new Error('A payment with this key vanished');
  const same =
    first.userId === start.userId &&
    first.amountHalalas === start.amountHalalas &&
    first.method === start.method &&
    first.subjectId === start.subjectId;
  if (!same) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return first;
}

export const callbackPathOf = (paymentId: string) => `/api/payments/${paymentId}/callback`;

/**
 * Starts a payment: the `initiated` row first (committed on its own), then the gateway is asked, outside any ledger
 * transaction; answers where to send the browser. Nothing moves until `settlePayment` verifies the gateway's answer.
 */
export async function startPayment(db: Db, start: StartPayment): Promise<{ paymentId: string; redirectUrl: string }> {
  const { provider, publicUrl } = paymentSetupOf(db);
  if (!Number.isSafeInteger(start.amountHalalas) || start.amountHalalas <= 0) throw new Error('A payment is a positive number of halalas');
  const payment = await insertPayment(db, { ...start, provider: provider.name });
  if (payment.redirectUrl) return { paymentId: payment.id, redirectUrl: payment.redirectUrl };
  try {
    const created = await provider.create({
      paymentId: payment.id,
      amountHalalas: payment.amountHalalas,
      currency: payment.currency,
      method: payment.method,
      description: payment.description,
      callbackUrl: `${publicUrl}${callbackPathOf(payment.id)}`,
      language: payment.language,
    });
    await db
      .update(payments)
      .set({ gatewayPaymentId: created.gatewayPaymentId, redirectUrl: created.redirectUrl })
      .where(and(eq(payments.id, payment.id), isNull(payments.redirectUrl)));
    return { paymentId: payment.id, redirectUrl: created.redirectUrl };
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
    throw error;
  }
}
