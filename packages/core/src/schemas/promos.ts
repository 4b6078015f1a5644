import { z } from 'zod';
import { V } from '../messages.js';

const promoFields = z.object({
  code: z
    .string({ error: V.promoCodeRequired })
    .trim()
    .min(1, V.promoCodeRequired)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, V.promoCodeCharacters)
    .transform((v) => v.toUpperCase()),
  type: z.enum(['percentage', 'fixed']),
  value: z.coerce.number({ error: V.promoValueRequired }).min(0, V.promoValueMin).max(100_000),
  expiresAt: z.coerce.date({ error: V.promoExpiryRequired }),
  usageLimit: z.coerce.number({ error: V.usageLimitRequired }).int().min(1, V.usageLimitMin).max(1_000_000),
  active: z.boolean(),
});
const isPercentageInRange = (p: { type: string; value: number }) => p.type !== 'percentage' || p.value <= 100;
const PERCENTAGE_RANGE = { message: V.percentageMax, path: ['value'] };

/** A new code: active unless told otherwise. */
export const ZPromoCodeInput = promoFields
  .extend({ active: z.boolean().optional().default(true) })
  .refine(isPercentageInRange, PERCENTAGE_RANGE);
/** An edit: `active` left out keeps the code as it is (the toggle has its own PATCH), never turns it back on. */
export const ZPromoCodeUpdate = promoFields.partial({ active: true }).refine(isPercentageInRange, PERCENTAGE_RANGE);

/** A buyer's promo code, checked at the cart before checkout uses it. */
export const ZApplyPromo = z.object({ code: z.string({ error: V.promoRequired }).trim().min(1, V.promoRequired).max(40) });
export type TApplyPromo = z.output<typeof ZApplyPromo>;

export const ZPromoQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(100).optional(),
  sort: z.enum(['date', 'code', 'usage']).default('date'),
});

export const ZPromoBulk = z.object({
  action: z.enum(['activate', 'deactivate', 'delete']),
  promoCodeIds: z.array(z.string().min(1).max(64)).min(1, V.promoSelectionRequired).max(200),
});
