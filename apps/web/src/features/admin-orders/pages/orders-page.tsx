import { ADMIN_ORDER_TABS, type AdminOrderTab } from '@gamesouq/core';
import { MoreVertical, ShoppingBag } from 'lucide-react';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { OrderStatusPill } from '@/entities/order/order-status-pill';
import { formatDate, formatNumber, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Dropdown, MenuItemButton, MenuItemLink } from '@/ui/dropdown';
import { ListState } from '@/ui/list/list-state';
import { ListTable } from '@/ui/list/list-table';
import { ListToolbar } from '@/ui/list/list-toolbar';
import { useListQuery } from '@/ui/list/use-list-query';
import { PageHeader } from '@/ui/page-header';
import { Tabs } from '@/ui/tabs';
import { type OrdersQuery, useAdminOrders, useDeleteOrder, useOrderCounts } from '../api/orders';

/** Orders (admin §2): tabs with counts refreshed every minute, search, sorts, the row menu and pagination. */
export function AdminOrdersPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('adminPanel.orders.title'));
  const { query, debounced, change, setPage } = useListQuery<OrdersQuery>({ type: 'all', sort: 'date', search: '', page: 1 });
  const list = useAdminOrders(debounced);
  const counts = useOrderCounts();
  const remove = useDeleteOrder();
  const n = (value: number) => formatNumber(value, i18n.language);
  const tabs = ADMIN_ORDER_TABS.map((value) => ({
    value,
    label: counts.data ? `${t(`adminPanel.orders.tabs.${value}`)} (${n(counts.data[value])})` : t(`adminPanel.orders.tabs.${value}`),
  }));
  const rows = list.data?.orders ?? [];
  const pagination = list.data?.pagination;

  // Order deletion has no confirmation (admin §5); the server refuses orders whose money is not settled.
  const deleteOrder = (orderId: string) =>
    remove
      .mutateAsync(orderId)
      .then(() => toast.success(t('adminPanel.orders.deleted')))
      .catch((error: unknown) => toast.error(errorMessage(t, error, { fallback: t('adminPanel.orders.errors.delete') })));

  return (
    <section className="space-y-6">
      <PageHeader title={t('adminPanel.orders.title')} subtitle={t('adminPanel.orders.subtitle')} />
      <Tabs
        items={tabs}
        value={query.type}
        onChange={(type: AdminOrderTab) => change({ type })}
        label={t('adminPanel.orders.title')}
        listClassName="flex flex-wrap"
      >
        {() => (
          <div className="space-y-4">
            <ListToolbar
              search={{ label: t('adminPanel.orders.search'), value: query.search, onChange: (search) => change({ search }) }}
              sort={{
                label: t('adminPanel.common.sortBy'),
                value: query.sort,
                onChange: (sort) => change({ sort }),
                options: (['date', 'amount', 'status'] as const).map((value) => ({ value, label: t(`adminPanel.orders.sort.${value}`) })),
              }}
            />
            <ListState
              list={list}
              isEmpty={rows.length === 0}
              icon={ShoppingBag}
              loadingLabel={t('adminPanel.orders.loading')}
              errorTitle={t('adminPanel.orders.errors.fetch')}
              emptyTitle={t('adminPanel.orders.empty')}
              pager={{
                page: query.page,
                pagination,
                onChange: setPage,
                summary:
                  pagination && pagination.totalItems > 0 ? (
                    <p className="text-sm text-slate-600">
                      {t('adminPanel.orders.showing', { shown: n(rows.length), total: n(pagination.totalItems) })}
                    </p>
                  ) : undefined,
              }}
            >
              <ListTable
                minWidth="min-w-[48rem]"
                columns={[
                  ...(['orderId', 'owner', 'buyer', 'status', 'date', 'total'] as const).map((column) => ({
                    key: column,
                    label: t(`adminPanel.orders.columns.${column}`),
                  })),
                  { key: 'actions', label: t('adminPanel.common.actions'), srOnly: true },
                ]}
              >
                {rows.map((order) => (
                  <tr key={order.id}>
                    <td className="px-4 py-3 font-semibold" dir="ltr">
                      <span className="rtl:block rtl:text-right">{order.orderId}</span>
                    </td>
                    <td className="px-4 py-3">
                      {order.customer.name}
                      <span className="block text-xs text-slate-500">{t(`adminPanel.clients.typeLabel.${order.customer.type}`)}</span>
                    </td>
                    <td className="px-4 py-3">{order.buyer.name}</td>
                    <td className="px-4 py-3">
                      <OrderStatusPill status={order.status} kind={order.kind} />
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">{formatDate(order.date, i18n.language)}</td>
                    <td className="px-4 py-3 font-semibold whitespace-nowrap">{formatSar(order.total, i18n.language)}</td>
                    <td className="px-4 py-3 text-end">
                      <Dropdown
                        triggerLabel={t('adminPanel.orders.menu', { id: order.orderId })}
                        triggerClassName="size-9 justify-center text-slate-600 hover:bg-slate-100"
                        trigger={<MoreVertical aria-hidden="true" className="size-4" />}
                      >
                        {(close) => (
                          <>
                            <MenuItemLink to={paths.admin.order.getHref(order.id)} onSelect={close}>
                              {t('adminPanel.orders.view')}
                            </MenuItemLink>
                            <MenuItemLink to={paths.admin.editOrder.getHref(order.id)} onSelect={close}>
                              {t('adminPanel.orders.edit')}
                            </MenuItemLink>
                            <MenuItemButton
                              className="text-red-700"
                              onSelect={() => {
                                close();
                                void deleteOrder(order.orderId);
                              }}
                            >
                              {t('adminPanel.orders.delete')}
                            </MenuItemButton>
                          </>
                        )}
                      </Dropdown>
                    </td>
                  </tr>
                ))}
              </ListTable>
            </ListState>
          </div>
        )}
      </Tabs>
    </section>
  );
}
