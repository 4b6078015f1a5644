import type { TNotificationView, TraderNotificationType, TTraderNotificationView } from '@gamesouq/core';

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
