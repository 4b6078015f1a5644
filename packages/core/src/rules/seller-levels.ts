/**
 * Seller levels (issue 20): computed each night from a seller's record, with rules anyone can read (the /seller-levels
 * page shows this table). A seller holds the highest level whose every condition is met; a figure that cannot be
 * measured yet (no shipped parcels, no chat to answer) is not held against them.
 */
export const SELLER_LEVELS = ['new', 'rising', 'trusted', 'top'] as const;
export type SellerLevel = (typeof SELLER_LEVELS)[number];

/** What a level is computed from; rates in percent, times in minutes, `null` when there is nothing to measure. */
export type SellerRecord = {
  completedSales: number;
  rating: number;
  reviews: number;
  /** Median time to the first reply to a buyer's message in the last 90 days. */
  responseMinutes: number | null;
  /** Parcels shipped within the ship deadline, of those due in the last 365 days. */
  onTimePercent: number | null;
  /** Orders disputed, of those paid in the last 365 days. */
  disputePercent: number | null;
  memberDays: number;
};

export type LevelRule = {
  level: Exclude<SellerLevel, 'new'>;
  minCompletedSales: number;
  minRating: number;
  minReviews: number;
  maxResponseMinutes: number | null;
  minOnTimePercent: number;
  maxDisputePercent: number;
  minMemberDays: number;
};

/** Highest first. */
export const LEVEL_RULES: readonly LevelRule[] = [
  {
    level: 'top',
    minCompletedSales: 50,
    minRating: 4.7,
    minReviews: 20,
    maxResponseMinutes: 120,
    minOnTimePercent: 95,
    maxDisputePercent: 2,
    minMemberDays: 180,
  },
  {
    level: 'trusted',
    minCompletedSales: 15,
    minRating: 4.5,
    minReviews: 5,
    maxResponseMinutes: 720,
    minOnTimePercent: 90,
    maxDisputePercent: 5,
    minMemberDays: 60,
  },
  {
    level: 'rising',
    minCompletedSales: 3,
    minRating: 4,
    minReviews: 1,
    maxResponseMinutes: null,
    minOnTimePercent: 80,
    maxDisputePercent: 10,
    minMemberDays: 0,
  },
];

export function meetsLevel(record: SellerRecord, rule: LevelRule): boolean {
  return (
    record.completedSales >= rule.minCompletedSales &&
    record.reviews >= rule.minReviews &&
    record.rating >= rule.minRating &&
    (rule.maxResponseMinutes === null || record.responseMinutes === null || record.responseMinutes <= rule.maxResponseMinutes) &&
    (record.onTimePercent === null || record.onTimePercent >= rule.minOnTimePercent) &&
    (record.disputePercent === null || record.disputePercent <= rule.maxDisputePercent) &&
    record.memberDays >= rule.minMemberDays
  );
}

export function sellerLevel(record: SellerRecord): SellerLevel {
  return LEVEL_RULES.find((rule) => meetsLevel(record, rule))?.level ?? 'new';
}
