import { RELATED_LIMIT, type TListingsReply } from '@gamesouq/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * "What users buy after viewing this item": up to 4 ads of the same category or platform; when that call fails or
 * finds none, the newest other ads (GET /api/user/ads/all without the current one, buyer §7).
 */
export const getRelatedAds = async ({ id, signal }: { id: string; signal?: AbortSignal }): Promise<TListingsReply> => {
  try {
    const { ads } = await api.get<TListingsReply>(`/api/user/ads/related/${encodeURIComponent(id)}`, { signal });
    if (ads.length > 0) return { ads: ads.slice(0, RELATED_LIMIT) };
  } catch (error) {
    if (signal?.aborted) throw error;
  }
  const { ads } = await api.get<TListingsReply>('/api/user/ads/all', { signal });
  return { ads: ads.filter((ad) => ad.id !== id).slice(0, RELATED_LIMIT) };
};

export const relatedAdsQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.ads.related(id), queryFn: ({ signal }) => getRelatedAds({ id, signal }) });

/**
 * Asked by the browser only: the page the server draws and keeps for every visitor leaves this row out, so that an
 * edit of one of the four listings it shows does not empty the kept page of every product that shows it (ADR 062).
 */
export const useRelatedAds = (id: string) => useQuery({ ...relatedAdsQueryOptions(id), enabled: !import.meta.env.SSR });
