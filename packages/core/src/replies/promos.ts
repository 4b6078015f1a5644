import { z } from 'zod';
import type { PromoType } from '../rules/promo.js';
import { ZDoneReply, ZPaginationView, ZTimestamp } from './common.js';

const PROMO_TYPES = ['percentage', 'fixed'] as const satisfies readonly PromoType[];

/** A promo code as the admin's Promo Codes page shows it: `value` in percent or in SAR, and its display status. */
export const ZPromoCodeView = z.object({
  id: z.string(),
  _id: z.string(),
  code: z.string(),
  type: z.enum(PROMO_TYPES),
  value: z.number(),
  expiresAt: ZTimestamp,
  usageLimit: z.number().int(),
  usedCount: z.number().int(),
  active: z.boolean(),
  createdAt: ZTimestamp,
  status: z.enum(['Inactive', 'Expired', 'Limit Reached', 'Active']),
});
export type TPromoCodeView = z.output<typeof ZPromoCodeView>;

export const ZPromoCodesReply = z.object({ success: z.literal(true), promoCodes: z.array(ZPromoCodeView), pagination: ZPaginationView });
export type TPromoCodesReply = z.output<typeof ZPromoCodesReply>;

export const ZPromoCodeReply = ZDoneReply.extend({ message: z.string(), promoCode: ZPromoCodeView });
export type TPromoCodeReply = z.output<typeof ZPromoCodeReply>;

/** A bulk action: how many codes it changed. */
export const ZPromoBulkReply = ZDoneReply.extend({ message: z.string(), processed: z.number().int() });
export type TPromoBulkReply = z.output<typeof ZPromoBulkReply>;
