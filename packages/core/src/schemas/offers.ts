import { z } from 'zod';
import { V } from '../messages.js';

/** A price in riyals, as typed (a form's text) or a number. */
const offerPrice = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
  z.number({ error: V.offerPriceInvalid }).finite(V.offerPriceInvalid).min(1, V.offerPriceInvalid).max(1_000_000, V.offerPriceInvalid),
);

/** A buyer's offer on a listing. */
export const ZMakeOffer = z.object({ productId: z.string().trim().min(1).max(64), price: offerPrice });
export type TMakeOffer = z.output<typeof ZMakeOffer>;

/** A counter to an open offer. */
export const ZCounterOffer = z.object({ price: offerPrice });
export type TCounterOffer = z.output<typeof ZCounterOffer>;

export const ZOffersQuery = z.object({ productId: z.string().trim().min(1).max(64).optional() });
