import type { TListingDetailReply } from '@gamesouq/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/** One ad: active ads for everyone, any status for its owner (the product page and the edit form). */
export const getAd = ({ id, signal }: { id: string; signal?: AbortSignal }) =>
  api.get<TListingDetailReply>(`/api/user/ads/${encodeURIComponent(id)}`, { signal });

export const adQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.ads.detail(id), queryFn: ({ signal }) => getAd({ id, signal }) });

export const useAd = (id: string) => useQuery(adQueryOptions(id));
