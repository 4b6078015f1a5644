import { PackageOpen, RefreshCw, Search, ShoppingBag, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button, buttonClasses } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LoadingState } from '@/ui/loading-state';
import { SelectField } from '@/ui/select-field';
import { Tabs } from '@/ui/tabs';
import { type OrdersView, useOrders } from '../api/get-orders';
import { OrderCard } from '../components/order-card';
import { ViewSwitch } from '../components/view-switch';
import { filterOrders, type OrdersSort, type OrdersTab } from '../lib/filter-orders';

/** My Orders (/orders, buyer §2): Purchases or Sales, tabs In Progress / Completed / Canceled, search and sort. */
export function OrdersPage() {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const view: OrdersView = searchParams.get('view') === 'sales' ? 'seller' : 'buyer';
  const [tab, setTab] = useState<OrdersTab>('in_progress');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<OrdersSort>('date');
  const searchId = useId();
  const { data: orders, isPending, isError, refetch } = useOrders(view);
  useDocumentTitle(t('orders.title'));

  const changeView = (next: OrdersView) => {
    setSearchParams(next === 'seller' ? { view: 'sales' } : {}, { replace: true });
    setTab('in_progress');
  };
  const tabLabel = (value: OrdersTab) => t(`orders.tabs.${value}`);
  const shown = orders ? filterOrders(orders, { tab, search, sort }) : [];

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{t('orders.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{view === 'seller' ? t('orders.salesSubtitle') : t('orders.subtitle')}</p>
        </div>
        <ViewSwitch value={view} onChange={changeView} />
      </div>

      {isPending ? (
        <LoadingState label={t('orders.loading')} />
      ) : isError ? (
        <EmptyState
          icon={TriangleAlert}
          tone="error"
          title={t('orders.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void refetch()}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {t('common.tryAgain')}
            </Button>
          }
        />
      ) : orders.length === 0 ? (
        <EmptyState
          icon={view === 'seller' ? PackageOpen : ShoppingBag}
          title={view === 'seller' ? t('orders.emptySales') : t('orders.empty')}
          hint={view === 'seller' ? t('orders.emptySalesHint') : t('orders.emptyHint')}
          action={
            view === 'seller' ? null : (
              <Link to={paths.app.home.getHref()} className={buttonClasses()}>
                <ShoppingBag aria-hidden="true" className="size-4" />
                {t('cart.startShopping')}
              </Link>
            )
          }
        />
      ) : (
        <Tabs
          label={view === 'seller' ? t('orders.tabsLabelSales') : t('orders.tabsLabel')}
          items={(['in_progress', 'completed', 'canceled'] as const).map((value) => ({ value, label: tabLabel(value) }))}
          value={tab}
          onChange={setTab}
          listClassName="grid grid-flow-col sm:inline-grid"
        >
          {() => (
            <div className="space-y-4">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
                <search className="relative sm:w-80">
                  <label htmlFor={searchId} className="sr-only">
                    {t('orders.search')}
                  </label>
                  <Search
                    aria-hidden="true"
                    className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
                  />
                  <input
                    id={searchId}
                    type="search"
                    value={search}
                    onChange={(event) => setSearch(event.target.value)}
                    placeholder={t('orders.searchPlaceholder')}
                    className="h-11 w-full rounded-xl border border-slate-300 bg-white ps-9 pe-3 text-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-3 focus:ring-brand-500/20"
                  />
                </search>
                <SelectField
                  label={t('orders.sortBy')}
                  value={sort}
                  onChange={(event) => setSort(event.target.value as OrdersSort)}
                  className="sm:w-56"
                >
                  <option value="date">{t('orders.sort.date')}</option>
                  <option value="price">{t('orders.sort.price')}</option>
                  <option value="id">{t('orders.sort.id')}</option>
                </SelectField>
              </div>
              <p className="text-xs text-slate-500" aria-live="polite">
                {t('orders.shownCount', { count: shown.length, n: formatNumber(shown.length, i18n.language) })}
              </p>
              {shown.length === 0 ? (
                <EmptyState icon={PackageOpen} title={search.trim() ? t('orders.noMatch') : t('orders.emptyTab')} />
              ) : (
                <ul className="space-y-4">
                  {shown.map((order) => (
                    <li key={order.id}>
                      <OrderCard order={order} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </Tabs>
      )}
    </div>
  );
}
