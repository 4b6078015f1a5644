import type { TItemWatchesReply, TItemWatchReply, TItemWatchSave } from '@gamesouq/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const BASE = '/api/user/item-watches';

/** The items the signed-in buyer asked to be told about (issue 22). */
export const useItemWatches = () =>
  useQuery({ queryKey: queryKeys.items.watches(), queryFn: ({ signal }) => api.get<TItemWatchesReply>(BASE, { signal }) });

/** The buyer's watch of one item (null: none); only asked when signed in. */
export const useItemWatch = (itemId: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.items.watch(itemId),
    queryFn: ({ signal }) => api.get<TItemWatchReply>(`${BASE}/${encodeURIComponent(itemId)}`, { signal }),
    enabled,
  });

/** Start (or change) and stop a watch; each refreshes every watch query. */
export function useItemWatchCalls() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.items.watches() });
  return {
    save: useMutation({
      mutationFn: ({ itemId, body }: { itemId: string; body: TItemWatchSave }) =>
        api.put<TItemWatchReply>(`${BASE}/${encodeURIComponent(itemId)}`, body),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (itemId: string) => api.delete(`${BASE}/${encodeURIComponent(itemId)}`), onSuccess }),
  };
}
