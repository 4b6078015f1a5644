import { dateTimeFormat } from '@/lib/format';
import type { TFunction } from '@/lib/i18n';

const DAY_MS = 24 * 60 * 60 * 1000;

const timeOf = (date: Date, language: string) => dateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(date);
const shortDateOf = (date: Date, language: string) => dateTimeFormat(language, { month: 'short', day: 'numeric' }).format(date);

/** General chat timestamps (seller spec §9): the time within a day, the weekday within 7 days, else month and day. */
export function formatChatTime(value: string, language: string, now = Date.now()): string {
  const date = new Date(value);
  const age = now - date.getTime();
  if (age < DAY_MS) return timeOf(date, language);
  if (age < 7 * DAY_MS) return dateTimeFormat(language, { weekday: 'short' }).format(date);
  return shortDateOf(date, language);
}

/** Trader chat timestamps (seller spec §9): the time under 24 hours, 'Yesterday' under 48 hours, else a short date. */
export function formatTraderChatTime(value: string, language: string, t: TFunction, now = Date.now()): string {
  const date = new Date(value);
  const age = now - date.getTime();
  if (age < DAY_MS) return timeOf(date, language);
  if (age < 2 * DAY_MS) return t('chat.yesterday');
  return shortDateOf(date, language);
}

/** Admin chat times show as hour and minute (admin spec §2); the full date is in the element's title. */
export function formatAdminChatTime(value: string, language: string): string {
  return timeOf(new Date(value), language);
}
