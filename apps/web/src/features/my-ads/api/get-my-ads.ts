import type { TOwnListingsReply } from '@gamesouq/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The seller's own ads in every status (My Products). */
export const getMyAds = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<TOwnListingsReply>('/api/user/ads', { signal }).then((reply) => reply.ads ?? []);

export const myAdsQueryOptions = () => queryOptions({ queryKey: queryKeys.ads.mine(), queryFn: ({ signal }) => getMyAds({ signal }) });

export const useMyAds = () => useQuery(myAdsQueryOptions());
