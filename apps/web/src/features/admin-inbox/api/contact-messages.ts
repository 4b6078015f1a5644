import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { COUNTS_REFRESH_MS } from '@/lib/counts-refresh';
import type { PaginationReply } from '@/lib/pagination';
import { queryKeys } from '@/lib/query-keys';

export type ContactMessagesFilter = 'new' | 'handled' | 'all';
export type ContactMessage = {
  id: string;
  fullName: string;
  email: string;
  message: string;
  /** The sender's account when they wrote while signed in. */
  userId: string | null;
  status: 'new' | 'handled';
  handledAt: string | null;
  handledBy: string | null;
  createdAt: string;
};

export const useContactMessages = ({ status, search, page }: { status: ContactMessagesFilter; search: string; page: number }) =>
  useQuery({
    queryKey: queryKeys.admin.contactMessages.list(status, search, page),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ status, page: String(page) });
      if (search.trim()) params.set('search', search.trim());
      return api.get<{ messages: ContactMessage[]; pagination: PaginationReply }>(`/api/admin/contact-messages?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const useNewContactCount = () =>
  useQuery({
    queryKey: queryKeys.admin.contactMessages.counts(),
    queryFn: ({ signal }) => api.get<{ new: number }>('/api/admin/contact-messages/counts', { signal }).then((r) => r.new),
    refetchInterval: COUNTS_REFRESH_MS,
  });

export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isHandled }: { id: string; isHandled: boolean }) =>
      api.patch<{ message: string }>(`/api/admin/contact-messages/${id}`, { isHandled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.contactMessages.all() }),
  });
}
