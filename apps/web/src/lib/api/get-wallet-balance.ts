import type { TWalletBalanceReply, TWalletBalanceView } from '@gamesouq/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

export type WalletBalance = TWalletBalanceView;

/** The wallet's balances alone (the cart checks the available balance before checkout). */
export const getWalletBalance = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<TWalletBalanceReply>('/api/user/wallet/balance', { signal });

export const walletBalanceQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.wallet.balance(), queryFn: ({ signal }) => getWalletBalance({ signal }) });

export const useWalletBalance = () => useQuery(walletBalanceQueryOptions());
