import type { TAccountDeletionRequestedReply, TAccountDeletionStatusReply } from '@gamesouq/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The user's open account deletion request, if any. */
export const getDeletionRequest = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<TAccountDeletionStatusReply>('/api/user/account-deletion', { signal }).then((reply) => reply.request);

export const deletionRequestQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.account.deletionRequest(), queryFn: ({ signal }) => getDeletionRequest({ signal }) });

export const useDeletionRequest = () => useQuery(deletionRequestQueryOptions());

/** Records an account deletion request for an admin to carry out. */
export const requestDeletion = (reason: string) => api.post<TAccountDeletionRequestedReply>('/api/user/account-deletion', { reason });

export function useRequestDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDeletion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: deletionRequestQueryOptions().queryKey }),
  });
}
