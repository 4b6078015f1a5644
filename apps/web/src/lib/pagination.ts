/** The `pagination` object of a paged list reply (design summary: lists; seller §7). */
export type PaginationReply = { currentPage: number; totalPages: number; totalItems: number; itemsPerPage: number };
