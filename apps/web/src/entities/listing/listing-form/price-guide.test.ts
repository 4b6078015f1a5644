import { describe, expect, it } from 'vitest';
import { recentSalesRange } from './price-guide';

describe('recent sales beside the price', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('spans the weekly medians of the last eight weeks, leaving older weeks out', () => {
    const weeks = [
      { week: '2026-08-03', median: 60, sales: 4 },
      { week: '2026-10-12', median: 140, sales: 3 },
      { week: '2026-11-23', median: 90, sales: 1 },
    ];
    expect(recentSalesRange(weeks, now)).toEqual({ low: 90, high: 140 });
  });
  it('is empty when nothing sold lately', () => {
    expect(recentSalesRange([{ week: '2026-06-01', median: 100, sales: 2 }], now)).toBeNull();
    expect(recentSalesRange([], now)).toBeNull();
  });
});
