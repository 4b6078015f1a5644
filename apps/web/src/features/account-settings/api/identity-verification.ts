import type { TIdentityVerificationReply, TIdentityVerificationRequest } from '@gamesouq/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How often the page asks whether the request was answered in the provider's app. */
const POLL_MS = 2_000;

/** The user's identity verification, asked again every two seconds while it waits for the provider's app. */
export const useIdentityVerification = () =>
  useQuery({
    queryKey: queryKeys.account.identity(),
    queryFn: () => api.get<TIdentityVerificationReply>('/api/user/identity-verification'),
    refetchInterval: (query) => (query.state.data?.verification?.status === 'pending' ? POLL_MS : false),
  });

export function useStartIdentityVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TIdentityVerificationRequest) => api.post<TIdentityVerificationReply>('/api/user/identity-verification', body),
    onSuccess: (reply) => queryClient.setQueryData(queryKeys.account.identity(), reply),
  });
}
