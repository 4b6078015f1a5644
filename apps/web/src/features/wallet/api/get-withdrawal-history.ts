import type { TWithdrawalHistoryReply, TWithdrawalView } from '@gamesouq/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type Withdrawal = TWithdrawalView;

export const getWithdrawalHistory = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<TWithdrawalHistoryReply>('/api/user/wallet/withdrawal-history', { signal }).then((reply) => reply.withdrawals ?? []);

export const withdrawalHistoryQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.wallet.withdrawals(), queryFn: ({ signal }) => getWithdrawalHistory({ signal }) });

export const useWithdrawalHistory = () => useQuery(withdrawalHistoryQueryOptions());
