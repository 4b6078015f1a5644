import type {
  AdminOrderTab,
  TAdminOrderCountsReply,
  TAdminOrderDeletedReply,
  TAdminOrderDetailView,
  TAdminOrderEdit,
  TAdminOrderReply,
  TAdminOrderRowView,
  TAdminOrdersReply,
  TAdminOrderUpdatedReply,
} from '@gamesouq/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiDownload } from '@/lib/api-client';
import { COUNTS_REFRESH_MS } from '@/lib/counts-refresh';
import { saveFile } from '@/lib/download';
import { queryKeys } from '@/lib/query-keys';

export type AdminOrderRow = TAdminOrderRowView;
export type OrdersQuery = { type: AdminOrderTab; sort: 'date' | 'amount' | 'status'; search: string; page: number };
export const ORDERS_PAGE_SIZE = 10;

export type AdminOrderDetail = TAdminOrderDetailView;

export const adminOrdersQueryOptions = (query: OrdersQuery) =>
  queryOptions({
    queryKey: queryKeys.admin.orders.list(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ type: query.type, sort: query.sort, page: String(query.page), limit: String(ORDERS_PAGE_SIZE) });
      if (query.search.trim()) params.set('search', query.search.trim());
      return api.get<TAdminOrdersReply>(`/api/admin/orders?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const useAdminOrders = (query: OrdersQuery) => useQuery(adminOrdersQueryOptions(query));

export const useOrderCounts = () =>
  useQuery({
    queryKey: queryKeys.admin.orders.counts(),
    queryFn: ({ signal }) => api.get<TAdminOrderCountsReply>('/api/admin/orders/counts', { signal }),
    refetchInterval: COUNTS_REFRESH_MS,
  });

export const useAdminOrder = (id: string) =>
  useQuery({
    queryKey: queryKeys.admin.orders.detail(id),
    queryFn: ({ signal }) => api.get<TAdminOrderReply>(`/api/admin/orders/${encodeURIComponent(id)}`, { signal }).then((r) => r.order),
  });

const stripHash = (id: string) => encodeURIComponent(id.replace(/^#/, ''));

export function useEditOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, edit }: { id: string; edit: TAdminOrderEdit }) =>
      api.put<TAdminOrderUpdatedReply>(`/api/admin/orders/${stripHash(id)}`, edit),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.all() }),
  });
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<TAdminOrderDeletedReply>(`/api/admin/orders/${stripHash(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.all() }),
  });
}

/** The signed UBL XML of the order's tax invoice (ZATCA phase 2), saved under its invoice number. */
export const useDownloadInvoiceXml = () =>
  useMutation({
    mutationFn: async (id: string) => {
      const { blob, fileName } = await apiDownload(`/api/admin/orders/${encodeURIComponent(id)}/invoice.xml`);
      saveFile(blob, fileName ?? `invoice-${id}.xml`);
    },
  });
