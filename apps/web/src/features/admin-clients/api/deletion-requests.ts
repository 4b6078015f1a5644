import type {
  TDeletionRequestCountsReply,
  TDeletionRequestDecidedReply,
  TDeletionRequestListReply,
  TDeletionRequestView,
} from '@gamesouq/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { COUNTS_REFRESH_MS } from '@/lib/counts-refresh';
import { queryKeys } from '@/lib/query-keys';

export type DeletionRequestsFilter = 'pending' | 'completed' | 'declined' | 'all';
export type DeletionRequest = TDeletionRequestView;

export const useDeletionRequests = (status: DeletionRequestsFilter, page: number) =>
  useQuery({
    queryKey: queryKeys.admin.deletionRequests.list(status, page),
    queryFn: ({ signal }) =>
      api.get<TDeletionRequestListReply>(`/api/admin/deletion-requests?status=${status}&page=${page}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const usePendingDeletionCount = () =>
  useQuery({
    queryKey: queryKeys.admin.deletionRequests.counts(),
    queryFn: ({ signal }) => api.get<TDeletionRequestCountsReply>('/api/admin/deletion-requests/counts', { signal }).then((r) => r.pending),
    refetchInterval: COUNTS_REFRESH_MS,
  });

type Decision = { id: string; action: 'close' } | { id: string; action: 'decline'; reason: string };

export function useDecideDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      api.post<TDeletionRequestDecidedReply>(
        `/api/admin/deletion-requests/${decision.id}/${decision.action}`,
        decision.action === 'decline' ? { reason: decision.reason } : undefined,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.deletionRequests.all() }),
  });
}
