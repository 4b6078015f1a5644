import type { OrderStatus, TTraderOrderChangeReply } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const changeOrderStatus = ({ id, status }: { id: string; status: OrderStatus }) =>
  api.patch<TTraderOrderChangeReply>(`/api/trader/orders/${encodeURIComponent(id)}/status`, { status });

export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrderStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.trader.all() }),
  });
}
