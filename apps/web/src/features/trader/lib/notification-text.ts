import type { TFunction } from 'i18next';
import type { TraderNotification } from '../api/types';

/** Events the server words in English and tags in `data.event`; the panel words them in the user's language. */
const EVENTS = [
  'placed',
  'processing',
  'shipped',
  'ready_for_pickup',
  'canceled',
  'completed',
  'disputed',
  'dispute_message',
  'dispute_decided',
  'withdrawal_approved',
  'withdrawal_rejected',
  'listing_approved',
  'listing_rejected',
] as const;
type NotificationEvent = (typeof EVENTS)[number];
const isEvent = (value: unknown): value is NotificationEvent => (EVENTS as readonly unknown[]).includes(value);

/** Title and message in the current language; unknown notifications keep the server's words. */
export function notificationText(t: TFunction, notification: TraderNotification): { title: string; message: string } {
  const data = notification.data ?? {};
  if (notification.type === 'chat' && data.buyer_name) {
    return { title: t('traderPanel.notificationEvents.chat', { name: data.buyer_name }), message: notification.message };
  }
  if (!isEvent(data.event)) return { title: notification.title, message: notification.message };
  const params = { number: data.number, amount: data.amount, reason: data.reason, title: data.title };
  return {
    title: t(`traderPanel.notificationEvents.${data.event}.title`, params),
    message: t(`traderPanel.notificationEvents.${data.event}.message`, params),
  };
}
