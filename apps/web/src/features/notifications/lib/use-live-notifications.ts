import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/lib/realtime';
import { addNotification } from './notification-cache';
import type { AppNotification } from './notification-types';

/** New notifications arrive over the socket; the list it sends on every (re)connection means some may have been missed. */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  useRealtimeEvent<AppNotification>('notification', (notification) => addNotification(queryClient, notification));
  useRealtimeEvent('notifications', () => void queryClient.invalidateQueries({ queryKey: ['notifications'] }));
}
