import type { TDoneReply } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const deleteAd = (id: string) => api.delete<TDoneReply>(`/api/user/ads/${encodeURIComponent(id)}`);

export function useDeleteAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAd,
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.ads.detail(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.ads.all() });
    },
  });
}
