import { ShieldAlert, ShoppingBag } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { DISPUTE_SECTION_ID, DisputeStatePill } from '@/entities/dispute/dispute-state-pill';
import { OrderStatusPill } from '@/entities/order/order-status-pill';
import { formatDate, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { buttonClasses } from '@/ui/button';
import { ListState } from '@/ui/list/list-state';
import { ListTable } from '@/ui/list/list-table';
import { ListToolbar } from '@/ui/list/list-toolbar';
import { Tabs } from '@/ui/tabs';
import { type OrderSort, type OrderTab, useOrders } from '../api/get-orders';
import { OrderDetailsDialog } from '../components/order-details-dialog';
import { useUrlFilters } from '../lib/use-url-filters';

const SORTS: OrderSort[] = ['date', 'customer', 'total', 'status'];
const TABS: OrderTab[] = ['completed', 'pending', 'more'];
const DEFAULT_FILTERS = { page: 1, tab: '', sort: 'date', search: '' };

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
      <ListToolbar
        search={{
          label: t('traderPanel.orders.search'),
          value: filters.search,
          onChange: (search) => update({ search }, { isTyping: true }),
        }}
        sort={{
          label: t('traderPanel.sortBy'),
          value: filters.sort,
          onChange: (sort) => update({ sort }),
          options: SORTS.map((sort) => ({ value: sort, label: t(`traderPanel.orders.sort.${sort}`) })),
        }}
      />
      <Tabs items={tabs} value={filters.tab ?? 'pending'} onChange={(tab) => update({ tab })} label={t('traderPanel.orders.tabsLabel')}>
        {() => (
          <div className="mt-4 space-y-4">
            {isAcrossTabs ? <p className="text-sm text-slate-600">{t('traderPanel.orders.allTabs', { search: filters.search })}</p> : null}
            <ListState
              list={orders}
              isEmpty={orders.data?.orders.length === 0}
              icon={ShoppingBag}
              loadingLabel={t('traderPanel.orders.loading')}
              errorTitle={errorMessage(t, orders.error, { fallback: t('traderPanel.orders.loadFailed') })}
              emptyTitle={t('traderPanel.orders.empty')}
              pager={{ page: filters.page, pagination: orders.data?.pagination, onChange: (page) => update({ page }) }}
            >
              <ListTable
                minWidth="min-w-[48rem]"
                columns={[
                  ...(['order', 'customer', 'date', 'total', 'status'] as const).map((column) => ({
                    key: column,
                    label: t(`traderPanel.orders.${column}`),
                  })),
                  { key: 'actions', label: t('traderPanel.actions'), className: 'text-end' },
                ]}
              >
                {orders.data?.orders.map((order) => (
                  <tr key={order.id}>
                    <td className="px-4 py-3">
                      <p className="font-semibold text-slate-900">{order.orderId}</p>
                      <p className="max-w-56 truncate text-xs text-slate-500">{order.items.map((item) => item.name).join(', ')}</p>
                    </td>
                    <td className="px-4 py-3">{order.customer.name}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{formatDate(order.date, i18n.language)}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{formatSar(order.total, i18n.language)}</td>
                    <td className="px-4 py-3">
                      <div className="flex flex-wrap gap-1">
                        {order.dispute?.status === 'open' ? null : (
                          <OrderStatusPill status={order.status} kind={order.kind} digital={order.digital} />
                        )}
                        {order.dispute ? <DisputeStatePill dispute={order.dispute} /> : null}
                      </div>
                    </td>
                    <td className="px-4 py-3 text-end">
                      {order.dispute?.status === 'open' ? (
                        <Link to={`${paths.app.order.getHref(order.id)}#${DISPUTE_SECTION_ID}`} className={buttonClasses({ size: 'sm' })}>
                          <ShieldAlert aria-hidden="true" className="size-4" />
                          {t('orders.actions.viewDispute')}
                        </Link>
                      ) : (
                        <button
                          type="button"
                          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                          onClick={() => setOpen(order.id)}
                        >
                          {t('traderPanel.orders.manage')}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </ListTable>
            </ListState>
          </div>
        )}
      </Tabs>
      <OrderDetailsDialog orderId={openId} onClose={() => setOpen(null)} />
    </section>
  );
}
