import { z } from 'zod';
import { V } from '../messages.js';

export const DISPUTE_REASON_VALUES = ['not_received', 'not_as_described', 'damaged', 'counterfeit', 'other'] as const;

export const ZOpenDispute = z.object({
  reason: z.enum(DISPUTE_REASON_VALUES, { error: V.disputeReasonRequired }),
  details: z.string({ error: V.disputeDetailsRequired }).trim().min(10, V.disputeDetailsMin).max(2000),
});

export const ZDisputeMessage = z.object({
  message: z.string({ error: V.disputeMessageRequired }).trim().min(1, V.disputeMessageRequired).max(2000),
});

/** A thread message that carries photos may say nothing more. */
export const ZDisputePhotoMessage = z.object({ message: z.string().trim().max(2000).optional().default('') });

/** Photos on one dispute message (design §5: a dispute has reason, details and photos); each an image of 10 MB at most. */
export const MAX_DISPUTE_PHOTOS = 8;

export const ZDisputeDecision = z
  .object({
    decision: z.enum(['release', 'refund', 'partial_refund'], { error: V.disputeDecisionRequired }),
    refundAmount: z.coerce.number().positive(V.refundAmountRequired).optional(),
    /** The reason of the decision, shown to the buyer and the seller: there is no decision without one. */
    note: z.string({ error: V.disputeReasonForPartiesRequired }).trim().min(10, V.disputeReasonForPartiesRequired).max(1000),
  })
  .refine((d) => d.decision !== 'partial_refund' || d.refundAmount !== undefined, {
    message: V.refundAmountRequired,
    path: ['refundAmount'],
  });

export type TDisputeDecision = z.output<typeof ZDisputeDecision>;

export const ZDisputesQuery = z.object({
  status: z.enum(['all', 'open', 'resolved']).default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
