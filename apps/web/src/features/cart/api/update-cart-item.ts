import type { TDoneReply } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Cart } from './get-cart';

export const updateCartItem = ({ itemId, quantity }: { itemId: string; quantity: number }) =>
  api.put<TDoneReply>(`/api/user/cart/items/${encodeURIComponent(itemId)}`, { quantity });

/** Shows the new quantity at once (put back if the call fails); the totals follow from the server. */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartItem,
    onMutate: async ({ itemId, quantity }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.cart() });
      const previous = queryClient.getQueryData<Cart>(queryKeys.cart());
      queryClient.setQueryData<Cart>(queryKeys.cart(), (cart) =>
        cart
          ? {
              ...cart,
              cart: cart.cart.map((group) => ({
                ...group,
                items: group.items.map((item) => (item.id === itemId ? { ...item, quantity } : item)),
              })),
            }
          : cart,
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.cart(), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart() }),
  });
}
