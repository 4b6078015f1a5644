import type { OrderStatus, TOrderChangeReply, TShipment } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The seller moves a sale on: processing, then shipped or ready for pickup (or cancels it, refunding the buyer). */
export const updateOrderStatus = ({
  id,
  status,
  reason,
  shipment,
}: {
  id: string;
  status: OrderStatus;
  reason?: string;
  /** The parcel, when a shipping order moves to shipped. */
  shipment?: TShipment;
}) => api.patch<TOrderChangeReply>(`/api/user/orders/${encodeURIComponent(id)}/status`, { status, reason, shipment });

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all() });
    },
  });
}
