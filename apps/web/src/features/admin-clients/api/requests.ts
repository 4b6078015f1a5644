import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { COUNTS_REFRESH_MS } from '@/lib/counts-refresh';
import { queryKeys } from '@/lib/query-keys';

export type SellerRequest = {
  id: string;
  userId: string;
  type: 'store' | 'person';
  date: string;
  storeName: string;
  cityLocation: string;
  sellerName: string;
  phoneNumber: string;
  email: string;
  civilId: string;
  registrationCertificate: string | null;
  vatCertificate: string | null;
};
export type RequestsQuery = { type: 'traders' | 'person'; sort: 'date' | 'name'; search: string };

export const useSellerRequests = (query: RequestsQuery) =>
  useQuery({
    queryKey: queryKeys.admin.requests.list(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ type: query.type, sort: query.sort });
      if (query.search.trim()) params.set('search', query.search.trim());
      return api.get<SellerRequest[]>(`/api/admin/requests?${params}`, { signal });
    },
    // A new search or sort keeps the tab's cards on screen until its answer arrives; another tab starts afresh.
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[3] as RequestsQuery | undefined)?.type === query.type ? keepPreviousData(previous) : undefined,
  });

export const useRequestCounts = () =>
  useQuery({
    queryKey: queryKeys.admin.requests.counts(),
    queryFn: ({ signal }) => api.get<{ traders: number; person: number }>('/api/admin/requests/counts', { signal }),
    refetchInterval: COUNTS_REFRESH_MS,
  });

export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: string; decision: 'approve' | 'reject'; reason?: string }) =>
      api.post<{ message: string }>(`/api/admin/requests/${id}/${decision}`, reason ? { reason } : {}),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.requests.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.all() }),
      ]),
  });
}
