import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { disputeQueryOptions } from './get-dispute';

export const sendDisputeMessage = ({ orderId, message }: { orderId: string; message: string }) =>
  api.post<{ message: string }>(`/api/user/orders/${encodeURIComponent(orderId)}/dispute/messages`, { message });

export function useSendDisputeMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendDisputeMessage,
    onSuccess: (_reply, { orderId }) => queryClient.invalidateQueries({ queryKey: disputeQueryOptions(orderId).queryKey }),
  });
}
