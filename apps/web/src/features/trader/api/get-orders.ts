import type { TTraderOrdersReply } from '@gamesouq/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type OrderTab = 'completed' | 'pending' | 'more';
export type OrderSort = 'date' | 'customer' | 'total' | 'status';
export type OrderFilters = { page: number; tab?: OrderTab; sort: OrderSort; search: string; limit?: number };

/** The trader's sales by tab: Completed, Pending (pending and processing), More (seller §2.12). */
export const getOrders = ({ filters, signal }: { filters: OrderFilters; signal?: AbortSignal }) => {
  const params = new URLSearchParams({ page: String(filters.page), limit: String(filters.limit ?? 10), sort: filters.sort });
  if (filters.tab) params.set('tab', filters.tab);
  if (filters.search) params.set('search', filters.search);
  return api.get<TTraderOrdersReply>(`/api/trader/orders?${params}`, { signal });
};

export const ordersQueryOptions = (filters: OrderFilters) =>
  queryOptions({ queryKey: queryKeys.trader.orderList(filters), queryFn: ({ signal }) => getOrders({ filters, signal }) });

export const useOrders = (filters: OrderFilters, { isEnabled = true } = {}) =>
  useQuery({ ...ordersQueryOptions(filters), placeholderData: keepPreviousData, enabled: isEnabled });
