import { useState } from 'react';
import { useDebounced } from '@/lib/use-debounced';

type ListQuery = { page: number; search?: string };

/**
 * A list page's query: its filters, search text and page. Changing a filter or the search goes back to page 1; the
 * search reaches `debounced` (what the list is fetched with) once the user stops typing.
 */
export function useListQuery<Query extends ListQuery>(initial: Query) {
  const [query, setQuery] = useState(initial);
  const search = useDebounced(query.search);
  return {
    query,
    debounced: { ...query, search },
    change: (patch: Partial<Omit<Query, 'page'>>) => setQuery((current) => ({ ...current, ...patch, page: 1 })),
    setPage: (page: number) => setQuery((current) => ({ ...current, page })),
  };
}
