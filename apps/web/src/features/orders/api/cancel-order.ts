import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Order } from './get-orders';

/** The buyer cancels a pending order and gets the full amount back in the wallet. */
export const cancelOrder = ({ id, reason }: { id: string; reason?: string }) =>
  api.post<{ message: string; order: Order }>(`/api/user/orders/${encodeURIComponent(id)}/cancel`, { reason });

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
