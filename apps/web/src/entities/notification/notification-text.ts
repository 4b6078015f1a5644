import { NOTIFICATION_EVENTS, type NotificationEvent } from '@gamesouq/core';
import { formatDateTime, formatSar } from '@/lib/format';
import type { TFunction } from '@/lib/i18n';

const isEvent = (value: unknown): value is NotificationEvent => (NOTIFICATION_EVENTS as readonly unknown[]).includes(value);

/** What wording needs of a notification: the bell's and the trader page's forms both have it. */
export type WordableNotification = { type: string; title: string; message: string; data?: Record<string, string> | null };

/**
 * A notification's title and message in the current language, for the bell of every area and the trader
 * notifications page. Amounts are money in the user's locale; notifications without a known event (an admin's
 * broadcast) keep the words their author wrote.
 */
export function notificationText(t: TFunction, language: string, notification: WordableNotification): { title: string; message: string } {
  const data = notification.data ?? {};
  if (notification.type === 'chat') {
    return {
      title: data.buyer_name ? t('bell.newMessageFrom', { name: data.buyer_name }) : notification.title,
      message: notification.message,
    };
  }
  if (!isEvent(data.event)) return { title: notification.title, message: notification.message };
  const amount = Number(data.amount);
  const previousAmount = Number(data.previousAmount);
  const params = {
    number: data.number,
    amount: Number.isFinite(amount) ? formatSar(amount, language) : data.amount,
    previousAmount: Number.isFinite(previousAmount) ? formatSar(previousAmount, language) : data.previousAmount,
    name: data.name,
    count: Number(data.count),
    n: data.count,
    titles: data.titles,
    seller: data.seller,
    reason: data.reason,
    title: data.title,
    rating: data.rating,
    ip: data.ip,
    at: data.at ? formatDateTime(data.at, language) : '',
  };
  const event = data.event;
  const message =
    event === 'seller_request_rejected' && data.reason
      ? t('bell.events.seller_request_rejected.messageWithReason', params)
      : t(`bell.events.${event}.message`, params);
  return { title: t(`bell.events.${event}.title`, params), message };
}
