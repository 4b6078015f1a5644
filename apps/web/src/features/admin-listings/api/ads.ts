import type {
  TAdCatalogueLinkReply,
  TAdSellerHistoryReply,
  TDoneReply,
  TModerationCountsReply,
  TModerationListingsReply,
} from '@gamesouq/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { COUNTS_REFRESH_MS } from '@/lib/counts-refresh';
import { queryKeys } from '@/lib/query-keys';

export type AdsTab = 'all' | 'traders' | 'person';
export type AdsSort = 'date' | 'price' | 'rating';
export type AdsQuery = { type: AdsTab; platform: string; sort: AdsSort; search: string };

const toParams = (query: AdsQuery) => {
  const params = new URLSearchParams({ type: query.type, sort: query.sort });
  if (query.platform) params.set('platform', query.platform);
  if (query.search.trim()) params.set('search', query.search.trim());
  return params.toString();
};

export const adminAdsQueryOptions = (query: AdsQuery) =>
  queryOptions({
    queryKey: queryKeys.admin.ads.list(query),
    queryFn: ({ signal }) => api.get<TModerationListingsReply>(`/api/admin/ads?${toParams(query)}`, { signal }),
  });

export const useAdminAds = (query: AdsQuery) => useQuery(adminAdsQueryOptions(query));

export const useAdsCounts = () =>
  useQuery({
    queryKey: queryKeys.admin.ads.counts(),
    queryFn: ({ signal }) => api.get<TModerationCountsReply>('/api/admin/ads/counts', { signal }),
    refetchInterval: COUNTS_REFRESH_MS,
  });

function useAdMutation<V>(call: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.ads.all() }) });
}

export const useApproveAd = () => useAdMutation((id: string) => api.post<TDoneReply>(`/api/admin/ads/${id}/approve`));
export const useRejectAd = () =>
  useAdMutation(({ id, reason }: { id: string; reason: string }) =>
    api.post<TDoneReply>(`/api/admin/ads/${id}/reject`, reason ? { reason } : {}),
  );
export const useSetShippingCost = () =>
  useAdMutation(({ id, shippingCost }: { id: string; shippingCost: number }) =>
    api.post<TDoneReply>(`/api/admin/ads/${id}/shipping-cost`, { shippingCost }),
  );
export const useDeleteAd = () => useAdMutation((id: string) => api.delete<TDoneReply>(`/api/admin/ads/${id}`));

/** The seller's account and record beside an ad under review, read when its details open. */
export const useAdSellerHistory = (id: string, isEnabled: boolean) =>
  useQuery({
    queryKey: queryKeys.admin.ads.sellerHistory(id),
    queryFn: ({ signal }) => api.get<TAdSellerHistoryReply>(`/api/admin/ads/${id}/seller-history`, { signal }),
    enabled: isEnabled,
  });

/** The ad's catalogue item, or the item its title obviously names (issue 22), read when its details open. */
export const useAdCatalogueLink = (id: string, isEnabled: boolean) =>
  useQuery({
    queryKey: queryKeys.admin.ads.catalogueLink(id),
    queryFn: ({ signal }) => api.get<TAdCatalogueLinkReply>(`/api/admin/ads/${id}/catalogue-item`, { signal }),
    enabled: isEnabled,
  });

/** Links the ad to an item, relinks it to another, or unlinks it (null); the ad takes the item's title and platform. */
export const useLinkAdToItem = () =>
  useAdMutation(({ id, itemId }: { id: string; itemId: string | null }) =>
    api.put<TDoneReply>(`/api/admin/ads/${id}/catalogue-item`, { itemId }),
  );
