import { HOME_PAGE_SIZE, HOME_SORTS, type TItemSummaryView } from '@gamesouq/core';
import { LayoutGrid, List, PackageSearch, RefreshCw, TriangleAlert } from 'lucide-react';
import { type ReactNode, type Ref, useId } from 'react';
import { AdCard } from '@/entities/listing/ad-card';
import { AdCardActions } from '@/entities/listing/ad-card-actions';
import { ItemOffersLink } from '@/entities/listing/item-offers-link';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { type Ad, isShop } from '@/lib/listing-types';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LoadingState } from '@/ui/loading-state';
import { Pagination } from '@/ui/pagination';
import { useHomeAds } from '../api/get-home-ads';
import { useSearchSuggestions } from '../api/get-search-suggestions';
import type { HomeFilters } from '../hooks/use-home-filters';
import { type HomeView, useHomeView } from '../hooks/use-home-view';

/** The quick platform pills: a platform type the server matches (buyer §2, PC / Mobile / Console). */
const PILLS = [
  { value: '', key: 'home.pills.all' },
  { value: 'pc', key: 'home.pills.pc' },
  { value: 'mobile', key: 'home.pills.mobile' },
  { value: 'console', key: 'home.pills.console' },
] as const;

type AdGroupProps = { title: string; ads: Ad[]; items: TItemSummaryView[]; isFirstGroup: boolean; view: HomeView };

/** A page's ads; an ad of a catalogue item stands for all the item's offers, with the way to see them (issue 22). */
function AdGroup({ title, ads, items, isFirstGroup, view }: AdGroupProps) {
  const headingId = useId();
  if (ads.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-3 text-base font-bold text-slate-800">
        {title}
      </h3>
      <ul className={cn('grid gap-3', view === 'grid' ? 'grid-cols-2 sm:grid-cols-3 xl:grid-cols-4' : 'lg:grid-cols-2')}>
        {ads.map((ad, index) => (
          <li key={ad.id} className="flex min-w-0">
            <AdCard
              ad={ad}
              layout={view === 'grid' ? 'tile' : 'row'}
              isImageEager={isFirstGroup && index < 4}
              actions={
                <>
                  {ad.catalogueItemId ? <OffersOfItem item={items.find((item) => item.id === ad.catalogueItemId)} /> : null}
                  <AdCardActions ad={ad} isCompact />
                </>
              }
              className="w-full"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

const OffersOfItem = ({ item }: { item?: TItemSummaryView }) =>
  item && item.offerCount > 1 ? <ItemOffersLink item={item} variant="result" className="basis-full" /> : null;

/** Grid or list, as two pressed-state buttons. */
function ViewSwitch({ view, onChange }: { view: HomeView; onChange: (view: HomeView) => void }) {
  const { t } = useTranslation();
  const options = [
    { value: 'grid', icon: LayoutGrid, label: t('home.view.grid') },
    { value: 'list', icon: List, label: t('home.view.list') },
  ] as const;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring its own border and legend layout.
    <div role="group" aria-label={t('home.view.label')} className="flex rounded-lg bg-white ring-1 ring-slate-200 ring-inset">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={view === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'grid size-11 place-items-center rounded-lg transition-colors',
            view === option.value ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-50',
          )}
        >
          <option.icon aria-hidden="true" className="size-5" />
          <span className="sr-only">{option.label}</span>
        </button>
      ))}
    </div>
  );
}

/** Nothing found for a search: says what was searched, offers to drop the filters and the titles meant. */
function NoResults({ filters, onChange, hasFilters }: { filters: HomeFilters; onChange: LatestAdsProps['onChange']; hasFilters: boolean }) {
  const { t, i18n } = useTranslation();
  const { data } = useSearchSuggestions(filters.search, i18n.language);
  const meant = (data?.suggestions ?? []).filter((suggestion) => suggestion.kind === 'title').slice(0, 3);
  const isFiltered =
    hasFilters &&
    [filters.category, filters.platform, filters.priceMin, filters.priceMax, filters.city, filters.condition, filters.delivery].some(
      Boolean,
    );
  return (
    <EmptyState
      icon={PackageSearch}
      title={t('home.noResultsFor', { query: filters.search })}
      hint={
        meant.length > 0 ? (
          <span className="flex flex-wrap items-center justify-center gap-2">
            {t('home.didYouMean')}
            {meant.map((suggestion) => (
              <button
                key={suggestion.text}
                type="button"
                onClick={() => onChange({ search: suggestion.text })}
                className="min-h-11 rounded-full bg-brand-50 px-4 font-semibold text-brand-700 hover:bg-brand-100"
              >
                {suggestion.text}
              </button>
            ))}
          </span>
        ) : (
          t('home.noResultsHint')
        )
      }
      action={
        isFiltered ? (
          <Button
            variant="secondary"
            onClick={() => onChange({ category: '', platform: '', priceMin: '', priceMax: '', city: '', condition: '', delivery: '' })}
          >
            {t('home.clearFiltersKeepSearch')}
          </Button>
        ) : undefined
      }
    />
  );
}

type LatestAdsProps = {
  filters: HomeFilters;
  onChange: (patch: Partial<HomeFilters>) => void;
  /** The heading that takes the focus after a page change. */
  headingRef?: Ref<HTMLHeadingElement>;
  hasFilters: boolean;
  /** The phone's filter button, beside the sort. */
  filterButton?: ReactNode;
};

/** Latest ads: the quick platform pills, the page's ads split into Shop Ads and User Ads, and the pagination. */
export function LatestAds({ filters, onChange, headingRef, hasFilters, filterButton }: LatestAdsProps) {
  const sortId = useId();
  const { view, setView } = useHomeView();
  const { t, i18n } = useTranslation();
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useHomeAds(filters);
  const ads = data?.ads ?? [];
  const items = data?.items ?? [];
  const total = data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / HOME_PAGE_SIZE));
  const shopAds = ads.filter((ad) => isShop(ad.seller));
  const userAds = ads.filter((ad) => !isShop(ad.seller));

  return (
    <section aria-labelledby="home-latest-title" aria-busy={isFetching || undefined}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="home-latest-title"
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-20 text-lg font-bold text-slate-900 focus:outline-none"
        >
          {t('home.latestAds')}
        </h2>
        {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would bring its own border and legend layout. */}
        <div role="group" aria-label={t('home.pills.label')} className="flex flex-wrap gap-1.5">
          {PILLS.map((pill) => {
            const isSelected = filters.platform === pill.value;
            return (
              <button
                key={pill.value}
                type="button"
                aria-pressed={isSelected}
                onClick={() => onChange({ platform: pill.value })}
                className={cn(
                  'h-11 rounded-full px-4 text-sm font-semibold transition-colors',
                  isSelected
                    ? 'bg-brand-600 text-white shadow-sm'
                    : 'bg-white text-slate-700 ring-1 ring-slate-200 ring-inset hover:bg-slate-50',
                )}
              >
                {t(pill.key)}
              </button>
            );
          })}
        </div>
        <div className="flex w-full min-w-0 items-center gap-2 sm:w-auto">
          {filterButton}
          <label htmlFor={sortId} className="sr-only sm:not-sr-only sm:text-sm sm:font-medium sm:text-slate-700">
            {t('home.sort.label')}
          </label>
          <select
            id={sortId}
            value={filters.sort}
            onChange={(event) => onChange({ sort: event.target.value })}
            className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-sm sm:flex-none"
          >
            <option value="">{t(filters.search.trim() ? 'home.sort.best' : 'home.sort.newest')}</option>
            {HOME_SORTS.filter((sort) => sort !== 'newest' || filters.search.trim()).map((sort) => (
              <option key={sort} value={sort}>
                {t(`home.sort.${sort}`)}
              </option>
            ))}
          </select>
          <ViewSwitch view={view} onChange={setView} />
        </div>
      </div>

      <div className="mt-4">
        {isPending ? (
          <LoadingState label={t('home.loadingAds')} />
        ) : isError ? (
          <EmptyState
            icon={TriangleAlert}
            tone="error"
            title={t('home.adsFailed')}
            action={
              <Button variant="secondary" onClick={() => void refetch()}>
                <RefreshCw aria-hidden="true" className="size-4" />
                {t('common.tryAgain')}
              </Button>
            }
          />
        ) : ads.length === 0 && filters.search.trim() ? (
          <NoResults filters={filters} onChange={onChange} hasFilters={hasFilters} />
        ) : ads.length === 0 ? (
          <EmptyState icon={PackageSearch} title={t('home.empty')} hint={t('home.emptyHint')} />
        ) : (
          <div className={cn('space-y-8 transition-opacity', isPlaceholderData && 'opacity-60')}>
            <p role="status" className="text-sm text-slate-500">
              {/* Past the server's cap the count says "1,000+": counting every match would scan them all. */}
              {t(data?.isTotalCapped ? 'home.resultsCountCapped' : 'home.resultsCount', {
                count: total,
                n: formatNumber(total, i18n.language),
              })}
            </p>
            <AdGroup title={t('home.shopAds')} ads={shopAds} items={items} isFirstGroup view={view} />
            <AdGroup title={t('home.userAds')} ads={userAds} items={items} isFirstGroup={shopAds.length === 0} view={view} />
            <Pagination
              numbers="window"
              page={Math.min(filters.page, totalPages)}
              totalPages={totalPages}
              onChange={(page) => onChange({ page })}
            />
          </div>
        )}
      </div>
    </section>
  );
}
