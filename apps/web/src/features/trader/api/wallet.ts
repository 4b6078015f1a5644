import type { TTraderWalletReply, TTraderWithdrawReply } from '@gamesouq/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { queryKeys } from '@/lib/query-keys';

export type WalletPeriod = 'week' | 'month' | 'quarter' | 'year' | 'all';

export const getWallet = ({ period, signal }: { period: WalletPeriod; signal?: AbortSignal }) =>
  api.get<TTraderWalletReply>(`/api/trader/wallet?period=${period}`, { signal });

export const walletQueryOptions = (period: WalletPeriod) =>
  queryOptions({ queryKey: queryKeys.trader.walletOf(period), queryFn: ({ signal }) => getWallet({ period, signal }) });

export const useTraderWallet = (period: WalletPeriod) => useQuery({ ...walletQueryOptions(period), placeholderData: keepPreviousData });

export const withdraw = ({ amount, key }: { amount: number; key: string }) =>
  api.post<TTraderWithdrawReply>('/api/trader/wallet/withdraw', { amount }, { headers: { 'Idempotency-Key': key } });

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => withdraw({ amount, key: newIdempotencyKey() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.trader.all() }),
  });
}
