import type { TUserProfileUpdate } from '@gamesouq/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type UserProfile = {
  id: string;
  name: string;
  email: string;
  phone: string;
  role: string;
  address: string;
  bio: string;
  avatar: string | null;
  totalSales: number;
  rating: number;
  verified: boolean;
  memberSince: string | null;
  bankName: string;
  accountHolderName: string;
  accountNumber: string;
  iban: string;
  swiftCode: string;
};

export const getUserProfile = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ profile: UserProfile }>('/api/user/profile', { signal }).then((reply) => reply.profile);

export const userProfileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.account.profile(), queryFn: ({ signal }) => getUserProfile({ signal }) });

export const useUserProfile = () => useQuery(userProfileQueryOptions());

export const updateUserProfile = (changes: TUserProfileUpdate) =>
  api.put<{ message: string; profile: UserProfile }>('/api/user/profile', changes);

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
