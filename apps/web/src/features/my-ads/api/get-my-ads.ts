import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OwnAd } from '@/lib/listing-types';
import { queryKeys } from '@/lib/query-keys';

/** The seller's own ads in every status (My Products). */
export const getMyAds = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ ads: OwnAd[] }>('/api/user/ads', { signal }).then((reply) => reply.ads ?? []);

export const myAdsQueryOptions = () => queryOptions({ queryKey: queryKeys.ads.mine(), queryFn: ({ signal }) => getMyAds({ signal }) });

export const useMyAds = () => useQuery(myAdsQueryOptions());
