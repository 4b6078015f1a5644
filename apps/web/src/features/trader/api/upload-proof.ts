import type { TOrderProofsReply } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Proof of shipment or delivery: images or PDF files (seller §5). */
export const uploadProof = ({ id, files }: { id: string; files: File[] }) => {
  const form = new FormData();
  for (const file of files) form.append('proof', file);
  return api.post<TOrderProofsReply>(`/api/trader/orders/${encodeURIComponent(id)}/proof`, form);
};

export function useUploadProof() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadProof, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.trader.orders() }) });
}
