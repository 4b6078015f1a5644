import { z } from 'zod';
import { ORDER_STATUSES } from '../rules/orders.js';
import { ZPaginationView, ZTimestamp } from './common.js';
import { ZOrderView } from './orders.js';

/** A delivery proof the seller uploaded (a PDF or a photo). */
export const ZOrderProofView = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['image/webp', 'application/pdf']),
  url: z.string(),
  /** Missing in the upload's own reply. */
  uploadedAt: ZTimestamp.optional(),
});
export type TOrderProofView = z.output<typeof ZOrderProofView>;

/** A sale as the trader panel shows it: the order view with the customer, the shipping card and the next steps. */
export const ZTraderOrderView = ZOrderView.extend({
  date: ZTimestamp,
  customer: z.object({ name: z.string(), email: z.string(), avatar: z.string().nullable() }),
  shippingInfo: z.object({ name: z.string(), phone: z.string(), address: z.string() }),
  nextStatuses: z.array(z.enum(ORDER_STATUSES)),
  proofs: z.array(ZOrderProofView),
});
export type TTraderOrderView = z.output<typeof ZTraderOrderView>;

export const ZTraderOrdersReply = z.object({
  success: z.literal(true),
  orders: z.array(ZTraderOrderView),
  pagination: ZPaginationView,
});
export type TTraderOrdersReply = z.output<typeof ZTraderOrdersReply>;

export const ZTraderOrderReply = z.object({ success: z.literal(true), order: ZTraderOrderView });
export type TTraderOrderReply = z.output<typeof ZTraderOrderReply>;

export const ZTraderOrderChangeReply = z.object({ success: z.literal(true), message: z.string(), order: ZTraderOrderView });
export type TTraderOrderChangeReply = z.output<typeof ZTraderOrderChangeReply>;

export const ZOrderProofsReply = z.object({ success: z.literal(true), message: z.string(), proofs: z.array(ZOrderProofView) });
export type TOrderProofsReply = z.output<typeof ZOrderProofsReply>;
