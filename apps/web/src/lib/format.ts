/** The locale of numbers and money for a UI language: Saudi formats in both (Arabic-Indic digits in Arabic). */
export function localeOf(language: string): string {
  return language === 'ar' ? 'ar-SA' : 'en-SA';
}

/** An amount in Saudi riyals, e.g. "SAR 2,099" / "٢٬٠٩٩ ر.س.‏". Whole amounts show no decimals, others two. */
export function formatSar(value: number, language: string): string {
  const hasFraction = !Number.isInteger(Math.round(value * 100) / 100);
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'SAR',
    minimumFractionDigits: hasFraction ? 2 : 0,
    maximumFractionDigits: hasFraction ? 2 : 0,
  }).format(value);
}

export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(localeOf(language), options).format(value);
}

export function formatDate(value: string | Date, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' }).format(new Date(value));
}

export function formatDateTime(value: string | Date, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}
