import type { TDepositReply, TDepositRequest } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Add Funds: the card is charged by the payment provider and the wallet credited. */
export const deposit = ({ body, idempotencyKey }: { body: TDepositRequest; idempotencyKey: string }) =>
  api.post<TDepositReply>('/api/user/wallet/deposit', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export function useDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all() }),
  });
}
