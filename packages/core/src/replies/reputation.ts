import { z } from 'zod';
import { SELLER_LEVELS } from '../rules/seller-levels.js';

/**
 * A seller's record as buyers see it on the seller's page (issue 20): the level and the figures it was computed from
 * last night, and the rating breakdown as of now. A private profile shows only the level and the rating.
 */
export const ZSellerReputationView = z.object({
  level: z.enum(SELLER_LEVELS),
  rating: z.number(),
  reviews: z.number().int(),
  /** Reviews with 5, 4, 3, 2 and 1 stars, in that order. */
  ratingBreakdown: z.array(z.number().int()).length(5),
  completedSales: z.number().int().nullable(),
  responseMinutes: z.number().int().nullable(),
  onTimePercent: z.number().int().nullable(),
  disputePercent: z.number().int().nullable(),
  computedAt: z.string().nullable(),
});
export type TSellerReputationView = z.output<typeof ZSellerReputationView>;
export const ZSellerReputationReply = z.object({ success: z.literal(true), reputation: ZSellerReputationView });
export type TSellerReputationReply = z.output<typeof ZSellerReputationReply>;
