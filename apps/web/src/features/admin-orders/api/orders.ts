import type { AdminOrderTab, TAdminOrderEdit } from '@gamesouq/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { COUNTS_REFRESH_MS } from '@/lib/counts-refresh';
import type { PaginationReply } from '@/lib/pagination';
import { queryKeys } from '@/lib/query-keys';

export type AdminOrderRow = {
  id: string;
  orderId: string;
  number: number;
  customer: { id: string; name: string; type: 'Store' | 'Person' };
  buyer: { id: string; name: string };
  status: string;
  deliveryType: string;
  items: number;
  date: string;
  total: number;
};
export type OrdersQuery = { type: AdminOrderTab; sort: 'date' | 'amount' | 'status'; search: string; page: number };
export const ORDERS_PAGE_SIZE = 10;

export type AdminOrderDetail = {
  id: string;
  orderId: string;
  status: string;
  deliveryType: 'shipping' | 'pickup';
  created_at: string;
  subtotal: number;
  shipping: number;
  tax: number;
  discount: number;
  total: number;
  payment_status: string;
  cancel_reason: string | null;
  shippingAddress: Record<string, string>;
  seller: { id: string; name: string; verified: boolean; role: string; rating: number };
  buyer: { id: string; name: string; email: string; phone: string };
  items: { id: string; name: string; image: string; quantity: number; price: number; discount: number; platform: { name: string } }[];
  payments: { id: string; kind: string; description: string; amount: number; createdAt: string }[];
  timeline: { key: 'placed' | 'shipped' | 'completed' | 'canceled'; at: string }[];
  dispute: { id: string; status: string } | null;
};

export const adminOrdersQueryOptions = (query: OrdersQuery) =>
  queryOptions({
    queryKey: queryKeys.admin.orders.list(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ type: query.type, sort: query.sort, page: String(query.page), limit: String(ORDERS_PAGE_SIZE) });
      if (query.search.trim()) params.set('search', query.search.trim());
      return api.get<{ orders: AdminOrderRow[]; pagination: PaginationReply }>(`/api/admin/orders?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const useAdminOrders = (query: OrdersQuery) => useQuery(adminOrdersQueryOptions(query));

export const useOrderCounts = () =>
  useQuery({
    queryKey: queryKeys.admin.orders.counts(),
    queryFn: ({ signal }) => api.get<Record<AdminOrderTab, number>>('/api/admin/orders/counts', { signal }),
    refetchInterval: COUNTS_REFRESH_MS,
  });

export const useAdminOrder = (id: string) =>
  useQuery({
    queryKey: queryKeys.admin.orders.detail(id),
    queryFn: ({ signal }) =>
      api.get<{ order: AdminOrderDetail }>(`/api/admin/orders/${encodeURIComponent(id)}`, { signal }).then((r) => r.order),
  });

const stripHash = (id: string) => encodeURIComponent(id.replace(/^#/, ''));

export function useEditOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, edit }: { id: string; edit: TAdminOrderEdit }) =>
      api.put<{ message: string }>(`/api/admin/orders/${stripHash(id)}`, edit),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.all() }),
  });
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/api/admin/orders/${stripHash(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.all() }),
  });
}
