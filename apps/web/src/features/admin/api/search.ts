import type { TAdminSearchReply } from '@gamesouq/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const useAdminSearch = (q: string) =>
  useQuery({
    queryKey: ['admin', 'search', q],
    queryFn: ({ signal }) => api.get<TAdminSearchReply>(`/api/admin/search?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.trim().length > 0,
  });
