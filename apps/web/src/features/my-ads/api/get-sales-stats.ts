import type { TSellerStatsReply } from '@gamesouq/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type SalesStats = TSellerStatsReply;

export const getSalesStats = ({ signal }: { signal?: AbortSignal } = {}) => api.get<SalesStats>('/api/user/ads/sales-stats', { signal });

export const salesStatsQueryOptions = () =>
  queryOptions({ queryKey: ['ads', 'sales-stats'], queryFn: ({ signal }) => getSalesStats({ signal }) });

export const useSalesStats = () => useQuery(salesStatsQueryOptions());
