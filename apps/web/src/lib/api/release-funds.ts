import type { TEscrowReleasedReply } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';

/** The seller's Auto Withdraw: releases the escrow of an order shipped long enough ago (orders and wallet pages). */
export const releaseFunds = (orderId: string) =>
  api.post<TEscrowReleasedReply>(`/api/user/wallet/auto-withdraw/${encodeURIComponent(orderId)}`);

export function useReleaseFunds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseFunds,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}
