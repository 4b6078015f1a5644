import type { TTraderOrderReply } from '@gamesouq/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** One sale with its proofs (the detail modal). */
export const getOrder = ({ id, signal }: { id: string; signal?: AbortSignal }) =>
  api.get<TTraderOrderReply>(`/api/trader/orders/${encodeURIComponent(id)}`, { signal }).then((reply) => reply.order);

export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.trader.order(id), queryFn: ({ signal }) => getOrder({ id, signal }) });

export const useOrder = (id: string | null) => useQuery({ ...orderQueryOptions(id ?? ''), enabled: id !== null });
