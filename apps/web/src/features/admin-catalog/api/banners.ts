import type { TAdminBannerListReply, TAdminBannerView, TBannerSavedReply, TCatalogDeletedReply } from '@gamesouq/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type AdminBanner = TAdminBannerView;
export type BannerFields = Omit<AdminBanner, '_id' | 'id' | 'image' | 'createdAt'>;

export const useAdminBanners = () =>
  useQuery({
    queryKey: queryKeys.admin.banners(),
    queryFn: ({ signal }) => api.get<TAdminBannerListReply>('/api/admin/banners', { signal }).then((r) => r.banners),
  });

function useBannerMutation<V>(call: (variables: V) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.banners() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.banners() }),
      ]),
  });
}

/** Every field goes as multipart with the image, on create and on edit. */
export const useSaveBanner = () =>
  useBannerMutation(({ id, fields, image }: { id?: string; fields: BannerFields; image: File | null }) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
    if (image) form.append('image', image);
    return id ? api.put<TBannerSavedReply>(`/api/admin/banners/${id}`, form) : api.post<TBannerSavedReply>('/api/admin/banners', form);
  });
export const useToggleBanner = () =>
  useBannerMutation(({ id, isActive }: { id: string; isActive: boolean }) =>
    api.patch<TBannerSavedReply>(`/api/admin/banners/${id}/toggle-status`, { isActive }),
  );
export const useBannerPriority = () =>
  useBannerMutation(({ id, priority }: { id: string; priority: number }) =>
    api.patch<TBannerSavedReply>(`/api/admin/banners/${id}/priority`, { priority }),
  );
export const useDeleteBanner = () => useBannerMutation((id: string) => api.delete<TCatalogDeletedReply>(`/api/admin/banners/${id}`));
