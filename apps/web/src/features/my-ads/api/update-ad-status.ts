import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Ad } from '@/lib/listing-types';
import { queryKeys } from '@/lib/query-keys';

/** Deactivate (active → inactive) or reactivate (inactive or sold → active) one of the seller's ads. */
export const updateAdStatus = ({ id, status }: { id: string; status: 'active' | 'inactive' }) =>
  api.put<{ message: string; ad: Ad }>(`/api/user/ads/${encodeURIComponent(id)}`, { status });

export function useUpdateAdStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.ads.all() }),
  });
}
