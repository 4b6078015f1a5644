import { z } from 'zod';
import { OFFER_GROUPS } from '../rules/item-offers.js';

/**
 * "Notify me" on an item page (issue 22): the group the buyer cares about (none: every group) and the city the totals
 * are counted for (price + shipping to it; none: as the item page counts without a city).
 */
export const ZItemWatchSave = z
  .object({
    group: z.enum(OFFER_GROUPS).nullable().optional(),
    city: z.string().trim().max(60).nullable().optional(),
  })
  .meta({ examples: [{ group: 'used', city: 'Jeddah' }] });
export type TItemWatchSave = z.input<typeof ZItemWatchSave>;
