import type { TDoneReply } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { markNotificationReadInCache } from '../lib/notification-cache';

export const markNotificationRead = (id: string) => api.patch<TDoneReply>(`/api/user/notifications/${encodeURIComponent(id)}/read`);

/** Shown read at once; a failure only brings the server's state back (spec: notification errors are only logged). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => markNotificationReadInCache(queryClient, id),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications() }),
  });
}
