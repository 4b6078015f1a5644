import type { PromoType, TDoneReply, TPromoBulkReply, TPromoCodeReply, TPromoCodesReply, TPromoCodeView } from '@gamesouq/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type PromoCode = TPromoCodeView;
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
      return api.get<TPromoCodesReply>(`/api/admin/promo-codes?${params}`, { signal });
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
    id ? api.put<TPromoCodeReply>(`/api/admin/promo-codes/${id}`, input) : api.post<TPromoCodeReply>('/api/admin/promo-codes', input),
  );
export const useTogglePromo = () =>
  usePromoMutation(({ id, active }: { id: string; active: boolean }) => api.patch<TDoneReply>(`/api/admin/promo-codes/${id}`, { active }));
export const useDeletePromo = () => usePromoMutation((id: string) => api.delete<TDoneReply>(`/api/admin/promo-codes/${id}`));
export const useBulkPromos = () =>
  usePromoMutation(({ action, ids }: { action: PromoBulkAction; ids: string[] }) =>
    api.post<TPromoBulkReply>('/api/admin/promo-codes/bulk', { action, promoCodeIds: ids }),
  );
