import type { TFunction } from '@/lib/i18n';

const MINUTE_MS = 60_000;

/** Buyer spec §2: 'Just now', '{n}m ago', '{n}h ago', '{n}d ago'. */
export function notificationAge(t: TFunction, timestamp: string, now = Date.now()): string {
  const minutes = Math.floor((now - new Date(timestamp).getTime()) / MINUTE_MS);
  if (minutes < 1) return t('bell.justNow');
  if (minutes < 60) return t('bell.minutesAgo', { n: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('bell.hoursAgo', { n: hours });
  return t('bell.daysAgo', { n: Math.floor(hours / 24) });
}
