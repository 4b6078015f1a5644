import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type SearchResults = {
  orders: { id: string; orderId: string; status: string; total: number; buyer: string; seller: string }[];
  users: { id: string; name: string; email: string; role: string }[];
};

export const useAdminSearch = (q: string) =>
  useQuery({
    queryKey: queryKeys.admin.search(q),
    queryFn: ({ signal }) => api.get<SearchResults>(`/api/admin/search?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.trim().length > 0,
  });
