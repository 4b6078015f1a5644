import type { TEscrowReleasedReply } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/** The buyer's Confirm Delivery: completes the order and releases the seller's funds (orders and wallet pages). */
export const confirmDelivery = (orderId: string) =>
  api.post<TEscrowReleasedReply>(`/api/user/wallet/confirm-delivery/${encodeURIComponent(orderId)}`);

export function useConfirmDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmDelivery,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all() });
    },
  });
}
