import type {
  DashboardPeriod,
  TDashboardCategoriesReply,
  TDashboardCategoryView,
  TDashboardStatsReply,
  TDashboardStatView,
  TRecentOrdersReply,
  TRecentOrderView,
} from '@gamesouq/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type DashboardStat = TDashboardStatView;
export type CategorySummary = TDashboardCategoryView;
export type RecentOrder = TRecentOrderView;

export const useDashboardStats = (period: DashboardPeriod) =>
  useQuery({
    queryKey: queryKeys.admin.dashboard.stats(period),
    queryFn: ({ signal }) => api.get<TDashboardStatsReply>(`/api/admin/dashboard/stats?period=${period}`, { signal }).then((r) => r.stats),
    retry: false,
  });

/** Categories and recent orders fall back to empty lists when they fail (admin §8). */
export const useCategoriesSummary = () =>
  useQuery({
    queryKey: queryKeys.admin.dashboard.categories(),
    queryFn: ({ signal }) =>
      api
        .get<TDashboardCategoriesReply>('/api/admin/dashboard/categories', { signal })
        .then((r) => r.categories)
        .catch(() => []),
  });

export const useRecentOrders = () =>
  useQuery({
    queryKey: queryKeys.admin.dashboard.recentOrders(),
    queryFn: ({ signal }) =>
      api
        .get<TRecentOrdersReply>('/api/admin/dashboard/recent-orders', { signal })
        .then((r) => r.orders)
        .catch(() => []),
  });

/** The connectivity check behind "Backend server is not reachable". */
export const checkHealth = () =>
  fetch('/health')
    .then((response) => response.ok)
    .catch(() => false);
