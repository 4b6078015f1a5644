import type { TDoneReply } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { disputeQueryOptions } from './get-dispute';

/** A message in the dispute's thread, with photos (multipart) or without. */
export const sendDisputeMessage = ({ orderId, message, photos }: { orderId: string; message: string; photos: File[] }) => {
  const form = new FormData();
  form.append('message', message);
  for (const photo of photos) form.append('photos', photo);
  return api.post<TDoneReply>(`/api/user/orders/${encodeURIComponent(orderId)}/dispute/messages`, form);
};

export function useSendDisputeMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendDisputeMessage,
    onSuccess: (_reply, { orderId }) => queryClient.invalidateQueries({ queryKey: disputeQueryOptions(orderId).queryKey }),
  });
}
