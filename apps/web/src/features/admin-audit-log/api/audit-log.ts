import type { TAuditEntryView, TAuditLogReply } from '@gamesouq/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type AuditEntry = TAuditEntryView;

export const useAuditLog = ({ page, action }: { page: number; action: string }) =>
  useQuery({
    queryKey: queryKeys.admin.auditLog(page, action),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), limit: '20' });
      if (action.trim()) params.set('action', action.trim());
      return api.get<TAuditLogReply>(`/api/admin/audit-log?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
