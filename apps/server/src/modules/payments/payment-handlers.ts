import type { PaymentPurpose } from '@gamesouq/core';
import type { Tx } from '../../db/client.js';
import type { PaymentRow } from './tables.js';

/**
 * What a purpose does once its payment is verified (in the settling transaction, after the money entered the payer's
 * available balance) or has failed. A handler must not throw for a business reason: it is the purpose's own business
 * to undo (refund with `refundPayment`) what it can no longer deliver.
 */
export type PaymentHandler = (tx: Tx, payment: PaymentRow) => Promise<void>;

const settledHandlers = new Map<PaymentPurpose, PaymentHandler>();
const failedHandlers = new Map<PaymentPurpose, PaymentHandler>();

export function onPaymentSettled(purpose: PaymentPurpose, handler: PaymentHandler) {
  settledHandlers.set(purpose, handler);
}

export function onPaymentFailed(purpose: PaymentPurpose, handler: PaymentHandler) {
  failedHandlers.set(purpose, handler);
}

export const settledHandlerOf = (purpose: PaymentPurpose) => settledHandlers.get(purpose);
export const failedHandlerOf = (purpose: PaymentPurpose) => failedHandlers.get(purpose);
