import type { QueryClient } from '@tanstack/react-query';
import { Plus, Search } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SaveSearchButton } from '@/entities/saved-search/save-search-button';
import { categoriesQueryOptions } from '@/lib/api/get-categories';
import { platformsQueryOptions } from '@/lib/api/get-platforms';
import { useCurrentUser } from '@/lib/current-user';
import { useTranslation } from '@/lib/i18n';
import type { ServerQueries } from '@/lib/server-queries';
import { useDebouncedField } from '@/lib/use-debounced';
import { useDocumentTitle } from '@/lib/use-document-title';
import { buttonClasses } from '@/ui/button';
import { bannersQueryOptions } from '../api/get-banners';
import { homeAdsQueryOptions } from '../api/get-home-ads';
import { searchSuggestionsQueryOptions, useSearchSuggestions } from '../api/get-search-suggestions';
import { BannerCarousel } from '../components/banner-carousel';
import { CategoryTiles } from '../components/category-tiles';
import { FilterPanel, FilterSheet } from '../components/filter-panel';
import { LatestAds } from '../components/latest-ads';
import { type HomeFilters, homeFiltersOf, savedFiltersOf, useHomeFilters } from '../hooks/use-home-filters';

/**
 * What Home asks, answered by the server before it draws the page: the listings its address filters, the banners,
 * categories and platforms, and the suggestions for a search. A category page asks the same with its category.
 */
export function askHomeQueries(
  client: QueryClient,
  { search, language }: { search: URLSearchParams; language: string },
  pageCategory = '',
) {
  const filters = homeFiltersOf(search, pageCategory);
  return [
    client.prefetchQuery(homeAdsQueryOptions(filters)),
    client.prefetchQuery(bannersQueryOptions()),
    client.prefetchQuery(categoriesQueryOptions()),
    client.prefetchQuery(platformsQueryOptions()),
    ...(filters.search.trim() ? [client.prefetchQuery(searchSuggestionsQueryOptions(filters.search, language))] : []),
  ];
}

export const homePageQueries: ServerQueries = (client, page) => askHomeQueries(client, page);

/** The marketplace home (buyer §2): banners, search, filters, categories and the latest ads. */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const { filters, setFilters, clearFilters, hasFilters } = useHomeFilters();
  const search = useDebouncedField({ value: filters.search, onCommit: (value) => setFilters({ search: value }) });
  const searchId = useId();
  const suggestionsId = useId();
  const suggestions = useSearchSuggestions(search.draft, i18n.language);
  const latestRef = useRef<HTMLHeadingElement>(null);
  const previousPage = useRef(filters.page);
  useDocumentTitle(t('home.title'));

  // A new page of results starts at the top of the list, and keyboard users land on its heading.
  useEffect(() => {
    if (previousPage.current === filters.page) return;
    previousPage.current = filters.page;
    latestRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    latestRef.current?.focus({ preventScroll: true });
  }, [filters.page]);

  const change = (patch: Partial<HomeFilters>) => setFilters(patch);

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{t('home.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{user ? t('home.welcome', { name: user.name }) : t('home.welcomeVisitor')}</p>
        </div>
      </div>

      <BannerCarousel />

      <div className="flex flex-col gap-3 sm:flex-row">
        <search className="relative flex-1">
          <label htmlFor={searchId} className="sr-only">
            {t('home.searchLabel')}
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute start-3.5 top-1/2 size-5 -translate-y-1/2 text-slate-400" />
          <input
            id={searchId}
            type="search"
            value={search.draft}
            onChange={(event) => search.setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') search.flush();
            }}
            placeholder={t('home.searchPlaceholder')}
            list={suggestionsId}
            autoComplete="off"
            className="h-12 w-full rounded-xl border border-slate-300 bg-white ps-11 pe-4 text-sm shadow-xs placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-3 focus:ring-brand-500/20"
          />
          <datalist id={suggestionsId}>
            {(suggestions.data?.suggestions ?? []).map((suggestion) => (
              <option key={`${suggestion.kind}-${suggestion.text}`} value={suggestion.text} />
            ))}
          </datalist>
        </search>
        {hasFilters ? <SaveSearchButton filters={savedFiltersOf(filters)} /> : null}
        <Link to={paths.app.newAd.getHref()} className={buttonClasses({ size: 'lg', className: 'shrink-0' })}>
          <Plus aria-hidden="true" className="size-5" />
          {t('home.postAd')}
        </Link>
      </div>

      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <FilterPanel filters={filters} onChange={change} onClear={clearFilters} hasFilters={hasFilters} />
        <div className="min-w-0 space-y-8">
          <CategoryTiles selected={filters.category} onSelect={(category) => change({ category })} />
          <LatestAds
            filters={filters}
            onChange={change}
            headingRef={latestRef}
            hasFilters={hasFilters}
            filterButton={<FilterSheet filters={filters} onChange={change} />}
          />
        </div>
      </div>
    </div>
  );
}
