import type {
  TCrCheckReply,
  TSellerRequestCountsReply,
  TSellerRequestDecidedReply,
  TSellerRequestListReply,
  TSellerRequestView,
} from '@gamesouq/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { COUNTS_REFRESH_MS } from '@/lib/counts-refresh';
import { queryKeys } from '@/lib/query-keys';

export type SellerRequest = TSellerRequestView;
export type RequestsQuery = { type: 'traders' | 'person'; sort: 'date' | 'name'; search: string };

export const useSellerRequests = (query: RequestsQuery) =>
  useQuery({
    queryKey: queryKeys.admin.requests.list(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ type: query.type, sort: query.sort });
      if (query.search.trim()) params.set('search', query.search.trim());
      return api.get<TSellerRequestListReply>(`/api/admin/requests?${params}`, { signal });
    },
    // A new search or sort keeps the tab's cards on screen until its answer arrives; another tab starts afresh.
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[3] as RequestsQuery | undefined)?.type === query.type ? keepPreviousData(previous) : undefined,
  });

export const useRequestCounts = () =>
  useQuery({
    queryKey: queryKeys.admin.requests.counts(),
    queryFn: ({ signal }) => api.get<TSellerRequestCountsReply>('/api/admin/requests/counts', { signal }),
    refetchInterval: COUNTS_REFRESH_MS,
  });

export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: string; decision: 'approve' | 'reject'; reason?: string }) =>
      api.post<TSellerRequestDecidedReply>(`/api/admin/requests/${id}/${decision}`, reason ? { reason } : {}),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.requests.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.all() }),
      ]),
  });
}

/** Asks the commercial registry again about a shop request's CR number. */
export function useCheckCr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<TCrCheckReply>(`/api/admin/requests/${id}/cr-check`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.requests.all() }),
  });
}
