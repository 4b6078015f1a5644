import { z } from 'zod';
import { CODE_REPORT_REASONS, CODE_REPORT_STATUSES } from '../rules/digital.js';
import { ZPaginationView, ZTimestamp } from './common.js';

/** How many codes a listing has in each state: its stock is `available`. */
export const ZCodeStockView = z.object({
  available: z.number().int(),
  reserved: z.number().int(),
  sold: z.number().int(),
  withdrawn: z.number().int(),
});
export type TCodeStockView = z.output<typeof ZCodeStockView>;

/** A code in the seller's list: never the code itself, only its last characters. */
export const ZCodeRowView = z.object({
  id: z.string(),
  /** The code's last four characters after `••••`, enough to tell codes apart. */
  masked: z.string(),
  status: z.enum(['available', 'reserved', 'sold', 'withdrawn']),
  orderNumber: z.number().int().nullable(),
  createdAt: ZTimestamp,
});

export const ZCodeStockReply = z.object({
  success: z.literal(true),
  stock: ZCodeStockView,
  codes: z.array(ZCodeRowView),
  pagination: ZPaginationView,
});
export type TCodeStockReply = z.output<typeof ZCodeStockReply>;

/** An upload: how many were added, and how many were refused as repeats of the listing's codes or already sold. */
export const ZAddCodesReply = z.object({
  success: z.literal(true),
  message: z.string(),
  added: z.number().int(),
  duplicates: z.number().int(),
  alreadySold: z.number().int(),
  stock: ZCodeStockView,
});
export type TAddCodesReply = z.output<typeof ZAddCodesReply>;

export const ZWithdrawCodesReply = z.object({
  success: z.literal(true),
  message: z.string(),
  withdrawn: z.number().int(),
  stock: ZCodeStockView,
});
export type TWithdrawCodesReply = z.output<typeof ZWithdrawCodesReply>;

/** The codes of the buyer's order, in plain text: the only reply that carries them (each call is recorded). */
export const ZRevealCodesReply = z.object({
  success: z.literal(true),
  codes: z.array(z.object({ id: z.string(), code: z.string(), revealedAt: ZTimestamp })),
  /** When the buyer can no longer report the codes. */
  reportUntil: ZTimestamp.nullable(),
});
export type TRevealCodesReply = z.output<typeof ZRevealCodesReply>;

export const ZCodeReportView = z.object({
  id: z.string(),
  reason: z.enum(CODE_REPORT_REASONS),
  details: z.string(),
  status: z.enum(CODE_REPORT_STATUSES),
  /** Until when the seller may answer; then the order is refunded. */
  sellerDeadline: ZTimestamp,
  createdAt: ZTimestamp,
  decidedAt: ZTimestamp.nullable(),
});
export type TCodeReportView = z.output<typeof ZCodeReportView>;

/** What a digital order's page shows: never a code, only whether and when it was revealed, and the report. */
export const ZDigitalDeliveryView = z.object({
  kind: z.enum(['digital_code', 'digital_service']),
  /** One per code delivered (a replaced code is no longer listed). */
  codes: z.array(z.object({ id: z.string(), revealedAt: ZTimestamp.nullable() })),
  /** The buyer's report window: from the reveal; null before it. */
  reportUntil: ZTimestamp.nullable(),
  canReveal: z.boolean(),
  canReport: z.boolean(),
  /** The seller's "delivered" of a digital service, and by when it is due. */
  deliverBy: ZTimestamp.nullable(),
  canMarkDelivered: z.boolean(),
  report: ZCodeReportView.nullable(),
  canAnswerReport: z.boolean(),
});
export type TDigitalDeliveryView = z.output<typeof ZDigitalDeliveryView>;

/** What an order list needs to word a digital order's state (Code ready / Delivered / Delivered by seller): never a code. */
export const ZDigitalStateView = ZDigitalDeliveryView.pick({ kind: true, codes: true });
export type TDigitalStateView = z.output<typeof ZDigitalStateView>;

/**
 * A report in the admins' queue (open or decided), with the listing, both parties and the seller's upheld reports of
 * the last 30 days; `flagged` once they reached the flag rule (ADR 034). Never the code.
 */
export const ZAdminCodeReportView = ZCodeReportView.extend({
  orderId: z.string(),
  orderNumber: z.number().int(),
  listing: z.object({ id: z.string().nullable(), title: z.string() }),
  seller: z.object({ id: z.string(), name: z.string(), validReports: z.number().int(), flagged: z.boolean() }),
  buyer: z.object({ id: z.string(), name: z.string() }),
  decisionNote: z.string().nullable(),
});
export const ZAdminCodeReportsReply = z.object({
  success: z.literal(true),
  reports: z.array(ZAdminCodeReportView),
  pagination: ZPaginationView,
});
export type TAdminCodeReportsReply = z.output<typeof ZAdminCodeReportsReply>;
