import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { useRealtimeEvent } from '@/lib/realtime';
import { addNotification, applyNotificationsRead } from './notification-cache';

/**
 * Keeps the bell and the trader notifications page live: new notifications arrive over the socket, reads from other
 * tabs or an opened conversation arrive as `notifications_read`, and the list sent on every (re)connection means
 * some may have been missed while the socket was down.
 */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  // The trader panel's notifications page (features/trader) lists the same notifications, 10 a page.
  const refreshTraderPages = () => void queryClient.invalidateQueries({ queryKey: queryKeys.trader.notifications() });
  useRealtimeEvent('notification', (notification) => {
    addNotification(queryClient, notification);
    refreshTraderPages();
  });
  useRealtimeEvent('notifications_read', (event) => {
    applyNotificationsRead(queryClient, event);
    refreshTraderPages();
  });
  useRealtimeEvent('notifications', () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.notifications() });
    refreshTraderPages();
  });
}
