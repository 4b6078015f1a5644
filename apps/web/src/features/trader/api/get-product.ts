import type { TTraderProductReply } from '@gamesouq/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getProduct = ({ id, signal }: { id: string; signal?: AbortSignal }) =>
  api.get<TTraderProductReply>(`/api/trader/products/${encodeURIComponent(id)}`, { signal }).then((reply) => reply.product);

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.trader.product(id), queryFn: ({ signal }) => getProduct({ id, signal }) });

export const useProduct = (id: string, { isEnabled = true } = {}) => useQuery({ ...productQueryOptions(id), enabled: isEnabled });
