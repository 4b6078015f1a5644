import type { TSavedListingReply } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Posts a new ad as multipart form data (fields plus repeated `images`); it waits for an admin's review. */
export const createAd = (body: FormData) => api.post<TSavedListingReply>('/api/user/ads', body);

export function useCreateAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAd,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.ads.all() }),
  });
}
