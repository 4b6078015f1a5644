import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type Withdrawal = {
  id: string;
  type: string;
  amount: number;
  date: string;
  /** Where to pay, masked ("Card •••• 4242 (Name)"). */
  account: string;
  description: string;
  rejection_reason: string | null;
  reference: string;
  /** 'pending', 'approved' or 'rejected'. */
  status: string;
};

export const getWithdrawalHistory = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ withdrawals: Withdrawal[] }>('/api/user/wallet/withdrawal-history', { signal }).then((reply) => reply.withdrawals ?? []);

export const withdrawalHistoryQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.wallet.withdrawals(), queryFn: ({ signal }) => getWithdrawalHistory({ signal }) });

export const useWithdrawalHistory = () => useQuery(withdrawalHistoryQueryOptions());
