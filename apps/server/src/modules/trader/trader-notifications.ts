import type { TNotificationView, TraderNotificationType, TTraderNotificationView } from '@gamesouq/core';
import type { Db } from '../../db/client.js';
import { listNotifications } from '../notifications/notify.js';

/** The panel reads, marks and deletes the trader's notifications through the general notification service. */
export { deleteNotification, markAllNotificationsRead, markNotificationRead } from '../notifications/notify.js';

type View = TNotificationView;

const ORDER_EVENT_TYPES: Record<string, TraderNotificationType> = {
  placed: 'new_order',
  processing: 'delivery',
  shipped: 'delivery',
  ready_for_pickup: 'delivery',
  completed: 'profit',
  reviewed: 'review',
};

/** Which panel kind a stored notification is: orders by their event (a buyer's rating is a review), money reaching the trader as profit. */
export function traderNotificationType(view: Pick<View, 'notification_type' | 'data'>): TraderNotificationType {
  const event = view.data.event ?? '';
  if (view.notification_type === 'order') return ORDER_EVENT_TYPES[event] ?? 'other';
  if (view.notification_type === 'withdrawal') return 'profit';
  if (event === 'reviewed') return 'review';
  return 'other';
}

/** A notification as the trader panel reads it: the panel's `type`, the stored kind still in `notification_type`. */
export const toTraderNotification = (view: View): TTraderNotificationView => ({ ...view, type: traderNotificationType(view) });

/** A page of the trader's notifications, each with the panel's kind. */
export async function listTraderNotifications(db: Db, query: { userId: string; page: number; limit: number }) {
  const { notifications, ...rest } = await listNotifications(db, query);
  return { notifications: notifications.map(toTraderNotification), ...rest };
}
