import type { TWalletReply, TWalletSummaryView } from '@gamesouq/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type WalletSummary = TWalletSummaryView;

/** The wallet overview (seller §3 wallet summary). */
export const getWallet = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<TWalletReply>('/api/user/wallet', { signal }).then((reply) => reply.wallet);

export const walletQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.wallet.summary(), queryFn: ({ signal }) => getWallet({ signal }) });

export const useWallet = () => useQuery(walletQueryOptions());
