import type { TSavedListingReply } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Deactivate (active → inactive) or reactivate (inactive or sold → active) one of the seller's ads. */
export const updateAdStatus = ({ id, status }: { id: string; status: 'active' | 'inactive' }) =>
  api.put<TSavedListingReply>(`/api/user/ads/${encodeURIComponent(id)}`, { status });

export function useUpdateAdStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.ads.all() }),
  });
}
