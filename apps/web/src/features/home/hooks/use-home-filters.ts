import type { TSavedSearchFilters } from '@gamesouq/core';
import { createContext, useCallback, useContext, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';

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

/** The filters set, as a saved search keeps them (issue 20): prices as numbers. */
export function savedFiltersOf(filters: HomeFilters): TSavedSearchFilters {
  const set = TEXT_FILTERS.filter((key) => filters[key] !== '');
  return Object.fromEntries(
    set.map((key) => [key, key === 'priceMin' || key === 'priceMax' ? Number(filters[key]) : filters[key]]),
  ) as TSavedSearchFilters;
}

/** The category of a category page (`/c/...`, pages/category-page.tsx), which shows Home for it without `?category=`. */
export const PageCategory = createContext('');

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The query string with `patch` applied: a filter set to '' is removed, and the page is 1 unless the patch names one. */
function withPatch(next: URLSearchParams, patch: Partial<HomeFilters>): URLSearchParams {
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
}

/** The filters an address says (`pageCategory`: a category page's category, when the address names none). */
export function homeFiltersOf(params: URLSearchParams, pageCategory = ''): HomeFilters {
  return {
    page: readPage(params.get('page')),
    search: params.get('search') ?? '',
    category: params.get('category') ?? pageCategory,
    platform: params.get('platform') ?? '',
    priceMin: params.get('priceMin') ?? '',
    priceMax: params.get('priceMax') ?? '',
    city: params.get('city') ?? '',
    condition: params.get('condition') ?? '',
    delivery: params.get('delivery') ?? '',
    sort: params.get('sort') ?? '',
  };
}

/**
 * The Home filters live in the query string (?search=&category=&platform=&priceMin=&priceMax=&city=&condition=&delivery=&sort=&page=), so Back
 * returns to the previous filters and a filtered list can be shared. Changing a filter goes back to page 1.
 */
export function useHomeFilters() {
  const [params, setParams] = useSearchParams();
  const pageCategory = useContext(PageCategory);
  const navigate = useNavigate();

  const filters = useMemo(() => homeFiltersOf(params, pageCategory), [params, pageCategory]);

  const setFilters = useCallback(
    (patch: Partial<HomeFilters>) => {
      // Another category, or none, is Home's list rather than this category page's.
      if (pageCategory && patch.category !== undefined && patch.category !== pageCategory) {
        const next = withPatch(new URLSearchParams(params), { category: pageCategory, ...patch });
        void navigate({ pathname: paths.app.home.getHref(), search: `?${next}` });
        return;
      }
      setParams((current) => withPatch(new URLSearchParams(current), patch), { preventScrollReset: true });
    },
    [setParams, params, pageCategory, navigate],
  );

  const clearFilters = useCallback(() => {
    if (pageCategory) void navigate(paths.app.home.getHref());
    else setParams(new URLSearchParams(), { preventScrollReset: true });
  }, [setParams, pageCategory, navigate]);

  const hasFilters = TEXT_FILTERS.some((key) => key !== 'sort' && filters[key] !== '');
  return { filters, setFilters, clearFilters, hasFilters };
}
