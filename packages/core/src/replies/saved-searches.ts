import { z } from 'zod';
import { SAVED_SEARCH_FREQUENCIES, ZSavedSearchFilters } from '../schemas/saved-searches.js';
import { ZTimestamp } from './common.js';

/** A saved search as its owner sees it, with how many listings matched it since it was saved. */
export const ZSavedSearchView = z.object({
  id: z.string(),
  name: z.string(),
  filters: ZSavedSearchFilters,
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
  matches: z.number().int(),
  createdAt: ZTimestamp,
});
export type TSavedSearchView = z.output<typeof ZSavedSearchView>;

export const ZSavedSearchesReply = z.object({
  success: z.literal(true),
  savedSearches: z.array(ZSavedSearchView),
  limit: z.number().int(),
});
export type TSavedSearchesReply = z.output<typeof ZSavedSearchesReply>;

export const ZSavedSearchReply = z.object({ success: z.literal(true), savedSearch: ZSavedSearchView });
export type TSavedSearchReply = z.output<typeof ZSavedSearchReply>;
