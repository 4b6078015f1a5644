import { halalasToSar, PAYMENT_METHODS, type PaymentMethod, sarToHalalas, type TCheckoutRequest } from '@gamesouq/core';

export type PayOption = 'wallet' | PaymentMethod;
export const PAY_OPTIONS: readonly PayOption[] = ['wallet', ...PAYMENT_METHODS];

/** What the buyer chose: the wallet alone, or a method with the wallet first (its whole balance, or the amount typed). */
export type PaymentPlan = { option: PayOption; useWallet: boolean; walletAmount: string };
export const initialPaymentPlan = (available: number, total: number): PaymentPlan =>
  available >= total && total > 0
    ? { option: 'wallet', useWallet: true, walletAmount: '' }
    : { option: 'mada', useWallet: available > 0, walletAmount: '' };

/** The smallest charge a gateway makes (1 SAR): the server leaves at least this much to the method, and so does the preview. */
const MIN_METHOD = 1;

/** SAR from the wallet and from the method, as the server will split them. */
export function splitPayment({ plan, total, available }: { plan: PaymentPlan; total: number; available: number }) {
  if (plan.option === 'wallet') return { wallet: total, method: 0 };
  if (!plan.useWallet) return { wallet: 0, method: total };
  const typed = plan.walletAmount.trim() === '' ? null : Number(plan.walletAmount.replace(',', '.'));
  const wanted = typed === null || !Number.isFinite(typed) ? available : Math.max(0, Math.min(typed, available));
  let wallet = Math.min(wanted, total);
  if (total - wallet > 0 && total - wallet < MIN_METHOD) wallet = Math.max(0, total - MIN_METHOD);
  const walletHalalas = sarToHalalas(wallet);
  return { wallet: halalasToSar(walletHalalas), method: halalasToSar(sarToHalalas(total) - walletHalalas) };
}

/** The `payment` part of the checkout request (the gateway's pages in the buyer's language); none for the wallet alone (the spec's checkout). */
export function paymentRequest({
  plan,
  total,
  available,
  language,
}: {
  plan: PaymentPlan;
  total: number;
  available: number;
  language: 'ar' | 'en';
}): TCheckoutRequest['payment'] {
  if (plan.option === 'wallet') return undefined;
  if (!plan.useWallet) return { method: plan.option, useWallet: false, language };
  const isAll = plan.walletAmount.trim() === '';
  return { method: plan.option, useWallet: isAll ? true : splitPayment({ plan, total, available }).wallet, language };
}
