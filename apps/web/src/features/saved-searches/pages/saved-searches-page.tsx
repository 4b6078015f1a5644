import { SAVED_SEARCH_FREQUENCIES, type SavedSearchFrequency, type TSavedSearchView } from '@gamesouq/core';
import { BellRing, Search, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { homeHrefOf } from '@/entities/saved-search/home-href';
import { useSavedSearchCalls, useSavedSearches } from '@/entities/saved-search/saved-search-calls';
import { useCategoryName } from '@/lib/api/get-categories';
import { usePlatformName } from '@/lib/api/get-platforms';
import { formatNumber, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useListingLabels } from '@/lib/listing-labels';
import { errorMessage } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button, buttonClasses } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LoadingState } from '@/ui/loading-state';
import { SelectField } from '@/ui/select-field';
import { ItemWatchList } from '../components/item-watch-list';

/** The words and filters of a saved search, as short labels in the current language. */
function useFilterLabels() {
  const { t, i18n } = useTranslation();
  const category = useCategoryName();
  const platform = usePlatformName();
  const labels = useListingLabels();
  return ({ filters }: TSavedSearchView) => {
    const price = (value: number) => formatSar(value, i18n.language);
    return [
      filters.search ? `“${filters.search}”` : null,
      filters.category ? category({ id: filters.category, name: filters.category }) : null,
      filters.platform ? platform({ id: filters.platform, name: filters.platform }) : null,
      filters.priceMin !== undefined && filters.priceMax !== undefined
        ? t('savedSearches.priceBetween', { low: price(filters.priceMin), high: price(filters.priceMax) })
        : filters.priceMin !== undefined
          ? t('savedSearches.priceFrom', { price: price(filters.priceMin) })
          : filters.priceMax !== undefined
            ? t('savedSearches.priceUpTo', { price: price(filters.priceMax) })
            : null,
      filters.city ? labels.city(filters.city) : null,
      filters.condition ? (filters.condition === 'used' ? t('home.used') : labels.condition(filters.condition)) : null,
      filters.delivery ? (filters.delivery === 'hand' ? t('home.pickup') : labels.deliveryType(filters.delivery)) : null,
    ].filter((label): label is string => label !== null);
  };
}

function SavedSearchCard({ search }: { search: TSavedSearchView }) {
  const { t, i18n } = useTranslation();
  const { update, remove } = useSavedSearchCalls();
  const filterLabels = useFilterLabels();
  const headingId = `saved-search-${search.id}`;
  const fail = (error: unknown) => toast.error(errorMessage(t, error, { fallback: t('savedSearches.changeFailed') }));
  return (
    <li aria-labelledby={headingId} className="space-y-3 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="min-w-0 break-words font-bold text-slate-900">
          {search.name}
        </h2>
        <span className="text-sm text-slate-600">
          {t('savedSearches.matches', { count: search.matches, n: formatNumber(search.matches, i18n.language) })}
        </span>
      </div>
      <ul className="flex flex-wrap gap-1.5" aria-label={t('savedSearches.filters')}>
        {filterLabels(search).map((label) => (
          <li key={label} className="max-w-full break-words rounded-full bg-slate-100 px-2.5 py-1 text-xs text-slate-700">
            {label}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label={t('savedSearches.frequency')}
          value={search.frequency}
          className="min-w-48 flex-1"
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate(
              { id: search.id, changes: { frequency: event.target.value as SavedSearchFrequency } },
              { onSuccess: () => toast.success(t('savedSearches.updated')), onError: fail },
            )
          }
        >
          {SAVED_SEARCH_FREQUENCIES.map((value) => (
            <option key={value} value={value}>
              {t(`savedSearches.frequencies.${value}`)}
            </option>
          ))}
        </SelectField>
        <Link to={homeHrefOf(search.filters)} className={buttonClasses({ variant: 'secondary' })}>
          <Search aria-hidden="true" className="size-4" />
          {t('savedSearches.run')}
        </Link>
        <Button
          variant="ghost"
          aria-label={`${t('savedSearches.delete')}: ${search.name}`}
          isLoading={remove.isPending}
          onClick={() => remove.mutate(search.id, { onSuccess: () => toast.success(t('savedSearches.deleted')), onError: fail })}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('savedSearches.delete')}
        </Button>
      </div>
    </li>
  );
}

/**
 * Saved searches (issue 20): each search's filters, how often it alerts, run it again, delete it; then the items the
 * buyer asked to be notified about (issue 22).
 */
export function SavedSearchesPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('savedSearches.title'));
  const saved = useSavedSearches();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-extrabold text-slate-900">{t('savedSearches.title')}</h1>
        {saved.data ? (
          <p className="text-sm text-slate-600">
            {t('savedSearches.count', {
              n: formatNumber(saved.data.savedSearches.length, i18n.language),
              limit: formatNumber(saved.data.limit, i18n.language),
            })}
          </p>
        ) : null}
      </div>
      {saved.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : saved.isError ? (
        <EmptyState icon={BellRing} title={t('savedSearches.loadFailed')} tone="error" />
      ) : saved.data.savedSearches.length === 0 ? (
        <EmptyState icon={BellRing} title={t('savedSearches.empty')} />
      ) : (
        <ul className="space-y-4">
          {saved.data.savedSearches.map((search) => (
            <SavedSearchCard key={search.id} search={search} />
          ))}
        </ul>
      )}
      <ItemWatchList />
    </div>
  );
}
