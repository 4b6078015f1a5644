import { z } from 'zod';
import { OFFER_ACTIONS, OFFER_STATUSES } from '../rules/offers.js';
import { ZTimestamp } from './common.js';

/** An offer as both parties read it; prices in riyals. */
export const ZOfferView = z.object({
  id: z.string(),
  productId: z.string(),
  productTitle: z.string(),
  buyerId: z.string(),
  sellerId: z.string(),
  chatId: z.string(),
  /** The price on the table: the buyer's offer, or the last counter. */
  price: z.number(),
  /** The listing's price now, discount applied. */
  listPrice: z.number(),
  status: z.enum(OFFER_STATUSES),
  /** Whose answer it waits for; null once closed. */
  turn: z.enum(['buyer', 'seller']).nullable(),
  expiresAt: ZTimestamp,
  /** Until when an accepted offer holds the item in the buyer's cart. */
  reservedUntil: ZTimestamp.nullable(),
  createdAt: ZTimestamp,
});
export type TOfferView = z.output<typeof ZOfferView>;

export const ZOfferReply = z.object({ success: z.literal(true), offer: ZOfferView });
export type TOfferReply = z.output<typeof ZOfferReply>;

export const ZOffersReply = z.object({ success: z.literal(true), offers: z.array(ZOfferView) });
export type TOffersReply = z.output<typeof ZOffersReply>;

/** What an offer message of the chat thread shows: what happened, at what price, and the offer as it is now. */
export const ZChatOfferView = z.object({
  id: z.string(),
  action: z.enum(OFFER_ACTIONS),
  price: z.number(),
  status: z.enum(OFFER_STATUSES),
  turn: z.enum(['buyer', 'seller']).nullable(),
  productId: z.string(),
});
export type TChatOfferView = z.output<typeof ZChatOfferView>;
