import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/lib/realtime';
import { addNotification, applyNotificationsRead } from './notification-cache';

/** The trader panel's notifications page (features/trader) lists the same notifications, 10 a page. */
const TRADER_PAGES = ['trader', 'notifications'];

/**
 * Keeps the bell and the trader notifications page live: new notifications arrive over the socket, reads from other
 * tabs or an opened conversation arrive as `notifications_read`, and the list sent on every (re)connection means
 * some may have been missed while the socket was down.
 */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  const refreshTraderPages = () => void queryClient.invalidateQueries({ queryKey: TRADER_PAGES });
  useRealtimeEvent('notification', (notification) => {
    addNotification(queryClient, notification);
    refreshTraderPages();
  });
  useRealtimeEvent('notifications_read', (event) => {
    applyNotificationsRead(queryClient, event);
    refreshTraderPages();
  });
  useRealtimeEvent('notifications', () => {
    void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    refreshTraderPages();
  });
}
