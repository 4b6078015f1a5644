import type { TDoneReply } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const removeCartItem = (itemId: string) => api.delete<TDoneReply>(`/api/user/cart/items/${encodeURIComponent(itemId)}`);

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart() }),
  });
}
