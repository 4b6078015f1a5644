/** The locale of numbers and money for a UI language: Saudi formats in both (Arabic-Indic digits in Arabic). */
export function localeOf(language: string): string {
  return language === 'ar' ? 'ar-SA' : 'en-SA';
}

/**
 * Number formats by locale and options, made once: building an Intl.NumberFormat costs far more than formatting with
 * it, and a server-drawn page formats hundreds of amounts.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** An amount in Saudi riyals, e.g. "SAR 2,099" / "٢٬٠٩٩ ر.س.‏". Whole amounts show no decimals, others two. */
export function formatSar(value: number, language: string): string {
  const digits = Number.isInteger(Math.round(value * 100) / 100) ? 0 : 2;
  return numberFormat(localeOf(language), {
    style: 'currency',
    currency: 'SAR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  return numberFormat(localeOf(language), options).format(value);
}

/** The time zone of dates and times: the signed-in account's (Account Settings), else the device's. lib/session sets it. */
let displayTimeZone: string | undefined;

export function setDisplayTimeZone(timeZone: string | undefined) {
  displayTimeZone = timeZone;
}

/** Dates and times in the language's locale and the display time zone, each format made once (as the numbers'). */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${displayTimeZone}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), { timeZone: displayTimeZone, ...options });
    dateTimeFormats.set(key, format);
  }
  return format;
}

export function formatDate(value: string | Date, language: string): string {
  return dateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(value));
}

export function formatDateTime(value: string | Date, language: string): string {
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}
