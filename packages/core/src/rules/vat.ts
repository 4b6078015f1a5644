import { isSaudiVatNumber } from './zatca.js';

/** The default VAT rate of Saudi Arabia, in percent (`VAT_RATE_PERCENT`). */
export const DEFAULT_VAT_RATE_PERCENT = 15;

/**
 * The VAT inside a VAT-inclusive amount (halalas), rounded to the halala: amount × rate / (100 + rate). Prices are
 * what the buyer pays; VAT is never added on top (design §8).
 */
export function includedVat(amount: number, ratePercent: number): number {
  if (ratePercent <= 0 || amount <= 0) return 0;
  return Math.round((amount * ratePercent) / (100 + ratePercent));
}

/** VAT on top of a net amount (halalas), rounded to the halala: the platform's VAT on its commission. */
export function addedVat(net: number, ratePercent: number): number {
  if (ratePercent <= 0 || net <= 0) return 0;
  return Math.round((net * ratePercent) / 100);
}

/** The rate an order is charged at: the setting for a seller whose VAT registration an admin verified, else 0. */
export const sellerVatPercent = ({ vatNumber, ratePercent }: { vatNumber: string | null; ratePercent: number }) =>
  vatNumber && isSaudiVatNumber(vatNumber) ? ratePercent : 0;

/** A Saudi commercial registration (CR) number: 10 digits. */
export const isSaudiCrNumber = (value: string) => /^\d{10}$/.test(value);
