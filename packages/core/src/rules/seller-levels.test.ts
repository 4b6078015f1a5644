import { describe, expect, it } from 'vitest';
import { type SellerRecord, sellerLevel } from './seller-levels.js';

const record = (overrides: Partial<SellerRecord>): SellerRecord => ({
  completedSales: 0,
  rating: 0,
  reviews: 0,
  responseMinutes: null,
  onTimePercent: null,
  disputePercent: null,
  memberDays: 0,
  ...overrides,
});

describe('seller levels', () => {
  it('starts every seller as new', () => {
    expect(sellerLevel(record({}))).toBe('new');
  });

  it('gives the highest level whose every condition is met', () => {
    const strong = record({
      completedSales: 60,
      rating: 4.9,
      reviews: 30,
      responseMinutes: 30,
      onTimePercent: 98,
      disputePercent: 1,
      memberDays: 400,
    });
    expect(sellerLevel(strong)).toBe('top');
    expect(sellerLevel({ ...strong, memberDays: 100 })).toBe('trusted');
    expect(sellerLevel({ ...strong, responseMinutes: 600 })).toBe('trusted');
    expect(sellerLevel({ ...strong, disputePercent: 7 })).toBe('rising');
    expect(sellerLevel({ ...strong, disputePercent: 12 })).toBe('new');
  });

  it('does not hold against a seller what cannot be measured yet', () => {
    expect(sellerLevel(record({ completedSales: 3, rating: 4.2, reviews: 2 }))).toBe('rising');
    expect(sellerLevel(record({ completedSales: 20, rating: 4.6, reviews: 6, memberDays: 90 }))).toBe('trusted');
  });

  it('needs reviews, not only sales', () => {
    expect(sellerLevel(record({ completedSales: 40, memberDays: 300 }))).toBe('new');
  });
});
