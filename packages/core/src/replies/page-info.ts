import { z } from 'zod';

/** Where a page of a paged list is: the page shown, how many there are and how many items in all. */
export const ZPageInfo = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
  itemsPerPage: z.number().int(),
});
