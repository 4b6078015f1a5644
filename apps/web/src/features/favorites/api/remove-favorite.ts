import type { TFavoriteReply } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Favorite } from './get-favorites';

export const removeFavorite = (productId: string) => api.delete<TFavoriteReply>(`/api/user/favorites/${encodeURIComponent(productId)}`);

/** Removes at once from the list (put back if the call fails); the ads' hearts follow on their next load. */
export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onMutate: async (productId) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.favorites() });
      const previous = queryClient.getQueryData<Favorite[]>(queryKeys.favorites());
      queryClient.setQueryData<Favorite[]>(queryKeys.favorites(), (list) => list?.filter((item) => item.productId !== productId));
      return { previous };
    },
    onError: (_error, _productId, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.favorites(), context.previous);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.favorites() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.ads.all() });
    },
  });
}
