import type { TPlatformListReply } from '@gamesouq/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { api } from '../api-client';
import type { Platform } from '../listing-types';
import { queryKeys } from '../query-keys';

export const getPlatforms = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<TPlatformListReply>('/api/platforms', { signal }).then((reply): Platform[] => reply.platforms ?? []);

export const platformsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.catalog.platforms(), queryFn: ({ signal }) => getPlatforms({ signal }), staleTime: 5 * 60_000 });

export const usePlatforms = () => useQuery(platformsQueryOptions());

/** A platform's name in the current language (its Arabic name when there is one). */
export function platformLabel(platform: Pick<Platform, 'name' | 'nameAr'>, language: string): string {
  return language === 'ar' && platform.nameAr ? platform.nameAr : platform.name;
}

/** Names the platform of an ad ({id, name}) in the current language, from the cached catalogue. */
export function usePlatformName() {
  const { i18n } = useTranslation();
  const { data } = usePlatforms();
  return (ref: { id: string; name: string } | null | undefined): string => {
    if (!ref) return '';
    const platform = data?.find((item) => item.id === ref.id);
    return platform ? platformLabel(platform, i18n.language) : ref.name;
  };
}
