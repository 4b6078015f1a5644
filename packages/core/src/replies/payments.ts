import { z } from 'zod';
import { PAYMENT_FAILURE_REASONS, PAYMENT_METHODS, PAYMENT_PURPOSES, PAYMENT_STATUSES } from '../rules/payments.js';

/** A payment through the gateway, as its payer sees it (amount in SAR). */
export const ZPaymentView = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number(),
  purpose: z.enum(PAYMENT_PURPOSES),
  /** What was paid for: the payer's own id for a deposit, the checkout's id for orders. */
  subjectId: z.string(),
  /** Where the browser finishes the payment, while it is `initiated`. */
  redirectUrl: z.string().optional(),
  /** The gateway's reason for a failure, or the key `payments.confirming` while a gateway answer is awaited. */
  message: z.string().optional(),
  /** A failed payment's reason as a key the screens translate (the gateway's own words stay in `message`). */
  failureReason: z.enum(PAYMENT_FAILURE_REASONS).optional(),
});
export type TPaymentView = z.output<typeof ZPaymentView>;

export const ZPaymentReply = z.object({ success: z.literal(true), payment: ZPaymentView });
export type TPaymentReply = z.output<typeof ZPaymentReply>;

/** A payment started: send the browser to `redirectUrl`; it comes back to the return path with `?payment=<paymentId>`. */
export const ZPaymentStartedReply = z.object({ success: z.literal(true), paymentId: z.string(), redirectUrl: z.string() });
export type TPaymentStartedReply = z.output<typeof ZPaymentStartedReply>;
