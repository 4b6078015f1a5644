import type { TOrderChangeReply } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The buyer cancels a pending order and gets the full amount back in the wallet. */
export const cancelOrder = ({ id, reason }: { id: string; reason?: string }) =>
  api.post<TOrderChangeReply>(`/api/user/orders/${encodeURIComponent(id)}/cancel`, { reason });

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.ads.all() });
    },
  });
}
