import { z } from 'zod';
import { ROLES } from '../rules/roles.js';
import { ZTimestamp } from './common.js';
import { type TPromoCodeView, ZPromoCodeView } from './promos.js';

/** A cart line as checkout will price it; money in SAR. */
export const ZCartItemView = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  /** A URL under /api/uploads/ads/; '' when the listing has no photo. */
  image: z.string(),
  platform: z.string(),
  condition: z.string(),
  /** How it can be delivered, as a label: 'Pickup', 'Shipping' or 'Shipping or pickup'. */
  type: z.string(),
  deliveryType: z.string(),
  /** Where the item is picked up (the listing's city, a `CITIES` key, and its district or area): checkout says it. */
  city: z.string(),
  location: z.string(),
  /** SAR after the discount. */
  price: z.number(),
  originalPrice: z.number(),
  /** The discount as a label, '10%'. */
  discount: z.string(),
  quantity: z.number().int(),
  stock: z.number().int(),
  /** Still on sale with enough stock; lines that are not are left out of the totals. */
  inStock: z.boolean(),
  shippingCost: z.number(),
  /** A line of an accepted offer: held at the agreed price (`price`) for this buyer until then (issue 20). */
  reservedUntil: ZTimestamp.nullable(),
});
export type TCartItemView = z.output<typeof ZCartItemView>;

/** The seller of a group of cart lines, known by the shop's name when it has one. */
export const ZCartSellerView = z.object({
  id: z.string(),
  name: z.string(),
  storeName: z.string(),
  role: z.enum(ROLES),
  verified: z.boolean(),
  rating: z.number(),
});
export type TCartSellerView = z.output<typeof ZCartSellerView>;

/** One seller's lines: each seller's group becomes its own order at checkout. */
export const ZCartGroupView = z.object({
  seller: ZCartSellerView,
  orderId: z.null(),
  items: z.array(ZCartItemView),
  subtotal: z.number(),
  deliveryType: z.enum(['pickup', 'shipping']),
  /** The VAT rate inside this seller's prices: the setting for a VAT-registered seller, 0 for everyone else. */
  vatPercent: z.number(),
  /** SAR of VAT included in the group's subtotal and shipping (0 when no VAT applies). */
  vat: z.number(),
});
export type TCartGroupView = z.output<typeof ZCartGroupView>;

export const ZCartReply = z.object({
  success: z.literal(true),
  cart: z.array(ZCartGroupView),
  /**
   * SAR. `total` = subtotal + shipping: nothing is added at the cart (design §8). `vat` is the VAT included in it
   * (registered sellers' groups only); `tax` stays for old clients and is always 0.
   */
  summary: z.object({ subtotal: z.number(), shipping: z.number(), tax: z.number(), vat: z.number(), total: z.number() }),
});
export type TCartReply = z.output<typeof ZCartReply>;

/** A promo code checked before checkout is shown as the admin sees it. */
export type TAppliedPromoView = TPromoCodeView;

export const ZApplyPromoReply = z.object({ success: z.literal(true), message: z.string(), promoCode: ZPromoCodeView });
export type TApplyPromoReply = z.output<typeof ZApplyPromoReply>;
