import type {
  TCatalogDeletedReply,
  TSearchSynonymInput,
  TSearchSynonymListReply,
  TSearchSynonymSavedReply,
  TSearchSynonymView,
} from '@gamesouq/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type SearchSynonym = TSearchSynonymView;

export const useSearchSynonyms = () =>
  useQuery({
    queryKey: queryKeys.admin.searchSynonyms(),
    queryFn: ({ signal }) => api.get<TSearchSynonymListReply>('/api/admin/search-synonyms', { signal }).then((r) => r.synonyms),
  });

function useSynonymMutation<V, R>(call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // What the marketplace's search and suggestions find changes with the table.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.searchSynonyms() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.ads.all() }),
      ]),
  });
}

export const useSaveSearchSynonym = () =>
  useSynonymMutation(({ id, input }: { id?: string; input: TSearchSynonymInput }) =>
    id
      ? api.put<TSearchSynonymSavedReply>(`/api/admin/search-synonyms/${id}`, input)
      : api.post<TSearchSynonymSavedReply>('/api/admin/search-synonyms', input),
  );

export const useDeleteSearchSynonym = () =>
  useSynonymMutation((id: string) => api.delete<TCatalogDeletedReply>(`/api/admin/search-synonyms/${id}`));
