/** A notification as the API and the `notification` event carry it (server modules/notifications). */
export type AppNotification = {
  id: string;
  type: 'order' | 'chat' | 'product' | 'withdrawal' | 'system';
  title: string;
  message: string;
  orderId: string | null;
  chatId: string | null;
  productId: string | null;
  data: Record<string, string>;
  isRead: boolean;
  timestamp: string;
};

export type NotificationsPage = { notifications: AppNotification[]; unreadCount: number };

/** Pushed when notifications were read (or deleted) anywhere: which ones (`all` for every one) and the unread count now. */
export type NotificationsReadEvent = { ids: string[]; all: boolean; unreadCount: number };
