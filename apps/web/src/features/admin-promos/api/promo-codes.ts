import type { PromoDisplayStatus, PromoType } from '@gamesouq/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PaginationReply } from '@/lib/pagination';
import { queryKeys } from '@/lib/query-keys';

export type PromoCode = {
  id: string;
  code: string;
  type: PromoType;
  value: number;
  expiresAt: string;
  usageLimit: number;
  usedCount: number;
  active: boolean;
  status: PromoDisplayStatus;
  createdAt: string;
};
export type PromoInput = { code: string; type: PromoType; value: number; expiresAt: string; usageLimit: number; active: boolean };
export type PromoQuery = { page: number; search: string; sort: 'date' | 'code' | 'usage' };
export type PromoBulkAction = 'activate' | 'deactivate' | 'delete';
export const PROMO_PAGE_SIZE = 10;

export const promoCodesQueryOptions = (query: PromoQuery) =>
  queryOptions({
    queryKey: queryKeys.admin.promoCodes.list(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(query.page), limit: String(PROMO_PAGE_SIZE), sort: query.sort });
      if (query.search.trim()) params.set('search', query.search.trim());
      return api.get<{ promoCodes: PromoCode[]; pagination: PaginationReply }>(`/api/admin/promo-codes?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const usePromoCodes = (query: PromoQuery) => useQuery(promoCodesQueryOptions(query));

function usePromoMutation<V, R>(call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.promoCodes.all() }) });
}

export const useSavePromo = () =>
  usePromoMutation(({ id, input }: { id?: string; input: PromoInput }) =>
    id
      ? api.put<{ message: string }>(`/api/admin/promo-codes/${id}`, input)
      : api.post<{ message: string }>('/api/admin/promo-codes', input),
  );
export const useTogglePromo = () =>
  usePromoMutation(({ id, active }: { id: string; active: boolean }) =>
    api.patch<{ message: string }>(`/api/admin/promo-codes/${id}`, { active }),
  );
export const useDeletePromo = () => usePromoMutation((id: string) => api.delete<{ message: string }>(`/api/admin/promo-codes/${id}`));
export const useBulkPromos = () =>
  usePromoMutation(({ action, ids }: { action: PromoBulkAction; ids: string[] }) =>
    api.post<{ message: string }>('/api/admin/promo-codes/bulk', { action, promoCodeIds: ids }),
  );
