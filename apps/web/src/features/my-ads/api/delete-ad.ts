import type { TDoneReply } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const deleteAd = (id: string) => api.delete<TDoneReply>(`/api/user/ads/${encodeURIComponent(id)}`);

export function useDeleteAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAd,
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: ['ads', 'detail', id] });
      return queryClient.invalidateQueries({ queryKey: ['ads'] });
    },
  });
}
