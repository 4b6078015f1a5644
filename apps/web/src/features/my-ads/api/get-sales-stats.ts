import type { TSellerStatsReply } from '@gamesouq/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type SalesStats = TSellerStatsReply;

export const getSalesStats = ({ signal }: { signal?: AbortSignal } = {}) => api.get<SalesStats>('/api/user/ads/sales-stats', { signal });

export const salesStatsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.ads.salesStats(), queryFn: ({ signal }) => getSalesStats({ signal }) });

export const useSalesStats = () => useQuery(salesStatsQueryOptions());
