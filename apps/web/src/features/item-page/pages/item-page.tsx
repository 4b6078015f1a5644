import { CITIES, OFFER_GROUPS, type TCatalogueItemView } from '@gamesouq/core';
import { PackageSearch } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { PriceHistoryChart } from '@/entities/listing/price-history-chart';
import { ITEM_DELIVERIES, type ItemFilters, itemFiltersOf, itemPageQueryOptions, useItemPage } from '@/lib/api/get-item-page';
import { formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useListingLabels } from '@/lib/listing-labels';
import { errorMessage } from '@/lib/messages';
import type { ServerQueries } from '@/lib/server-queries';
import { useDocumentTitle } from '@/lib/use-document-title';
import { EmptyState } from '@/ui/empty-state';
import { LoadingState } from '@/ui/loading-state';
import { SelectField } from '@/ui/select-field';
import { NotifyMe } from '../components/notify-me';
import { OfferCard, useOfferCardContext } from '../components/offer-card';

/** The item's own facts, by kind, as label and value pairs (empty ones left out). */
function useItemFacts(item: TCatalogueItemView) {
  const { t, i18n } = useTranslation();
  const isArabic = i18n.language === 'ar';
  const facts: [string, string | number | null][] = [
    [t('itemPage.facts.platform'), item.platform ? (isArabic && item.platform.nameAr) || item.platform.name : null],
    [t('itemPage.facts.edition'), item.edition],
    [t('itemPage.facts.region'), item.region],
    [t('itemPage.facts.releaseYear'), item.releaseYear],
    [t('itemPage.facts.publisher'), item.publisher],
    [t('itemPage.facts.ageRating'), item.ageRating],
    [t('itemPage.facts.brand'), item.brand],
    [t('itemPage.facts.model'), item.model],
    [t('itemPage.facts.variant'), item.variant],
    [t('itemPage.facts.colour'), item.colour],
    [t('itemPage.facts.store'), item.store],
    [t('itemPage.facts.value'), item.value === null ? null : formatSar(item.value, i18n.language)],
  ];
  return facts.filter((fact): fact is [string, string | number] => fact[1] !== null && fact[1] !== '');
}

/** What the item page asks first, answered by the server before it draws the page. */
export const itemPageQueries: ServerQueries = (client, { params: { id = '' }, search }) => [
  client.prefetchQuery(itemPageQueryOptions(id, itemFiltersOf(search))),
];

/** `/items/{id}` (issue 22): a game, device or gift card with every offer on sale, grouped New, Used and Digital. */
export function ItemPage() {
  const { t, i18n } = useTranslation();
  const labels = useListingLabels();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const filters = itemFiltersOf(params);
  const page = useItemPage(id, filters);
  const offerCard = useOfferCardContext();
  const item = page.data?.item;
  const name = item ? (i18n.language === 'ar' && item.nameAr) || item.name : '';
  useDocumentTitle(name || t('itemPage.title'));
  const setFilter = (key: keyof ItemFilters, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  if (page.isPending) return <LoadingState label={t('common.loading')} />;
  if (page.isError || !page.data || !item)
    return <EmptyState icon={PackageSearch} title={errorMessage(t, page.error, { fallback: t('itemPage.notFound') })} tone="error" />;
  const { summary, groups, priceHistory } = page.data;

  return (
    <ItemLayout item={item} name={name}>
      <p className="text-lg font-semibold text-slate-800">
        {summary.fromPrice === null
          ? t('itemPage.noOffers')
          : t('itemPage.summary', {
              count: summary.offerCount,
              sellers: summary.sellerCount,
              price: formatSar(summary.fromPrice, i18n.language),
            })}
      </p>
      <NotifyMe itemId={item.id} city={filters.city} />
      <form className="grid gap-3 sm:grid-cols-2" onSubmit={(event) => event.preventDefault()} aria-label={t('itemPage.filters')}>
        <SelectField label={t('itemPage.yourCity')} value={filters.city ?? ''} onChange={(event) => setFilter('city', event.target.value)}>
          <option value="">{t('itemPage.anyCity')}</option>
          {CITIES.filter((city) => city !== 'Other').map((city) => (
            <option key={city} value={city}>
              {labels.city(city)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('itemPage.deliveryFilter')}
          value={filters.delivery ?? ''}
          onChange={(event) => setFilter('delivery', event.target.value)}
        >
          <option value="">{t('itemPage.anyDelivery')}</option>
          {ITEM_DELIVERIES.map((delivery) => (
            <option key={delivery} value={delivery}>
              {labels.deliveryType(delivery)}
            </option>
          ))}
        </SelectField>
      </form>
      <p className="text-sm text-slate-600">{t('itemPage.bestRule')}</p>
      {OFFER_GROUPS.map((group) => (
        <section key={group} aria-labelledby={`offers-${group}`} className="space-y-3">
          <h2 id={`offers-${group}`} className="text-lg font-bold text-slate-900">
            {t(`itemPage.groups.${group}`)} <span className="text-slate-500">({groups[group].length})</span>
          </h2>
          {groups[group].length ? (
            <ul className="grid gap-3 md:grid-cols-2">
              {groups[group].map((offer) => (
                <OfferCard key={offer.listingId} offer={offer} context={offerCard} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">{t('itemPage.noOffersInGroup')}</p>
          )}
        </section>
      ))}
      <section aria-labelledby="price-history" className="space-y-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h2 id="price-history" className="text-lg font-bold text-slate-900">
          {t('itemPage.priceHistory')}
        </h2>
        <PriceHistoryChart weeks={priceHistory} />
      </section>
    </ItemLayout>
  );
}

function ItemLayout({ item, name, children }: { item: TCatalogueItemView; name: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  const facts = useItemFacts(item);
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6">
      <header className="flex flex-col gap-5 sm:flex-row">
        {item.art ? (
          <img
            src={item.art}
            alt={t('itemPage.artAlt', { name })}
            width={240}
            height={320}
            className="mx-auto w-48 shrink-0 rounded-2xl object-cover shadow sm:mx-0 sm:w-60"
          />
        ) : null}
        <div className="min-w-0 space-y-3">
          <p className="text-sm font-semibold text-brand-700">{t(`itemPage.kind.${item.kind}`)}</p>
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
            <bdi>{name}</bdi>
          </h1>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-slate-500">{label}</dt>
                <dd className="font-medium text-slate-900">
                  <bdi>{value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </header>
      {children}
    </div>
  );
}
