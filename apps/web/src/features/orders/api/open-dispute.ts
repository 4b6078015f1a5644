import type { DISPUTE_REASON_VALUES, TDisputeChangeReply } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type DisputeReason = (typeof DISPUTE_REASON_VALUES)[number];

/** Buyer protection: freezes the release of the payment until an admin decides. Photos go as multipart. */
export const openDispute = ({ id, reason, details, photos }: { id: string; reason: DisputeReason; details: string; photos: File[] }) => {
  const form = new FormData();
  form.append('reason', reason);
  form.append('details', details);
  for (const photo of photos) form.append('photos', photo);
  return api.post<TDisputeChangeReply>(`/api/user/orders/${encodeURIComponent(id)}/dispute`, form);
};

export function useOpenDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openDispute,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all() });
    },
  });
}
