import type { TOrderReply } from '@gamesouq/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** One order the user bought or sold (404 for anyone else's). */
export const getOrder = ({ id, signal }: { id: string; signal?: AbortSignal }) =>
  api.get<TOrderReply>(`/api/user/orders/${encodeURIComponent(id)}`, { signal });

export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.orders.detail(id), queryFn: ({ signal }) => getOrder({ id, signal }) });

export const useOrder = (id: string) => useQuery(orderQueryOptions(id));
