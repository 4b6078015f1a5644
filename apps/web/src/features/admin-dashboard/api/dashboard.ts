import type { DashboardPeriod } from '@gamesouq/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type DashboardStat = {
  type: 'users' | 'orders' | 'revenue' | 'products';
  title: string;
  value: number;
  previous: number;
  change: number;
  period: DashboardPeriod;
};
export type CategorySummary = { id: string; name: string; nameAr: string; icon: string; color: string; gamesCount: number };
export type RecentOrder = {
  id: string;
  orderId: string;
  status: string;
  total: number;
  createdAt: string;
  product: { name: string; image: string; price: number; originalPrice: number };
  customer: { name: string; verified: boolean; location: string; rating: number };
};

export const useDashboardStats = (period: DashboardPeriod) =>
  useQuery({
    queryKey: queryKeys.admin.dashboard.stats(period),
    queryFn: ({ signal }) =>
      api.get<{ stats: DashboardStat[] }>(`/api/admin/dashboard/stats?period=${period}`, { signal }).then((r) => r.stats),
    retry: false,
  });

/** Categories and recent orders fall back to empty lists when they fail (admin §8). */
export const useCategoriesSummary = () =>
  useQuery({
    queryKey: queryKeys.admin.dashboard.categories(),
    queryFn: ({ signal }) =>
      api
        .get<{ categories: CategorySummary[] }>('/api/admin/dashboard/categories', { signal })
        .then((r) => r.categories)
        .catch(() => []),
  });

export const useRecentOrders = () =>
  useQuery({
    queryKey: queryKeys.admin.dashboard.recentOrders(),
    queryFn: ({ signal }) =>
      api
        .get<{ orders: RecentOrder[] }>('/api/admin/dashboard/recent-orders', { signal })
        .then((r) => r.orders)
        .catch(() => []),
  });

/** The connectivity check behind "Backend server is not reachable". */
export const checkHealth = () =>
  fetch('/health')
    .then((response) => response.ok)
    .catch(() => false);
