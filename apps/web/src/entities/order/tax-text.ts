import { formatNumber, formatSar } from '@/lib/format';
import type { TFunction } from '@/lib/i18n';

/** What an amount's Tax row says: the tax an old order added, the VAT its prices include, or that no VAT applies. */
export function taxText({
  t,
  language,
  tax,
  vat,
  vatPercent,
}: {
  t: TFunction;
  language: string;
  tax: number;
  vat: number;
  vatPercent: number;
}): string {
  // Orders placed before VAT-inclusive prices had tax added on top; they keep showing what was charged.
  if (tax > 0) return formatSar(tax, language);
  if (vat > 0) return t('cart.summary.vatIncluded', { percent: formatNumber(vatPercent, language), amount: formatSar(vat, language) });
  return t('cart.summary.noVat');
}

/** The same as a label and a short value, for narrow fact lists (order cards): "VAT included (15%)" · "SAR 30". */
export function taxFact(options: Parameters<typeof taxText>[0]): { label: string; value: string } {
  const { t, language, tax, vat, vatPercent } = options;
  if (tax <= 0 && vat > 0) {
    return { label: t('cart.summary.vatIncludedLabel', { percent: formatNumber(vatPercent, language) }), value: formatSar(vat, language) };
  }
  return { label: t('cart.summary.tax'), value: taxText(options) };
}
