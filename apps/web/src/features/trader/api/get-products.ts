import type { TTraderProductsReply } from '@gamesouq/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ProductSort = 'newest' | 'oldest' | 'price-high' | 'price-low' | 'orders';
export type ProductFilters = {
  page: number;
  status: string;
  category: string;
  platform: string;
  sort: ProductSort;
  search: string;
  limit?: number;
};

const queryString = (filters: ProductFilters) =>
  new URLSearchParams(
    Object.entries({ ...filters, limit: filters.limit ?? 10 })
      .filter(([, value]) => value !== '' && value !== 'all')
      .map(([key, value]) => [key, String(value)]),
  ).toString();

/** Our Products: the trader's listings, 10 a page (seller §7 trader panel). */
export const getProducts = ({ filters, signal }: { filters: ProductFilters; signal?: AbortSignal }) =>
  api.get<TTraderProductsReply>(`/api/trader/products?${queryString(filters)}`, { signal });

export const productsQueryOptions = (filters: ProductFilters) =>
  queryOptions({ queryKey: queryKeys.trader.productList(filters), queryFn: ({ signal }) => getProducts({ filters, signal }) });

export const useProducts = (filters: ProductFilters, { isEnabled = true } = {}) =>
  useQuery({ ...productsQueryOptions(filters), placeholderData: keepPreviousData, enabled: isEnabled });
