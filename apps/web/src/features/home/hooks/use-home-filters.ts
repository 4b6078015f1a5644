import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type HomeFilters = {
  page: number;
  search: string;
  /** A category id (a main category also matches its subcategories). */
  category: string;
  /** A platform id, or a platform type of the quick pills (pc, mobile, console). */
  platform: string;
  priceMin: string;
  priceMax: string;
  /** A city of core CITIES. */
  city: string;
  /** One of core HOME_CONDITIONS (`used` is every condition but new). */
  condition: string;
  /** `hand` (pickup) or `shipping`. */
  delivery: string;
  /** One of core HOME_SORTS, or '' for the default (best match when searching, else newest). */
  sort: string;
};

type TextFilter = Exclude<keyof HomeFilters, 'page'>;
export const TEXT_FILTERS: TextFilter[] = [
  'search',
  'category',
  'platform',
  'priceMin',
  'priceMax',
  'city',
  'condition',
  'delivery',
  'sort',
];

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The Home filters live in the query string (?search=&category=&platform=&priceMin=&priceMax=&city=&condition=&delivery=&sort=&page=), so Back
 * returns to the previous filters and a filtered list can be shared. Changing a filter goes back to page 1.
 */
export function useHomeFilters() {
  const [params, setParams] = useSearchParams();

  const filters = useMemo<HomeFilters>(
    () => ({
      page: readPage(params.get('page')),
      search: params.get('search') ?? '',
      category: params.get('category') ?? '',
      platform: params.get('platform') ?? '',
      priceMin: params.get('priceMin') ?? '',
      priceMax: params.get('priceMax') ?? '',
      city: params.get('city') ?? '',
      condition: params.get('condition') ?? '',
      delivery: params.get('delivery') ?? '',
      sort: params.get('sort') ?? '',
    }),
    [params],
  );

  const setFilters = useCallback(
    (patch: Partial<HomeFilters>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const key of TEXT_FILTERS) {
            const value = patch[key];
            if (value === undefined) continue;
            if (value === '') next.delete(key);
            else next.set(key, value);
          }
          const page = patch.page ?? 1;
          if (page > 1) next.set('page', String(page));
          else next.delete('page');
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [setParams],
  );

  const clearFilters = useCallback(() => setParams(new URLSearchParams(), { preventScrollReset: true }), [setParams]);

  const hasFilters = TEXT_FILTERS.some((key) => key !== 'sort' && filters[key] !== '');
  return { filters, setFilters, clearFilters, hasFilters };
}
