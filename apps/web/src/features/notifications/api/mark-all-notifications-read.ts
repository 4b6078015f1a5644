import type { TDoneReply } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { markAllReadInCache } from '../lib/notification-cache';

export const markAllNotificationsRead = () => api.post<TDoneReply>('/api/user/notifications/mark-all-read');

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => markAllReadInCache(queryClient),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications() }),
  });
}
