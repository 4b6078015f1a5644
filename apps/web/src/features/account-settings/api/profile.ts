import type { TUserProfileReply, TUserProfileUpdate, TUserProfileView } from '@gamesouq/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type UserProfile = TUserProfileView;

export const getUserProfile = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<TUserProfileReply>('/api/user/profile', { signal }).then((reply) => reply.profile);

export const userProfileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.account.profile(), queryFn: ({ signal }) => getUserProfile({ signal }) });

export const useUserProfile = () => useQuery(userProfileQueryOptions());

export const updateUserProfile = (changes: TUserProfileUpdate) => api.put<TUserProfileReply>('/api/user/profile', changes);

export function useUpdateUserProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserProfile,
    onSuccess: (reply) => {
      queryClient.setQueryData(userProfileQueryOptions().queryKey, reply.profile);
      void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser() });
    },
  });
}
