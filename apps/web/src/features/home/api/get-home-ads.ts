import { HOME_PAGE_SIZE, type THomeListingsReply } from '@gamesouq/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { type HomeFilters, TEXT_FILTERS } from '../hooks/use-home-filters';

/** The active ads of the marketplace, one page of 10, filtered as the URL says. */
export const getHomeAds = ({ filters, signal }: { filters: HomeFilters; signal?: AbortSignal }) => {
  const query = new URLSearchParams({ page: String(filters.page), limit: String(HOME_PAGE_SIZE) });
  for (const key of TEXT_FILTERS) {
    const value = filters[key].trim();
    if (value) query.set(key, value);
  }
  return api.get<THomeListingsReply>(`/api/ads/home?${query}`, { signal });
};

export const homeAdsQueryOptions = (filters: HomeFilters) =>
  queryOptions({
    queryKey: queryKeys.ads.home(filters),
    queryFn: ({ signal }) => getHomeAds({ filters, signal }),
    // The previous page stays on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });

export const useHomeAds = (filters: HomeFilters) => useQuery(homeAdsQueryOptions(filters));
