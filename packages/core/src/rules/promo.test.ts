import { describe, expect, it } from 'vitest';
import { promoDiscounts, promoDisplayStatus, usageBarColor } from './promo.js';

describe('promo rules', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  it('shows Inactive, Expired, Limit Reached or Active, in that order', () => {
    const base = { active: true, expiresAt: '2026-07-01', usedCount: 0, usageLimit: 5 };
    expect(promoDisplayStatus({ ...base, active: false, expiresAt: '2020-01-01' }, now)).toBe('Inactive');
    expect(promoDisplayStatus({ ...base, expiresAt: '2026-05-01', usedCount: 5 }, now)).toBe('Expired');
    expect(promoDisplayStatus({ ...base, usedCount: 5 }, now)).toBe('Limit Reached');
    expect(promoDisplayStatus(base, now)).toBe('Active');
  });
  it('colours the usage bar orange above 80% and red at the limit', () => {
    expect(usageBarColor(8, 10)).toBe('green');
    expect(usageBarColor(9, 10)).toBe('orange');
    expect(usageBarColor(10, 10)).toBe('red');
  });
  it('splits a fixed amount by subtotal and never gives more than the subtotal', () => {
    expect(promoDiscounts({ type: 'fixed', value: 10, subtotals: [3000, 1000] })).toEqual([750, 250]);
    expect(promoDiscounts({ type: 'fixed', value: 10, subtotals: [333, 333, 334] })).toEqual([333, 333, 334]);
    expect(promoDiscounts({ type: 'fixed', value: 1, subtotals: [1, 1, 1] })).toEqual([1, 1, 1]);
    expect(promoDiscounts({ type: 'percentage', value: 12.5, subtotals: [1000, 333] })).toEqual([125, 42]);
  });
});
