/** Withdrawal limits (seller §5 and §9, enforced by the server per design §5). */
export const WITHDRAWAL_MIN_SAR = 50;
export const WITHDRAWAL_MAX_SAR = 10_000;
export const CURRENCY = 'SAR';

/** Test cards of the sandbox payment provider (design §5). */
export const SANDBOX_CARD_SUCCESS = '4242424242424242';
export const SANDBOX_CARD_DECLINED = '4000000000000002';

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'generic';

/** Brand guess by first digit (buyer §5). */
export function cardBrand(cardNumber: string): CardBrand {
  const first = cardNumber.replace(/\D/g, '')[0];
  return first === '4' ? 'visa' : first === '5' ? 'mastercard' : first === '3' ? 'amex' : first === '6' ? 'discover' : 'generic';
}

/** Digits grouped in fours, at most 16 digits (buyer §5). */
export function formatCardNumber(input: string): string {
  return input
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/YY from up to four typed digits. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Keeps the last four digits of a card or account number: `•••• 4242`. */
export function maskNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length >= 4 ? `•••• ${digits.slice(-4)}` : '••••';
}
