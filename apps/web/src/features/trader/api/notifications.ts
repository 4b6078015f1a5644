import type { TDoneReply, TTraderNotificationsReply } from '@gamesouq/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getNotifications = ({ page, signal }: { page: number; signal?: AbortSignal }) =>
  api.get<TTraderNotificationsReply>(`/api/trader/notifications?page=${page}&limit=10`, { signal });

export const notificationsQueryOptions = (page: number) =>
  queryOptions({ queryKey: queryKeys.trader.notificationsPage(page), queryFn: ({ signal }) => getNotifications({ page, signal }) });

export const useNotifications = (page: number) => useQuery({ ...notificationsQueryOptions(page), placeholderData: keepPreviousData });

export const markNotificationRead = (id: string) => api.patch<TDoneReply>(`/api/trader/notifications/${encodeURIComponent(id)}/read`);
export const deleteNotification = (id: string) => api.delete<TDoneReply>(`/api/trader/notifications/${encodeURIComponent(id)}`);
export const markAllNotificationsRead = () => api.post<TDoneReply>('/api/trader/notifications/mark-all-read');

/** Notification actions are only logged when they fail (seller §8), so the hooks just refresh the list. */
function useNotificationMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.trader.notifications() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications() });
    },
    onError: (error) => console.error(error),
  });
}

export const useMarkNotificationRead = () => useNotificationMutation(markNotificationRead);
export const useDeleteNotification = () => useNotificationMutation(deleteNotification);
export const useMarkAllNotificationsRead = () => useNotificationMutation(markAllNotificationsRead);
