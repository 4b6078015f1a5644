import type {
  CatalogueItemKind,
  TCatalogueItemInput,
  TCatalogueItemListReply,
  TCatalogueItemMergedReply,
  TCatalogueItemSavedReply,
  TCatalogueItemView,
} from '@gamesouq/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type CatalogueItem = TCatalogueItemView;
export type CatalogueQuery = { search: string; kind: CatalogueItemKind | ''; platformId: string; page: number };

/** The admin's catalogue list (issue 22): words in either language, kind and platform, twenty to a page. */
export const useAdminCatalogueItems = (query: CatalogueQuery) =>
  useQuery({
    queryKey: queryKeys.admin.catalogueItems.list(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(query.page) });
      if (query.search.trim()) params.set('q', query.search.trim());
      if (query.kind) params.set('kind', query.kind);
      if (query.platformId) params.set('platformId', query.platformId);
      return api.get<TCatalogueItemListReply>(`/api/admin/catalogue-items?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

/** A change to the catalogue shows in the admin's list and in the item pages and pickers. */
function useCatalogueMutation<V, R>(call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.catalogueItems.all() }),
        queryClient.invalidateQueries({ queryKey: ['items'] }),
      ]),
  });
}

/** Saves the item, then its new art when one was picked. */
export const useSaveCatalogueItem = () =>
  useCatalogueMutation(async ({ id, input, art }: { id?: string; input: TCatalogueItemInput; art: File | null }) => {
    const saved = id
      ? await api.put<TCatalogueItemSavedReply>(`/api/admin/catalogue-items/${encodeURIComponent(id)}`, input)
      : await api.post<TCatalogueItemSavedReply>('/api/admin/catalogue-items', input);
    if (!art) return saved;
    const form = new FormData();
    form.append('art', art);
    return api.post<TCatalogueItemSavedReply>(`/api/admin/catalogue-items/${encodeURIComponent(saved.item.id)}/art`, form);
  });

export const useMergeCatalogueItems = () =>
  useCatalogueMutation(({ id, into }: { id: string; into: string }) =>
    api.post<TCatalogueItemMergedReply>(`/api/admin/catalogue-items/${encodeURIComponent(id)}/merge`, { into }),
  );
