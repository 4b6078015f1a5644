import { formatNumber } from '@/lib/format';

/** Order counts on the dashboard are zero-padded to two digits (seller §2.9). */
export const formatCount = (value: number, language: string) =>
  formatNumber(value, language, { minimumIntegerDigits: 2, useGrouping: false });

/** Relative time of the panel (seller §9): minutes under an hour, hours under a day, then days. */
export function relativeTime(iso: string, language: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000));
  const format = new Intl.RelativeTimeFormat(language === 'ar' ? 'ar-SA' : 'en', { numeric: 'auto' });
  if (minutes < 60) return format.format(-minutes, 'minute');
  if (minutes < 1440) return format.format(-Math.floor(minutes / 60), 'hour');
  return format.format(-Math.floor(minutes / 1440), 'day');
}
