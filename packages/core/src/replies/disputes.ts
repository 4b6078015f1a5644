import { z } from 'zod';
import { ORDER_STATUSES } from '../rules/orders.js';
import { DISPUTE_REASON_VALUES } from '../schemas/disputes.js';
import { ZPaginationView, ZTimestamp } from './common.js';

const ZDisputeStatus = z.enum(['open', 'resolved']);
const ZDisputeResolution = z.enum(['release', 'refund', 'partial_refund']);

export const ZDisputePhotoView = z.object({
  id: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type TDisputePhotoView = z.output<typeof ZDisputePhotoView>;

export const ZDisputeMessageView = z.object({
  id: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  role: z.enum(['buyer', 'seller', 'admin']),
  body: z.string(),
  photos: z.array(ZDisputePhotoView),
  createdAt: ZTimestamp,
});
export type TDisputeMessageView = z.output<typeof ZDisputeMessageView>;

/**
 * What the evidence timeline of a dispute shows: the order's milestones, the carrier's events, the thread's messages
 * (with their photos), and `code_reveal` for digital codes (added by the digital goods work through the orders
 * module's `addEvidenceSource`).
 */
export const EVIDENCE_KINDS = ['milestone', 'carrier', 'message', 'code_reveal'] as const;
export const ZEvidenceEntry = z.object({
  kind: z.enum(EVIDENCE_KINDS),
  at: ZTimestamp,
  /** milestone: placed, shipped, ready_for_pickup, handed_over, delivered, disputed; carrier: the shipment event. */
  event: z.string(),
  /** Who it came from. */
  role: z.enum(['buyer', 'seller', 'admin', 'carrier', 'system']),
  body: z.string().optional(),
  photos: z.array(ZDisputePhotoView).optional(),
});
export type TEvidenceEntry = z.output<typeof ZEvidenceEntry>;

/** A dispute with its thread (money in SAR), for its two parties and admins. */
export const ZDisputeView = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  reason: z.enum(DISPUTE_REASON_VALUES),
  details: z.string(),
  status: ZDisputeStatus,
  resolution: ZDisputeResolution.nullable(),
  refundAmount: z.number().nullable(),
  decisionNote: z.string().nullable(),
  orderTotal: z.number(),
  escrow: z.number(),
  buyer: z.object({ id: z.string(), name: z.string() }),
  seller: z.object({ id: z.string(), name: z.string() }),
  createdAt: ZTimestamp,
  messages: z.array(ZDisputeMessageView),
  /** Everything that happened to the order, oldest first, for whoever decides. */
  evidence: z.array(ZEvidenceEntry),
});
export type TDisputeView = z.output<typeof ZDisputeView>;

export const ZDisputeReply = z.object({ success: z.literal(true), dispute: ZDisputeView });
export type TDisputeReply = z.output<typeof ZDisputeReply>;

/** A dispute opened or decided, as it now stands. */
export const ZDisputeChangeReply = z.object({ success: z.literal(true), message: z.string(), dispute: ZDisputeView });
export type TDisputeChangeReply = z.output<typeof ZDisputeChangeReply>;

/** A row of the admin's dispute list. */
export const ZDisputeRowView = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  reason: z.enum(DISPUTE_REASON_VALUES),
  status: ZDisputeStatus,
  resolution: ZDisputeResolution.nullable(),
  total: z.number(),
  buyerName: z.string(),
  sellerName: z.string(),
  createdAt: ZTimestamp,
});
export type TDisputeRowView = z.output<typeof ZDisputeRowView>;

export const ZDisputesReply = z.object({
  success: z.literal(true),
  disputes: z.array(ZDisputeRowView),
  pagination: ZPaginationView,
});
export type TDisputesReply = z.output<typeof ZDisputesReply>;
