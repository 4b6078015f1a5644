import type { TWithdrawReply, TWithdrawRequest } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Moves the amount from available to held until an admin approves (pays out) or rejects (returns) it. */
export const requestWithdrawal = ({ body, idempotencyKey }: { body: TWithdrawRequest; idempotencyKey: string }) =>
  api.post<TWithdrawReply>('/api/user/wallet/withdraw', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWithdrawal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all() }),
  });
}
