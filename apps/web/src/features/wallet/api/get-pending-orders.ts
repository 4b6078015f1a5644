import type { TPendingOrdersReply, TPendingOrderView } from '@gamesouq/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type PendingOrder = TPendingOrderView;

/** Orders whose money is still held in escrow, bought or sold by the user. */
export const getPendingOrders = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<TPendingOrdersReply>('/api/user/wallet/pending-orders', { signal }).then((reply) => reply.pendingOrders ?? []);

export const pendingOrdersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.wallet.pendingOrders(), queryFn: ({ signal }) => getPendingOrders({ signal }) });

export const usePendingOrders = () => useQuery(pendingOrdersQueryOptions());
