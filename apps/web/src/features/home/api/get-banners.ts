import type { TBannerListReply } from '@gamesouq/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Banner } from '@/lib/listing-types';
import { queryKeys } from '@/lib/query-keys';

export const getBanners = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<TBannerListReply>('/api/user/banners', { signal }).then((reply): Banner[] => reply.banners ?? []);

export const bannersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.banners(), queryFn: ({ signal }) => getBanners({ signal }), staleTime: 5 * 60_000 });

export const useBanners = () => useQuery(bannersQueryOptions());
