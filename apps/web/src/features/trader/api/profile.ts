import type { TTraderProfileReply, TTraderProfileUpdate, TVatRegistrationChange, TVatRegistrationReply } from '@gamesouq/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getProfile = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<TTraderProfileReply>('/api/trader/profile', { signal }).then((reply) => reply.profile);

export const profileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.trader.profile(), queryFn: ({ signal }) => getProfile({ signal }) });

export const useProfile = () => useQuery(profileQueryOptions());

export const updateProfile = (changes: TTraderProfileUpdate) => api.put<TTraderProfileReply>('/api/trader/profile', changes);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (reply) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, reply.profile);
      void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.trader.wallet() });
    },
  });
}

export const changeVatRegistration = (numbers: TVatRegistrationChange) =>
  api.put<TVatRegistrationReply>('/api/trader/profile/vat', numbers);

export function useChangeVatRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeVatRegistration,
    onSuccess: (reply) => queryClient.setQueryData(profileQueryOptions().queryKey, reply.profile),
  });
}
