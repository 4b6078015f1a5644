import type { TDoneReply, TOpenReportsCountReply, TReportedListingsReply } from '@gamesouq/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { COUNTS_REFRESH_MS } from '@/lib/counts-refresh';
import { queryKeys } from '@/lib/query-keys';

export type ReportsFilter = 'open' | 'closed' | 'all';

export const useReports = (status: ReportsFilter, page: number) =>
  useQuery({
    queryKey: queryKeys.admin.reports.list(status, page),
    queryFn: ({ signal }) =>
      api.get<TReportedListingsReply>(`/api/admin/reports?status=${status}&page=${page}`, {
        signal,
      }),
  });

export const useOpenReportsCount = () =>
  useQuery({
    queryKey: queryKeys.admin.reports.counts(),
    queryFn: ({ signal }) => api.get<TOpenReportsCountReply>('/api/admin/reports/counts', { signal }).then((r) => r.open),
    refetchInterval: COUNTS_REFRESH_MS,
  });

export function useDecideReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listingId, action, reason }: { listingId: string; action: 'dismiss' | 'take_down'; reason?: string }) =>
      api.post<TDoneReply>(`/api/admin/reports/${listingId}/decide`, { action, reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.reports.all() }),
  });
}
