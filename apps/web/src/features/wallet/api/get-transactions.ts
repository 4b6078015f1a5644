import type { TWalletTransactionsReply, TWalletTransactionView } from '@gamesouq/core';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type TransactionType =
  | 'deposit'
  | 'purchase'
  | 'sale'
  | 'release'
  | 'refund'
  | 'withdrawal_request'
  | 'withdrawal'
  | 'withdrawal_refund'
  | 'checkout_hold'
  | 'checkout_release';

export type Transaction = TWalletTransactionView;

/** Movements shown per "Load more". */
export const TRANSACTIONS_PAGE_SIZE = 20;

/** One page of the wallet's movements, newest first. */
export const getTransactions = ({ page, signal }: { page: number; signal?: AbortSignal }) =>
  api.get<TWalletTransactionsReply>(`/api/user/wallet/transactions?page=${page}&limit=${TRANSACTIONS_PAGE_SIZE}`, { signal });

/** The movements page after page, so that the oldest stay reachable (a refetch reads again every page loaded). */
export const transactionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.wallet.transactions(),
    queryFn: ({ pageParam, signal }) => getTransactions({ page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) => (pagination.currentPage < pagination.totalPages ? pagination.currentPage + 1 : undefined),
  });

export const useTransactions = () => useInfiniteQuery(transactionsQueryOptions());
