import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { COUNTS_REFRESH_MS } from '@/lib/counts-refresh';
import type { PaginationReply } from '@/lib/pagination';
import { queryKeys } from '@/lib/query-keys';
import type { Client } from './users';

export type DeletionRequestsFilter = 'pending' | 'completed' | 'declined' | 'all';
export type DeletionRequest = {
  id: string;
  user: Client | null;
  reason: string;
  status: 'pending' | 'completed' | 'declined' | 'cancelled';
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  decisionReason: string | null;
  openOrders: number;
  balances: { available: number; pending: number; held: number };
  /** Why the account cannot be closed yet (open orders, escrow, pending withdrawals); null when it can. */
  blocker: string | null;
};

export const useDeletionRequests = (status: DeletionRequestsFilter, page: number) =>
  useQuery({
    queryKey: queryKeys.admin.deletionRequests.list(status, page),
    queryFn: ({ signal }) =>
      api.get<{ requests: DeletionRequest[]; pagination: PaginationReply }>(`/api/admin/deletion-requests?status=${status}&page=${page}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const usePendingDeletionCount = () =>
  useQuery({
    queryKey: queryKeys.admin.deletionRequests.counts(),
    queryFn: ({ signal }) => api.get<{ pending: number }>('/api/admin/deletion-requests/counts', { signal }).then((r) => r.pending),
    refetchInterval: COUNTS_REFRESH_MS,
  });

type Decision = { id: string; action: 'close' } | { id: string; action: 'decline'; reason: string };

export function useDecideDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      api.post<{ message: string }>(
        `/api/admin/deletion-requests/${decision.id}/${decision.action}`,
        decision.action === 'decline' ? { reason: decision.reason } : undefined,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.deletionRequests.all() }),
  });
}
