import type { TNotificationsReply } from '@gamesouq/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The newest notifications shown in the bell's list. */
const BELL_SIZE = 20;

export const getNotifications = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<TNotificationsReply>(`/api/user/notifications?limit=${BELL_SIZE}`, { signal });

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.notifications(),
    queryFn: ({ signal }) => getNotifications({ signal }),
  });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
