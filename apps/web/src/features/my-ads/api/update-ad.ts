import type { TListingDetailReply, TSavedListingReply } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Saves the changed fields of an ad: JSON, or multipart when new photos are added. Only what changed is sent,
 * because the server sends an active ad back to review when its title, description, category, platform or features are sent.
 */
export const updateAd = ({ id, body }: { id: string; body: FormData | Record<string, unknown> }) =>
  api.put<TSavedListingReply>(`/api/user/ads/${encodeURIComponent(id)}`, body);

export function useUpdateAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAd,
    onSuccess: ({ ad }) => {
      // The saved ad comes without its item's summary: the one shown stays until the refetch below brings the new one.
      queryClient.setQueryData<TListingDetailReply>(queryKeys.ads.detail(ad.id), (shown) => shown && { ...shown, ...ad });
      return queryClient.invalidateQueries({ queryKey: queryKeys.ads.all() });
    },
  });
}
