import type {
  TAdminCategoryListReply,
  TAdminPlatformListReply,
  TCatalogDeletedReply,
  TCatalogIconReply,
  TCategoryInput,
  TCategorySavedReply,
  TCategoryView,
  TPlatformInput,
  TPlatformSavedReply,
  TPlatformView,
} from '@gamesouq/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type AdminPlatform = TPlatformView;
export type AdminCategory = TCategoryView;
type Kind = 'platforms' | 'categories';

export const useAdminPlatforms = () =>
  useQuery({
    queryKey: queryKeys.admin.platforms(),
    queryFn: ({ signal }) =>
      api.get<TAdminPlatformListReply>('/api/admin/platforms?include_inactive=true', { signal }).then((r) => r.platforms),
  });

export const useAdminCategories = () =>
  useQuery({
    queryKey: queryKeys.admin.categories(),
    queryFn: ({ signal }) =>
      api.get<TAdminCategoryListReply>('/api/admin/categories?include_inactive=true', { signal }).then((r) => r.categories),
  });

/** Saving, deleting or a new icon also refreshes the public catalogue the marketplace screens read. */
function useCatalogMutation<V, R>(kind: Kind, call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin[kind]() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.catalog.all() }),
      ]),
  });
}

export const useSavePlatform = () =>
  useCatalogMutation('platforms', ({ id, input }: { id?: string; input: TPlatformInput }) =>
    id ? api.put<TPlatformSavedReply>(`/api/admin/platforms/${id}`, input) : api.post<TPlatformSavedReply>('/api/admin/platforms', input),
  );
export const useSaveCategory = () =>
  useCatalogMutation('categories', ({ id, input }: { id?: string; input: TCategoryInput }) =>
    id ? api.put<TCategorySavedReply>(`/api/admin/categories/${id}`, input) : api.post<TCategorySavedReply>('/api/admin/categories', input),
  );
export const useDeleteCatalogItem = (kind: Kind) =>
  useCatalogMutation(kind, (id: string) => api.delete<TCatalogDeletedReply>(`/api/admin/${kind}/${id}`));

export const uploadIcon = ({ kind, id, file }: { kind: Kind; id: string; file: File }) => {
  const form = new FormData();
  form.append('icon', file);
  return api.post<TCatalogIconReply>(`/api/admin/${kind}/${id}/icon`, form);
};
