import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { refundPayment } from '../payments/index.js';
import { checkoutPayments, type orders } from './tables.js';

/**
 * Refunds return money where it came from (issue 15): after a refund of `amount` reached the buyer's available
 * balance, the part of it the order's card or wallet method paid goes back to that method through the gateway; the
 * wallet part stays in the wallet. The method's share is refunded first.
 */
export async function refundToMethod(
  tx: Tx,
  { order, amount, reason }: { order: typeof orders.$inferSelect; amount: number; reason: string },
) {
  const part = Math.min(amount, order.paidByMethod);
  if (part <= 0) return;
  const [checkout] = await tx
    .select({ paymentId: checkoutPayments.paymentId })
    .from(checkoutPayments)
    .where(eq(checkoutPayments.id, order.checkoutId));
  if (!checkout?.paymentId) return;
  await refundPayment(tx, { paymentId: checkout.paymentId, amountHalalas: part, reason });
}
