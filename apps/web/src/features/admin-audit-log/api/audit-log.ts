import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PaginationReply } from '@/lib/pagination';
import { queryKeys } from '@/lib/query-keys';

export type AuditEntry = {
  id: string;
  admin: { id: string; name: string; email: string | null };
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
};

export const useAuditLog = ({ page, action }: { page: number; action: string }) =>
  useQuery({
    queryKey: queryKeys.admin.auditLog(page, action),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), limit: '20' });
      if (action.trim()) params.set('action', action.trim());
      return api.get<{ entries: AuditEntry[]; pagination: PaginationReply }>(`/api/admin/audit-log?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
