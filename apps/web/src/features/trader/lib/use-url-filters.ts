import { useSearchParams } from 'react-router';

type Values = Record<string, string | number>;

/**
 * List filters kept in the page's query string, so that a link (the header search, a notification) sets them even
 * while the page is open, and Back restores them. Values equal to their default stay out of the URL; any change
 * but the page number goes back to page 1. Other parameters (`open`) are left as they are.
 */
export function useUrlFilters<T extends Values>(defaults: T) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    Object.entries(defaults).map(([key, fallback]) => {
      const raw = params.get(key);
      if (raw === null) return [key, fallback];
      if (typeof fallback === 'number') return [key, Number.isInteger(Number(raw)) && Number(raw) > 0 ? Number(raw) : fallback];
      return [key, raw];
    }),
  ) as T;

  const setFilters = (changes: Partial<T>, { isTyping = false }: { isTyping?: boolean } = {}) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const isNewQuery = 'page' in defaults && !('page' in changes);
        const values: Partial<Values> = { ...changes, ...(isNewQuery ? { page: defaults.page } : {}) };
        for (const [key, value] of Object.entries(values)) {
          if (value === undefined || value === defaults[key]) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      // Each keystroke in a search box replaces the entry instead of filling the history.
      { replace: isTyping },
    );

  return [filters, setFilters] as const;
}
