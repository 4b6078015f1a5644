import { z } from 'zod';
import { V } from '../messages.js';
import { ZHomeQuery } from './listings.js';

/** How a saver hears of new matches: at once, in one digest a day, or not at all (the search stays saved). */
export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily', 'off'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

/** How many searches one account may keep. */
export const MAX_SAVED_SEARCHES = 20;

/** What a saved search keeps: the search words and filters of Home, the same schema the search reads. */
export const ZSavedSearchFilters = ZHomeQuery.omit({ page: true, limit: true });
export type TSavedSearchFilters = z.output<typeof ZSavedSearchFilters>;

/** Whether the filters say anything: a search for everything would alert on every new listing. */
export const hasSavedSearchCriteria = (filters: TSavedSearchFilters) =>
  Object.entries(filters).some(([key, value]) => key !== 'sort' && value !== undefined && value !== '');

const name = z.string().trim().min(1, V.savedSearchNameRequired).max(80);
const frequency = z.enum(SAVED_SEARCH_FREQUENCIES);

/** Save a search from Home: its name, Home's filters (at least one) and how often to alert. */
export const ZSavedSearchCreate = z
  .object({
    name,
    filters: ZSavedSearchFilters.refine(hasSavedSearchCriteria, V.savedSearchEmpty),
    frequency: frequency.default('instant'),
  })
  .meta({
    examples: [{ name: 'PS5 in Riyadh', filters: { search: 'بلايستيشن 5', city: 'Riyadh', priceMax: 2000 }, frequency: 'instant' }],
  });
export type TSavedSearchCreate = z.input<typeof ZSavedSearchCreate>;

/** Rename a saved search or change how often it alerts; the filters are those it was saved with. */
export const ZSavedSearchUpdate = z
  .object({ name: name.optional(), frequency: frequency.optional() })
  .meta({ examples: [{ frequency: 'daily' }] });
export type TSavedSearchUpdate = z.input<typeof ZSavedSearchUpdate>;
