import { PAYMENT_METHODS, PAYMENT_PURPOSES, PAYMENT_STATUSES } from '@gamesouq/core';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/index.js';

export const PAYMENT_PROVIDERS = ['sandbox', 'moyasar'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * A payment through the gateway (issue 15): created `initiated` before the gateway is called, settled exactly once when
 * the gateway's own record says paid with the same amount and currency. `gatewayPaymentId` is the gateway's id.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
    subjectId: text('subject_id').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    amountHalalas: bigint('amount_halalas', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('SAR'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('initiated'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    gatewayPaymentId: text('gateway_payment_id'),
    /** Where the gateway's page is, while the payment is initiated. */
    redirectUrl: text('redirect_url'),
    description: text('description').notNull().default(''),
    returnPath: text('return_path').notNull(),
    language: text('language', { enum: ['ar', 'en'] })
      .notNull()
      .default('en'),
    /** The gateway's reason, for a failed payment. */
    failureMessage: text('failure_message'),
    refundedHalalas: bigint('refunded_halalas', { mode: 'number' }).notNull().default(0),
    /** A client's Idempotency-Key (hashed with the payer and the route): the same key starts one payment. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_gateway_payment_idx').on(t.provider, t.gatewayPaymentId),
    uniqueIndex('payments_idempotency_key_idx').on(t.idempotencyKey),
    index('payments_status_idx').on(t.status, t.createdAt),
    index('payments_subject_idx').on(t.purpose, t.subjectId),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

export const REFUND_STATUSES = ['pending', 'done'] as const;

/** A refund of (part of) a payment: the ledger leg is posted with the row, the gateway is asked by a job. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    amountHalalas: bigint('amount_halalas', { mode: 'number' }).notNull(),
    reason: text('reason').notNull().default(''),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [index('payment_refunds_payment_idx').on(t.paymentId)],
);

export const SANDBOX_GATEWAY_STATUSES = ['initiated', 'paid', 'failed', 'refunded'] as const;

/**
 * The sandbox gateway's own books (what Moyasar keeps on its side): its payments with their status, never any card
 * data. A payment waiting for its 3-D Secure or STC Pay code holds the outcome decided when the card or phone was given.
 */
export const sandboxGatewayPayments = pgTable('sandbox_gateway_payments', {
  id: text('id').primaryKey(),
  amountHalalas: bigint('amount_halalas', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  method: text('method', { enum: PAYMENT_METHODS }).notNull(),
  description: text('description').notNull().default(''),
  callbackUrl: text('callback_url').notNull(),
  language: text('language', { enum: ['ar', 'en'] })
    .notNull()
    .default('en'),
  status: text('status', { enum: SANDBOX_GATEWAY_STATUSES }).notNull().default('initiated'),
  message: text('message'),
  /** The one-time code the confirmation step shows and expects, while one is pending. */
  pendingCode: text('pending_code'),
  pendingOutcome: text('pending_outcome', { enum: ['paid', 'failed'] }),
  pendingMessage: text('pending_message'),
  codeAttempts: integer('code_attempts').notNull().default(0),
  refundedHalalas: bigint('refunded_halalas', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox gateway's refunds, by the refund id we send (the key that makes a repeated refund call harmless). */
export const sandboxGatewayRefunds = pgTable('sandbox_gateway_refunds', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id')
    .notNull()
    .references(() => sandboxGatewayPayments.id),
  amountHalalas: bigint('amount_halalas', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
