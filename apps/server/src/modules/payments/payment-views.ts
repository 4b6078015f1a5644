import { halalasToSar, paymentFailureReason, type TPaymentView } from '@gamesouq/core';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type PaymentRow, payments } from './tables.js';

export function paymentView(row: PaymentRow): TPaymentView {
  return {
    id: row.id,
    status: row.status,
    method: row.method,
    amount: halalasToSar(row.amountHalalas),
    purpose: row.purpose,
    subjectId: row.subjectId,
    ...(row.status === 'initiated' && row.redirectUrl ? { redirectUrl: row.redirectUrl } : {}),
    ...(row.failureMessage ? { message: row.failureMessage } : {}),
    ...(row.status === 'failed' ? { failureReason: paymentFailureReason(row.failureMessage) } : {}),
  };
}

/** The payer's own payment, or null (another user's payment is as unknown as a missing one). */
export async function ownPayment(db: DbOrTx, { paymentId, userId }: { paymentId: string; userId: string }) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  return row ?? null;
}

/** The payment a gateway's webhook names: by the id we gave it, else by the gateway's own id. */
export async function paymentOfGateway(
  db: DbOrTx,
  { provider, gatewayPaymentId, ourPaymentId }: { provider: PaymentRow['provider']; gatewayPaymentId: string; ourPaymentId: string | null },
) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      ourPaymentId
        ? and(eq(payments.id, ourPaymentId), eq(payments.provider, provider))
        : and(eq(payments.gatewayPaymentId, gatewayPaymentId), eq(payments.provider, provider)),
    );
  return row ?? null;
}

export async function paymentById(db: DbOrTx, paymentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row ?? null;
}

/** The return path of a payment, for the callback's redirect (no owner check: the path and id are not secrets). */
export async function returnPathOf(db: DbOrTx, paymentId: string) {
  const [row] = await db.select({ returnPath: payments.returnPath }).from(payments).where(eq(payments.id, paymentId));
  return row?.returnPath ?? null;
}
