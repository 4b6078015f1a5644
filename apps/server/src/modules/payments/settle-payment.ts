import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { platformAccount, post, userAccount } from '../wallet/index.js';
import { failedHandlerOf, type PaymentHandler, settledHandlerOf } from './payment-handlers.js';
import { paymentSetupOf } from './payment-setup.js';
import { type GatewayPayment, GatewayUnavailableError } from './provider.js';
import { type PaymentRow, payments } from './tables.js';

/**
 * What `settlePayment` found: `paid`/`failed` (now or earlier), `pending` (the gateway has no final answer yet),
 * `unavailable` (the gateway did not answer), `mismatch` (the gateway's payment is not this payment: nothing moved).
 */
export type SettleOutcome = 'paid' | 'failed' | 'pending' | 'unavailable' | 'mismatch' | 'unknown';

const PAID = new Set<GatewayPayment['status']>(['paid', 'captured']);
const FAILED = new Set<GatewayPayment['status']>(['failed', 'voided']);

async function readPayment(db: Db, paymentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row ?? null;
}

/**
 * A purpose's handler, in a savepoint: when it throws, its own changes are undone but the payment's outcome stands (a
 * verified payment stays credited to the payer's wallet, where it can be spent or withdrawn), and it is logged.
 */
async function runHandler(tx: Tx, handler: PaymentHandler | undefined, payment: PaymentRow, log: { warn(message: string): void }) {
  if (!handler) return;
  try {
    await tx.transaction((savepoint) => handler(savepoint, payment));
  } catch (error) {
    log.warn(`[payments] the ${payment.purpose} handler of payment ${payment.id} failed (${(error as Error).message}); the payment stands`);
  }
}

const SETTLEABLE: PaymentRow['status'][] = ['initiated', 'expired'];

const outcomeOf = (status: PaymentRow['status']): SettleOutcome =>
  status === 'initiated' ? 'pending' : status === 'failed' || status === 'expired' ? 'failed' : 'paid';

/**
 * Settles a payment from the gateway's own record, exactly once: the callback, the webhook, the payer's status polls and
 * the reconciling job may all call it, at once and again. The gateway's payment must be this payment (our id), with
 * the same amount and currency, or nothing moves. Then, with the payment row locked, a payment still `initiated`
 * becomes `paid` (its money enters the payer's available balance and the purpose's handler moves it on) or `failed`.
 * `gatewayPaymentId` is what a callback or webhook names, for gateways whose id we learn only then.
 */
export async function settlePayment(
  db: Db,
  paymentId: string,
  { gatewayPaymentId }: { gatewayPaymentId?: string } = {},
): Promise<{ payment: PaymentRow | null; outcome: SettleOutcome }> {
  const { provider, log } = paymentSetupOf(db);
  const payment = await readPayment(db, paymentId);
  if (!payment) return { payment: null, outcome: 'unknown' };
  // An expired payment is still looked at: a payer who finished on the gateway's page late has paid, and is credited.
  if (!SETTLEABLE.includes(payment.status)) return { payment, outcome: outcomeOf(payment.status) };
  const gatewayId = payment.gatewayPaymentId ?? gatewayPaymentId;
  if (!gatewayId || payment.provider !== provider.name) return { payment, outcome: 'pending' };

  let gateway: GatewayPayment | null;
  try {
    gateway = await provider.fetch(gatewayId);
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
    log.warn(`[payments] gateway did not answer for payment ${paymentId}; it stays initiated and is fetched again`);
    return { payment, outcome: 'unavailable' };
  }
  if (!gateway) return { payment, outcome: outcomeOf(payment.status) };
  if (gateway.ourPaymentId !== payment.id || gateway.amountHalalas !== payment.amountHalalas || gateway.currency !== payment.currency) {
    log.warn(
      `[payments] gateway payment ${gateway.id} does not match payment ${paymentId}: ` +
        `ours ${payment.amountHalalas} ${payment.currency}, gateway's ${gateway.amountHalalas} ${gateway.currency} for ${gateway.ourPaymentId}`,
    );
    return { payment, outcome: 'mismatch' };
  }
  const paid = PAID.has(gateway.status);
  if (!paid && (!FAILED.has(gateway.status) || payment.status === 'expired')) return { payment, outcome: outcomeOf(payment.status) };

  const settled = await inTransaction(db, async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!locked || !SETTLEABLE.includes(locked.status) || (!paid && locked.status === 'expired')) return locked!;
    const [updated] = await tx
      .update(payments)
      .set({
        status: paid ? 'paid' : 'failed',
        gatewayPaymentId: gateway.id,
        failureMessage: paid ? null : gateway.message,
        settledAt: sql`now()`,
      })
      .where(eq(payments.id, paymentId))
      .returning();
    if (paid) {
      await post(tx, {
        kind: updated!.purpose === 'deposit' ? 'deposit' : 'card_payment',
        userId: updated!.userId,
        reference: updated!.id,
        description: updated!.description || (updated!.purpose === 'deposit' ? 'Wallet top-up' : 'Card payment'),
        meta: { paymentId: updated!.id, method: updated!.method, gatewayPaymentId: gateway.id },
        lines: [
          { account: platformAccount('external'), amount: -updated!.amountHalalas },
          { account: userAccount(updated!.userId, 'available'), amount: updated!.amountHalalas },
        ],
      });
      await runHandler(tx, settledHandlerOf(updated!.purpose), updated!, log);
    } else {
      await runHandler(tx, failedHandlerOf(updated!.purpose), updated!, log);
    }
    return updated!;
  });
  return { payment: settled, outcome: outcomeOf(settled.status) };
}

/**
 * Gives up on a payment that the gateway never finished (abandoned page, gateway never answering): `expired`, and the
 * purpose's failed handler runs, once. A payment that the gateway reports paid is settled instead.
 */
export async function expirePayment(db: Db, paymentId: string) {
  const { payment, outcome } = await settlePayment(db, paymentId);
  if (!payment || outcome !== 'pending') return outcome;
  await inTransaction(db, async (tx) => {
    const [expired] = await tx
      .update(payments)
      .set({ status: 'expired', settledAt: sql`now()` })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'initiated')))
      .returning();
    if (expired) await runHandler(tx, failedHandlerOf(expired.purpose), expired, paymentSetupOf(db).log);
  });
  return 'failed' as const;
}
