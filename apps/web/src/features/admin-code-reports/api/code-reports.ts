import type { TAdminCodeReportsReply, TDecideCodeReport, TOrderChangeReply } from '@gamesouq/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type CodeReportState = 'open' | 'decided';
export type CodeReportRow = TAdminCodeReportsReply['reports'][number];

export const useCodeReports = (state: CodeReportState, page: number) =>
  useQuery({
    queryKey: queryKeys.admin.codeReports.list(state, page),
    queryFn: ({ signal }) => api.get<TAdminCodeReportsReply>(`/api/admin/code-reports?state=${state}&page=${page}`, { signal }),
  });

/** The admin decides an open report of the order: refund the buyer, or reject the report (the window goes on). */
export function useDecideCodeReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, decision }: { orderId: string; decision: TDecideCodeReport }) =>
      api.post<TOrderChangeReply>(`/api/admin/code-reports/${encodeURIComponent(orderId)}/decide`, decision),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.codeReports.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.all() });
    },
  });
}
