import type { TCheckoutReply, TCheckoutRequest } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * One checkout: an order per seller group (each with its delivery mode), paid from the wallet in one transaction, or
 * waiting for a payment method (then the reply says where to pay); the key makes a repeated attempt move money once.
 */
export const placeOrders = ({ body, idempotencyKey }: { body: TCheckoutRequest; idempotencyKey: string }) =>
  api.post<TCheckoutReply>('/api/user/orders', body, { headers: { 'Idempotency-Key': idempotencyKey } });

export function usePlaceOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrders,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.ads.all() });
    },
  });
}
