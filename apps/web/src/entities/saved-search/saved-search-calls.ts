import type { TSavedSearchCreate, TSavedSearchesReply, TSavedSearchReply, TSavedSearchUpdate } from '@gamesouq/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const KEY = ['saved-searches'] as const;
const BASE = '/api/user/saved-searches';

export const useSavedSearches = () => useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.get<TSavedSearchesReply>(BASE, { signal }) });

/** Save, change and delete; each refreshes the list of saved searches. */
export function useSavedSearchCalls() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: KEY });
  return {
    save: useMutation({ mutationFn: (body: TSavedSearchCreate) => api.post<TSavedSearchReply>(BASE, body), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, changes }: { id: string; changes: TSavedSearchUpdate }) => api.patch<TSavedSearchReply>(`${BASE}/${id}`, changes),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => api.delete(`${BASE}/${id}`), onSuccess }),
  };
}
