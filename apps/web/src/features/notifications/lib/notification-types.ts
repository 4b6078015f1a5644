import type { NotificationView } from '@gamesouq/core';

/** A notification in the fields this client reads of what the API and the `notification` event carry. */
export type AppNotification = Pick<
  NotificationView,
  'id' | 'type' | 'title' | 'message' | 'orderId' | 'chatId' | 'productId' | 'data' | 'isRead' | 'timestamp'
>;

export type NotificationsPage = { notifications: AppNotification[]; unreadCount: number };
