import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type TransactionType =
  | 'deposit'
  | 'purchase'
  | 'sale'
  | 'release'
  | 'refund'
  | 'withdrawal_request'
  | 'withdrawal'
  | 'withdrawal_refund';

export type Transaction = {
  id: string;
  type: TransactionType | string;
  /** SAR, signed from the user's side (a purchase is negative). */
  amount: number;
  description: string;
  created_at: string;
  order_id: string | null;
  reference: string;
  status: string;
};

/** The wallet's movements, newest first. */
export const getTransactions = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ transactions: Transaction[] }>('/api/user/wallet/transactions', { signal }).then((reply) => reply.transactions ?? []);

export const transactionsQueryOptions = () =>
  queryOptions({ queryKey: ['wallet', 'transactions'], queryFn: ({ signal }) => getTransactions({ signal }) });

export const useTransactions = () => useQuery(transactionsQueryOptions());
