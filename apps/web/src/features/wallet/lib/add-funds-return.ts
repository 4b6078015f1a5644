import { PAYMENT_RETURN_PATH } from '@gamesouq/core';

const KEY = 'gamesouq.add-funds.return';

/** A path of this app only (the cart, the checkout): never another site. */
export const safeReturnTo = (value: string | null | undefined) => (value && PAYMENT_RETURN_PATH.test(value) ? value : undefined);

/** Where to go back after the gateway (`?return=` of Add Funds), kept for the payment across the redirect. */
export function rememberReturnTo(paymentId: string, returnTo: string | undefined) {
  try {
    if (safeReturnTo(returnTo)) sessionStorage.setItem(KEY, JSON.stringify({ paymentId, returnTo }));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage can be off (private mode): the return page then offers the wallet.
  }
}

export function returnToOf(paymentId: string): string | undefined {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { paymentId?: string; returnTo?: string } | null;
    return saved?.paymentId === paymentId ? safeReturnTo(saved.returnTo) : undefined;
  } catch {
    return undefined;
  }
}
