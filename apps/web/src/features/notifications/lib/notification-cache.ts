import type { NotificationsReadEvent } from '@gamesouq/core';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import type { AppNotification, NotificationsPage } from './notification-types';

function update(queryClient: QueryClient, change: (page: NotificationsPage) => NotificationsPage) {
  queryClient.setQueryData<NotificationsPage>(queryKeys.notifications(), (page) => (page ? change(page) : page));
}

/** A live notification goes on top and raises the unread count (buyer spec §4). */
export function addNotification(queryClient: QueryClient, notification: AppNotification) {
  update(queryClient, (page) => {
    if (page.notifications.some((n) => n.id === notification.id)) return page;
    return {
      notifications: [notification, ...page.notifications],
      unreadCount: page.unreadCount + (notification.isRead ? 0 : 1),
    };
  });
}

/** Marking one read lowers the count, never below 0. */
export function markNotificationReadInCache(queryClient: QueryClient, id: string) {
  update(queryClient, (page) => ({
    notifications: page.notifications.map((n) => (n.id === id ? { ...n, isRead: true } : n)),
    unreadCount: Math.max(0, page.unreadCount - 1),
  }));
}

/** Marking all read sets the count to 0. */
export function markAllReadInCache(queryClient: QueryClient) {
  update(queryClient, (page) => ({ notifications: page.notifications.map((n) => ({ ...n, isRead: true })), unreadCount: 0 }));
}

/** Another tab, the trader page or the opened conversation read some (or all): the server's count is the truth. */
export function applyNotificationsRead(queryClient: QueryClient, event: NotificationsReadEvent) {
  const read = new Set(event.ids);
  update(queryClient, (page) => ({
    notifications: page.notifications.map((n) => (event.all || read.has(n.id) ? { ...n, isRead: true } : n)),
    unreadCount: Math.max(0, event.unreadCount),
  }));
}
