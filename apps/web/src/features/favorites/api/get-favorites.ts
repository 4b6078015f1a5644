import type { TFavoriteListingView, TFavoritesReply } from '@gamesouq/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type Favorite = TFavoriteListingView;

/** The user's favourites that are still on sale, most recently added first. */
export const getFavorites = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<TFavoritesReply>('/api/user/favorites', { signal }).then((reply) => reply.favorites ?? []);

export const favoritesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.favorites(), queryFn: ({ signal }) => getFavorites({ signal }) });

export const useFavorites = () => useQuery(favoritesQueryOptions());
