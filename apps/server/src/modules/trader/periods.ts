import type { DashboardPeriod } from '@gamesouq/core';

const DAY = 24 * 3600 * 1000;

/** How far back a period reaches and the chart step that suits it: days for a week or month, weeks, then months. */
export const PERIODS: Record<DashboardPeriod, { days: number; unit: 'day' | 'week' | 'month'; step: string }> = {
  week: { days: 7, unit: 'day', step: '1 day' },
  month: { days: 30, unit: 'day', step: '1 day' },
  quarter: { days: 91, unit: 'week', step: '1 week' },
  year: { days: 365, unit: 'month', step: '1 month' },
};

export const periodStart = (period: DashboardPeriod, now = Date.now()) => new Date(now - PERIODS[period].days * DAY);
