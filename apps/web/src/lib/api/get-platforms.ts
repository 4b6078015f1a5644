import type { TPlatformListReply } from '@gamesouq/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import type { Platform } from '../listing-types';
import { queryKeys } from '../query-keys';

export const getPlatforms = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<TPlatformListReply>('/api/platforms', { signal }).then((reply): Platform[] => reply.platforms ?? []);

export const platformsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.catalog.platforms(), queryFn: ({ signal }) => getPlatforms({ signal }), staleTime: 5 * 60_000 });

export const usePlatforms = () => useQuery(platformsQueryOptions());
