import type { TReviewReply } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Rate & Review of a completed order, once. */
export const reviewOrder = ({ id, rating, review }: { id: string; rating: number; review: string }) =>
  api.post<TReviewReply>(`/api/user/orders/${encodeURIComponent(id)}/review`, { rating, review });

export function useReviewOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewOrder,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() });
      // The seller's rating on ads comes from the reviews.
      void queryClient.invalidateQueries({ queryKey: queryKeys.ads.all() });
    },
  });
}
