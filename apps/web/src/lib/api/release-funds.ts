import type { TEscrowReleasedReply } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/** The seller's Auto Withdraw: releases the escrow of an order shipped long enough ago (orders and wallet pages). */
export const releaseFunds = (orderId: string) =>
  api.post<TEscrowReleasedReply>(`/api/user/wallet/auto-withdraw/${encodeURIComponent(orderId)}`);

export function useReleaseFunds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseFunds,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all() });
    },
  });
}
