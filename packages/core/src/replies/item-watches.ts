import { z } from 'zod';
import { OFFER_GROUPS } from '../rules/item-offers.js';
import { ZTimestamp } from './common.js';

/** An item a buyer is told about: new offers, and totals below the lowest he was told of. */
export const ZItemWatchView = z.object({
  itemId: z.string(),
  name: z.string(),
  nameAr: z.string(),
  group: z.enum(OFFER_GROUPS).nullable(),
  city: z.string().nullable(),
  /** The lowest total (SAR) of a matching offer the buyer has been shown or told of; null before any offer. */
  lowestSeen: z.number().nullable(),
  createdAt: ZTimestamp,
});
export type TItemWatchView = z.output<typeof ZItemWatchView>;

export const ZItemWatchesReply = z.object({ success: z.literal(true), itemWatches: z.array(ZItemWatchView) });
export type TItemWatchesReply = z.output<typeof ZItemWatchesReply>;

/** The buyer's watch of one item, null when he is not watching it. */
export const ZItemWatchReply = z.object({ success: z.literal(true), itemWatch: ZItemWatchView.nullable() });
export type TItemWatchReply = z.output<typeof ZItemWatchReply>;
