import type { TAdminSearchReply } from '@gamesouq/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const useAdminSearch = (q: string) =>
  useQuery({
    queryKey: queryKeys.admin.search(q),
    queryFn: ({ signal }) => api.get<TAdminSearchReply>(`/api/admin/search?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.trim().length > 0,
  });
