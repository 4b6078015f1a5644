import type { OrderStatus, TShipment, TTraderOrderChangeReply } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const changeOrderStatus = ({ id, status, shipment }: { id: string; status: OrderStatus; shipment?: TShipment }) =>
  api.patch<TTraderOrderChangeReply>(`/api/trader/orders/${encodeURIComponent(id)}/status`, { status, shipment });

export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrderStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.trader.all() }),
  });
}
