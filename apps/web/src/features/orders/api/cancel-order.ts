import type { TOrderChangeReply } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The buyer cancels a pending order and gets the full amount back in the wallet. */
export const cancelOrder = ({ id, reason }: { id: string; reason?: string }) =>
  api.post<TOrderChangeReply>(`/api/user/orders/${encodeURIComponent(id)}/cancel`, { reason });

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      void queryClient.invalidateQueries({ queryKey: ['ads'] });
    },
  });
}
