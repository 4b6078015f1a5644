import type { TOrderItemView, TOrdersReply, TOrderView } from '@gamesouq/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type OrderItem = TOrderItemView;
export type Order = TOrderView;

/** Purchases (`buyer`) or, for anyone who sells, the Sales view (`seller`): the orders of the user's own listings. */
export type OrdersView = 'buyer' | 'seller';

export const getOrders = ({ role, signal }: { role: OrdersView; signal?: AbortSignal }) =>
  api.get<TOrdersReply>(`/api/user/orders?role=${role}`, { signal }).then((reply) => reply.orders ?? []);

export const ordersQueryOptions = (role: OrdersView) =>
  queryOptions({ queryKey: queryKeys.orders.list(role), queryFn: ({ signal }) => getOrders({ role, signal }) });

export const useOrders = (role: OrdersView) => useQuery(ordersQueryOptions(role));
