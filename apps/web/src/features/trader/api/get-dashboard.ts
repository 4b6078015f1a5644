import type { TTraderDashboardReply } from '@gamesouq/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { DashboardPeriod } from './types';

export const getDashboard = ({ period, signal }: { period: DashboardPeriod; signal?: AbortSignal }) =>
  api.get<TTraderDashboardReply>(`/api/trader/dashboard?period=${period}`, { signal });

export const dashboardQueryOptions = (period: DashboardPeriod) =>
  queryOptions({ queryKey: queryKeys.trader.dashboard(period), queryFn: ({ signal }) => getDashboard({ period, signal }) });

export const useDashboard = (period: DashboardPeriod) => useQuery({ ...dashboardQueryOptions(period), placeholderData: keepPreviousData });
