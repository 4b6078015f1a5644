import { WITHDRAWAL_MAX_SAR, WITHDRAWAL_MIN_SAR } from '@gamesouq/core';
import type { CardValues } from '../components/card-fields';

export type WithdrawalValues = CardValues & { amount: string };

export type AmountProblem = 'invalid' | 'exceedsBalance' | 'belowMin' | 'aboveMax' | null;

/** What is wrong with the amount, if anything (seller §5; the limits are the server's too). */
export function amountProblem(amount: string, available: number): AmountProblem {
  const value = Number(amount);
  if (amount.trim() === '' || !Number.isFinite(value) || value <= 0 || Math.abs(Math.round(value * 100) - value * 100) > 1e-6)
    return 'invalid';
  if (value > available) return 'exceedsBalance';
  if (value < WITHDRAWAL_MIN_SAR) return 'belowMin';
  if (value > WITHDRAWAL_MAX_SAR) return 'aboveMax';
  return null;
}

/** The five checks of the completion gauge (seller §5), in the order they are listed. */
export function withdrawalChecks(values: WithdrawalValues, available: number) {
  return {
    amount: amountProblem(values.amount, available) === null,
    cardNumber: values.cardNumber.replace(/\s/g, '').length >= 13,
    expiry: values.expiry.length === 5,
    cvv: values.cvv.length >= 3,
    cardHolder: values.cardHolder.trim() !== '',
  };
}

/** What the server keeps of the card: never the number, only its last four digits and the holder. */
export function accountInfo(values: CardValues): string {
  const last4 = values.cardNumber.replace(/\D/g, '').slice(-4);
  return `Card •••• ${last4} (${values.cardHolder.trim()})`;
}
