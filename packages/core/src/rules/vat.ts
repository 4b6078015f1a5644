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

/** The platform's VAT registration (`PLATFORM_VAT_NUMBER`, null when it has none) and the rate it charges. */
export type PlatformVat = { ratePercent: number; vatNumber: string | null };

/**
 * The platform's VAT inside its commission (halalas): the commission (COMMISSION_PERCENT of a released sale) is the
 * platform's VAT-inclusive fee, so a seller's payout does not change with the platform's registration (ADR 011).
 */
export const commissionVat = (commission: number, platform: PlatformVat) =>
  platform.vatNumber ? includedVat(commission, platform.ratePercent) : 0;

/** The rate an order is charged at: the setting for a seller whose VAT registration an admin verified, else 0. */
export const sellerVatPercent = ({ vatNumber, ratePercent }: { vatNumber: string | null; ratePercent: number }) =>
  vatNumber && isSaudiVatNumber(vatNumber) ? ratePercent : 0;

/** A Saudi commercial registration (CR) number: 10 digits. */
export const isSaudiCrNumber = (value: string) => /^\d{10}$/.test(value);

export const VAT_REPORT_PERIODS = ['month', 'lastMonth', 'quarter', 'lastQuarter'] as const;
export type VatReportPeriod = (typeof VAT_REPORT_PERIODS)[number];

/**
 * The days a VAT report period covers, from `today` (YYYY-MM-DD, Saudi time): this or last calendar month, this or
 * last calendar quarter (Jan–Mar, Apr–Jun, …, the periods of a Saudi VAT return).
 */
export function vatReportDays(period: VatReportPeriod, today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const isQuarter = period === 'quarter' || period === 'lastQuarter';
  const isLast = period === 'lastMonth' || period === 'lastQuarter';
  const length = isQuarter ? 3 : 1;
  const first = (isQuarter ? Math.floor((month - 1) / 3) * 3 : month - 1) - (isLast ? length : 0);
  const start = new Date(Date.UTC(year, first, 1));
  const end = new Date(Date.UTC(year, first + length, 0));
  return { from: start.toISOString().slice(0, 10), to: end.toISOString().slice(0, 10) };
}
