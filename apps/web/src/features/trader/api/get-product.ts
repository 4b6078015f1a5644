import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { TraderProduct } from './types';

export const getProduct = ({ id, signal }: { id: string; signal?: AbortSignal }) =>
  api.get<{ product: TraderProduct }>(`/api/trader/products/${encodeURIComponent(id)}`, { signal }).then((reply) => reply.product);

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.trader.product(id), queryFn: ({ signal }) => getProduct({ id, signal }) });

export const useProduct = (id: string, { isEnabled = true } = {}) => useQuery({ ...productQueryOptions(id), enabled: isEnabled });
