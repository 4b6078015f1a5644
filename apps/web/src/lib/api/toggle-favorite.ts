import type { TFavoriteReply } from '@gamesouq/core';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTranslation } from '@/lib/i18n';
import { api } from '../api-client';
import { errorMessage, serverReason } from '../messages';
import { queryKeys } from '../query-keys';

export const toggleFavorite = (id: string) => api.post<TFavoriteReply>(`/api/ads/${encodeURIComponent(id)}/favorite`);
/** Adds without toggling: the favourite a visitor asked for before signing in stays one if it already was. */
export const saveFavorite = (id: string) => api.post<TFavoriteReply>('/api/user/favorites', { productId: id });

type WithAds = { ads: { id: string; isFavorite: boolean }[] };

function hasAds(value: unknown): value is WithAds {
  return typeof value === 'object' && value !== null && Array.isArray((value as WithAds).ads);
}

/** Marks the ad in every cached list and detail at once, so the heart changes without reloading the page. */
function markFavorite(queryClient: QueryClient, id: string, isFavorite: boolean) {
  queryClient.setQueriesData({ queryKey: queryKeys.ads.all() }, (data: unknown) => {
    if (hasAds(data)) return { ...data, ads: data.ads.map((ad) => (ad.id === id ? { ...ad, isFavorite } : ad)) };
    if (typeof data === 'object' && data !== null && (data as { id?: unknown }).id === id) return { ...data, isFavorite };
    return data;
  });
}

/**
 * The Favorite action of ad cards and the product page, with its toasts (buyer §8). A failure shows the server's
 * message, else 'Error updating favorites'; with `failureTitle` it shows that title and the server's reason under it.
 */
export function useToggleFavorite({
  failureTitle,
  mutationFn = toggleFavorite,
}: {
  failureTitle?: string;
  mutationFn?: typeof toggleFavorite;
} = {}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ isFavorite }, id) => {
      markFavorite(queryClient, id, isFavorite);
      void queryClient.invalidateQueries({ queryKey: queryKeys.favorites() });
      toast.success(isFavorite ? t('favorites.added') : t('favorites.removed'));
    },
    onError: (error) => {
      if (failureTitle) toast.error(failureTitle, { description: serverReason(t, error) });
      else toast.error(errorMessage(t, error, { fallback: t('favorites.updateFailed') }));
    },
  });
}
