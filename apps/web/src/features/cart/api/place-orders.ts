import type { TCheckoutRequest } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type PlacedOrder = { id: string; orderId: string; total: number };

/** One checkout: an order per seller, paid from the wallet; the key makes a repeated attempt move money once. */
export const placeOrders = ({ body, idempotencyKey }: { body: TCheckoutRequest; idempotencyKey: string }) =>
  api.post<{ message: string; orders: PlacedOrder[] }>('/api/user/orders', body, { headers: { 'Idempotency-Key': idempotencyKey } });

/**
 * Places the checkout's requests one after the other (two only when groups go by different delivery modes,
 * which one request cannot say). Each request keeps its own key across retries of the same attempt.
 */
export function usePlaceOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (requests: { body: TCheckoutRequest; idempotencyKey: string }[]) => {
      const orders: PlacedOrder[] = [];
      for (const request of requests) orders.push(...(await placeOrders(request)).orders);
      return orders;
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      void queryClient.invalidateQueries({ queryKey: ['ads'] });
    },
  });
}
