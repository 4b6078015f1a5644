import { timingSafeEqual } from 'node:crypto';
import { sandboxCardOutcome } from '@gamesouq/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { hmac, randomDigits } from '../../lib/ids.js';
import type { GatewayPayment, PaymentProvider } from './provider.js';
import { PAYMENT_TASKS, queueJob } from './queue-job.js';
import { sandboxGatewayPayments, sandboxGatewayRefunds } from './tables.js';

export type SandboxPayment = typeof sandboxGatewayPayments.$inferSelect;
export type SandboxCard = { number: string; name: string; month: number; year: number; cvc: string };

/** How many wrong codes the confirmation step takes before the payment fails, as a bank's 3-D Secure page does. */
export const SANDBOX_CODE_ATTEMPTS = 3;
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export const sandboxSignature = (secret: string, rawBody: string) => `sha256=${hmac(secret, rawBody)}`;

function toGatewayPayment(row: SandboxPayment): GatewayPayment {
  return {
    id: row.id,
    ourPaymentId: row.id,
    status: row.status,
    amountHalalas: row.amountHalalas,
    currency: row.currency,
    refundedHalalas: row.refundedHalalas,
    message: row.message,
  };
}

export async function readSandboxPayment(db: DbOrTx, id: string) {
  const [row] = await db.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.id, id));
  return row ?? null;
}

/** Ends a payment still initiated with `status`, and queues its signed webhook; false when it had already ended. */
async function finish(db: Db, id: string, status: 'paid' | 'failed', message: string) {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(sandboxGatewayPayments)
      .set({ status, message, pendingCode: null, pendingOutcome: null, pendingMessage: null, updatedAt: sql`now()` })
      .where(and(eq(sandboxGatewayPayments.id, id), eq(sandboxGatewayPayments.status, 'initiated')))
      .returning({ id: sandboxGatewayPayments.id });
    if (ended.length === 0) return false;
    await queueJob(tx, PAYMENT_TASKS.sandboxWebhook, { gatewayPaymentId: id, type: status === 'paid' ? 'payment_paid' : 'payment_failed' });
    return true;
  });
}

function cardExpired({ month, year }: SandboxCard, now = new Date()) {
  const fullYear = year < 100 ? 2000 + year : year;
  return new Date(fullYear, month, 1).getTime() <= now.getTime();
}

/** Holds `outcome` behind a one-time code that the confirmation step shows (3-D Secure, STC Pay). */
async function awaitCode(db: Db, id: string, outcome: { status: 'paid' | 'failed'; message: string }) {
  const code = randomDigits(6);
  const held = await db
    .update(sandboxGatewayPayments)
    .set({ pendingCode: code, pendingOutcome: outcome.status, pendingMessage: outcome.message, codeAttempts: 0, updatedAt: sql`now()` })
    .where(and(eq(sandboxGatewayPayments.id, id), eq(sandboxGatewayPayments.status, 'initiated')))
    .returning({ id: sandboxGatewayPayments.id });
  return held.length > 0;
}

/**
 * The sandbox gateway of issue 15, inside the server: its payments live in its own table, its pages under
 * /pay/sandbox, and it answers like Moyasar's test environment (documented test cards, 3-D Secure, STC Pay codes).
 * Card numbers are looked at to decide the outcome and then forgotten.
 */
export function sandboxGateway(db: Db, { webhookSecret }: { webhookSecret: string }) {
  const provider: PaymentProvider = {
    name: 'sandbox',
    async create({ paymentId, amountHalalas, currency, method, description, callbackUrl, language }) {
      await db
        .insert(sandboxGatewayPayments)
        .values({ id: paymentId, amountHalalas, currency, method, description, callbackUrl, language })
        .onConflictDoNothing();
      return { gatewayPaymentId: paymentId, redirectUrl: `/pay/sandbox/${paymentId}` };
    },
    async fetch(gatewayPaymentId) {
      const row = await readSandboxPayment(db, gatewayPaymentId);
      return row ? toGatewayPayment(row) : null;
    },
    async refund(gatewayPaymentId, { amountHalalas, refundId }) {
      // The refund id is the key: a refund already recorded under it is answered, not made again.
      const row = await db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(sandboxGatewayPayments)
          .where(eq(sandboxGatewayPayments.id, gatewayPaymentId))
          .for('update');
        if (!locked) throw new Error(`The sandbox has no payment ${gatewayPaymentId}`);
        const [done] = await tx.select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.id, refundId));
        if (done) return locked;
        if (locked.status !== 'paid' && locked.status !== 'refunded') throw new Error('Only a paid payment can be refunded');
        if (locked.refundedHalalas + amountHalalas > locked.amountHalalas) throw new Error('The refund exceeds the payment');
        await tx.insert(sandboxGatewayRefunds).values({ id: refundId, paymentId: gatewayPaymentId, amountHalalas });
        const refundedHalalas = locked.refundedHalalas + amountHalalas;
        const [updated] = await tx
          .update(sandboxGatewayPayments)
          .set({ refundedHalalas, status: 'refunded', updatedAt: sql`now()` })
          .where(eq(sandboxGatewayPayments.id, gatewayPaymentId))
          .returning();
        await queueJob(tx, PAYMENT_TASKS.sandboxWebhook, { gatewayPaymentId, type: 'payment_refunded' });
        return updated!;
      });
      return toGatewayPayment(row);
    },
    readWebhook({ headers, rawBody }) {
      const given = headers[SANDBOX_SIGNATURE_HEADER];
      const expected = sandboxSignature(webhookSecret, rawBody);
      if (typeof given !== 'string' || given.length !== expected.length) return null;
      if (!timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return null;
      const body = JSON.parse(rawBody) as { data?: { id?: unknown } };
      const id = body.data?.id;
      return typeof id === 'string' ? { gatewayPaymentId: id, ourPaymentId: id } : null;
    },
  };

  return {
    provider,
    /** The card form: a test card's outcome, after its 3-D Secure step; an expired card fails at once. */
    async submitCard(id: string, card: SandboxCard) {
      if (cardExpired(card)) return finish(db, id, 'failed', 'DECLINED: EXPIRED CARD');
      const outcome = sandboxCardOutcome(card.number);
      return awaitCode(db, id, outcome.failsThreeDSecure ? { status: 'failed', message: outcome.message } : outcome);
    },
    /** STC Pay: the wallet sends a code to the phone (here: shows it), and the payment waits for it. */
    submitPhone(id: string) {
      return awaitCode(db, id, { status: 'paid', message: 'Paid' });
    },
    /** The 3-D Secure or STC Pay code: right → the held outcome; wrong three times → failed. */
    async confirmCode(id: string, code: string) {
      const row = await readSandboxPayment(db, id);
      if (row?.status !== 'initiated' || !row.pendingCode) return 'ended' as const;
      if (code.trim() === row.pendingCode) {
        await finish(db, id, row.pendingOutcome ?? 'failed', row.pendingMessage ?? '');
        return 'ended' as const;
      }
      const [counted] = await db
        .update(sandboxGatewayPayments)
        .set({ codeAttempts: sql`${sandboxGatewayPayments.codeAttempts} + 1` })
        .where(and(eq(sandboxGatewayPayments.id, id), eq(sandboxGatewayPayments.status, 'initiated')))
        .returning({ attempts: sandboxGatewayPayments.codeAttempts });
      if (counted && counted.attempts >= SANDBOX_CODE_ATTEMPTS) {
        await finish(db, id, 'failed', row.method === 'stcpay' ? 'Invalid OTP' : '3-D Secure transaction attempt failed');
        return 'ended' as const;
      }
      return 'wrong' as const;
    },
    /** Apple Pay's sheet confirmed with Face ID or Touch ID. */
    confirmApplePay: (id: string) => finish(db, id, 'paid', 'APPROVED'),
    cancel: (id: string) => finish(db, id, 'failed', 'Canceled by the payer'),
    /**
     * The spec's Add Funds card form, charged server to server as a gateway's API does for a saved card (no 3-D Secure
     * step): decided at once, and only once (a second charge of the same payment finds it ended).
     */
    async chargeCard(id: string, card: SandboxCard) {
      const outcome = cardExpired(card)
        ? { status: 'failed' as const, message: 'DECLINED: EXPIRED CARD' }
        : sandboxCardOutcome(card.number);
      await finish(db, id, outcome.status, outcome.message);
      return toGatewayPayment((await readSandboxPayment(db, id))!);
    },
    /** The webhook the sandbox sends for one of its payments, signed like Moyasar-style gateways sign theirs. */
    async webhookFor(gatewayPaymentId: string, type: string) {
      const row = await readSandboxPayment(db, gatewayPaymentId);
      if (!row) return null;
      const rawBody = JSON.stringify({
        id: `${gatewayPaymentId}:${type}`,
        type,
        created_at: new Date().toISOString(),
        data: toGatewayPayment(row),
      });
      return { rawBody, signature: sandboxSignature(webhookSecret, rawBody) };
    },
  };
}
export type SandboxGateway = ReturnType<typeof sandboxGateway>;
