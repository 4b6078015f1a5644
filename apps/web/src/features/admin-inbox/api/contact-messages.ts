import type {
  TContactMessageCountsReply,
  TContactMessageListReply,
  TContactMessageUpdatedReply,
  TContactMessageView,
} from '@gamesouq/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { COUNTS_REFRESH_MS } from '@/lib/counts-refresh';
import { queryKeys } from '@/lib/query-keys';

export type ContactMessagesFilter = 'new' | 'handled' | 'all';
export type ContactMessage = TContactMessageView;

export const useContactMessages = ({ status, search, page }: { status: ContactMessagesFilter; search: string; page: number }) =>
  useQuery({
    queryKey: queryKeys.admin.contactMessages.list(status, search, page),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ status, page: String(page) });
      if (search.trim()) params.set('search', search.trim());
      return api.get<TContactMessageListReply>(`/api/admin/contact-messages?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const useNewContactCount = () =>
  useQuery({
    queryKey: queryKeys.admin.contactMessages.counts(),
    queryFn: ({ signal }) => api.get<TContactMessageCountsReply>('/api/admin/contact-messages/counts', { signal }).then((r) => r.new),
    refetchInterval: COUNTS_REFRESH_MS,
  });

export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isHandled }: { id: string; isHandled: boolean }) =>
      api.patch<TContactMessageUpdatedReply>(`/api/admin/contact-messages/${id}`, { isHandled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.contactMessages.all() }),
  });
}
