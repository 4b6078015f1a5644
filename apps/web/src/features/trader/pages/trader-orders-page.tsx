import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OrderStatusPill } from '@/entities/order/order-status-pill';
import { formatDate, formatSar } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { buttonClasses } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LoadingState } from '@/ui/loading-state';
import { Pagination } from '@/ui/pagination';
import { Tabs } from '@/ui/tabs';
import { type OrderSort, type OrderTab, useOrders } from '../api/get-orders';
import { LoadError } from '../components/load-error';
import { OrderDetailsDialog } from '../components/order-details-dialog';
import { useUrlFilters } from '../lib/use-url-filters';

const SORTS: OrderSort[] = ['date', 'customer', 'total', 'status'];
const TABS: OrderTab[] = ['completed', 'pending', 'more'];
const DEFAULT_FILTERS = { page: 1, tab: '', sort: 'date', search: '' };
const selectClass = 'h-10 rounded-xl border border-slate-200 bg-white px-3 text-sm text-slate-800';

/** The trader's orders (seller §2.12): tabs Completed, Pending and More, sorts, 10 a page and a detail modal. */
export function TraderOrdersPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('trader.nav.orders'));
  const [params, setParams] = useSearchParams();
  const [urlFilters, update] = useUrlFilters(DEFAULT_FILTERS);
  const chosenTab = TABS.includes(urlFilters.tab as OrderTab) ? (urlFilters.tab as OrderTab) : undefined;
  // A search without a chosen tab (the header search) looks through every tab.
  const isAcrossTabs = chosenTab === undefined && urlFilters.search !== '';
  const filters = {
    page: urlFilters.page,
    tab: chosenTab ?? (isAcrossTabs ? undefined : 'pending'),
    sort: SORTS.includes(urlFilters.sort as OrderSort) ? (urlFilters.sort as OrderSort) : 'date',
    search: urlFilters.search,
  };
  const orders = useOrders(filters);
  const openId = params.get('open');
  const setOpen = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('open', id);
      else next.delete('open');
      return next;
    });
  const tabs = [
    { value: 'completed', label: t('traderPanel.orders.tabs.completed') },
    { value: 'pending', label: t('traderPanel.orders.tabs.pending') },
    { value: 'more', label: t('traderPanel.orders.tabs.more') },
  ] as const;

  return (
    <section className="space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">{t('trader.nav.orders')}</h1>
      <div className="flex flex-wrap gap-2">
        <input
          type="search"
          aria-label={t('traderPanel.orders.search')}
          placeholder={t('traderPanel.orders.search')}
          value={filters.search}
          onChange={(event) => update({ search: event.target.value }, { isTyping: true })}
          className={`${selectClass} min-w-48 flex-1`}
        />
        <select
          aria-label={t('traderPanel.sortBy')}
          value={filters.sort}
          onChange={(e) => update({ sort: e.target.value })}
          className={selectClass}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`traderPanel.orders.sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <Tabs items={tabs} value={filters.tab ?? 'pending'} onChange={(tab) => update({ tab })} label={t('traderPanel.orders.tabsLabel')}>
        {() => (
          <div className="mt-4 space-y-4">
            {isAcrossTabs ? <p className="text-sm text-slate-600">{t('traderPanel.orders.allTabs', { search: filters.search })}</p> : null}
            {orders.isPending ? (
              <LoadingState label={t('traderPanel.orders.loading')} />
            ) : orders.isError ? (
              <LoadError error={orders.error} fallback={t('traderPanel.orders.loadFailed')} onRetry={() => void orders.refetch()} />
            ) : orders.data.orders.length === 0 ? (
              <EmptyState icon={ShoppingBag} title={t('traderPanel.orders.empty')} />
            ) : (
              <>
                <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
                  <table className="w-full min-w-[48rem] text-sm">
                    <thead className="bg-slate-50 text-xs font-semibold text-slate-500 uppercase">
                      <tr>
                        <th className="px-4 py-3 text-start">{t('traderPanel.orders.order')}</th>
                        <th className="px-4 py-3 text-start">{t('traderPanel.orders.customer')}</th>
                        <th className="px-4 py-3 text-start">{t('traderPanel.orders.date')}</th>
                        <th className="px-4 py-3 text-start">{t('traderPanel.orders.total')}</th>
                        <th className="px-4 py-3 text-start">{t('traderPanel.orders.status')}</th>
                        <th className="px-4 py-3 text-end">{t('traderPanel.actions')}</th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-slate-100">
                      {orders.data.orders.map((order) => (
                        <tr key={order.id}>
                          <td className="px-4 py-3">
                            <p className="font-semibold text-slate-900">{order.orderId}</p>
                            <p className="max-w-56 truncate text-xs text-slate-500">{order.items.map((item) => item.name).join(', ')}</p>
                          </td>
                          <td className="px-4 py-3">{order.customer.name}</td>
                          <td className="px-4 py-3 whitespace-nowrap">{formatDate(order.date, i18n.language)}</td>
                          <td className="px-4 py-3 whitespace-nowrap">{formatSar(order.total, i18n.language)}</td>
                          <td className="px-4 py-3">
                            <OrderStatusPill status={order.status} />
                          </td>
                          <td className="px-4 py-3 text-end">
                            <button
                              type="button"
                              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                              onClick={() => setOpen(order.id)}
                            >
                              {t('traderPanel.orders.manage')}
                            </button>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <Pagination page={filters.page} totalPages={orders.data.pagination.totalPages} onChange={(page) => update({ page })} />
              </>
            )}
          </div>
        )}
      </Tabs>
      <OrderDetailsDialog orderId={openId} onClose={() => setOpen(null)} />
    </section>
  );
}
