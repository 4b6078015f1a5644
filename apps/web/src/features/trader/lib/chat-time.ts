import { localeOf } from '@/lib/format';

/** Trader chat timestamps (seller §9): the time under 24 hours, 'Yesterday' under 48, otherwise a short date. */
export function chatTime(iso: string, language: string, yesterday: string, now = Date.now()): string {
  const hours = (now - Date.parse(iso)) / 3_600_000;
  const locale = localeOf(language);
  if (hours < 24) return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
  if (hours < 48) return yesterday;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(new Date(iso));
}
