import type { TOrderChangeReply, TPickupHandover } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The seller confirms a pickup's hand-over with the code the buyer shows (order page or trader panel). */
export const handOverPickup = ({ id, code }: { id: string } & TPickupHandover) =>
  api.post<TOrderChangeReply>(`/api/user/orders/${encodeURIComponent(id)}/pickup/handover`, { code });

export function useHandOverPickup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handOverPickup,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.trader.orders() });
    },
  });
}
