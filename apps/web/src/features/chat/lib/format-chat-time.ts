import { localeOf } from '@/lib/format';

const DAY_MS = 24 * 60 * 60 * 1000;

/** General chat timestamps (seller spec §9): the time within a day, the weekday within 7 days, else month and day. */
export function formatChatTime(value: string, language: string, now = Date.now()): string {
  const date = new Date(value);
  const age = now - date.getTime();
  const locale = localeOf(language);
  if (age < DAY_MS) return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(date);
  if (age < 7 * DAY_MS) return new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(date);
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' }).format(date);
}
