import { Package, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { ListingStatusPill } from '@/entities/listing/listing-status-pill';
import { categoryLabel, useCategories } from '@/lib/api/get-categories';
import { platformLabel, usePlatforms } from '@/lib/api/get-platforms';
import { formatNumber, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { buttonClasses } from '@/ui/button';
import { CompactSelect } from '@/ui/compact-select';
import { ConfirmDialog } from '@/ui/dialog';
import { ListState } from '@/ui/list/list-state';
import { ListTable } from '@/ui/list/list-table';
import { ListToolbar } from '@/ui/list/list-toolbar';
import { useChangeProductStatus } from '../api/change-product-status';
import { useDeleteProduct } from '../api/delete-product';
import { useProduct } from '../api/get-product';
import { type ProductSort, useProducts } from '../api/get-products';
import type { TraderProduct } from '../api/types';
import { ProductDetailsDialog } from '../components/product-details-dialog';
import { useUrlFilters } from '../lib/use-url-filters';

const STATUSES = ['all', 'active', 'inactive', 'pending_review', 'draft', 'rejected', 'sold'] as const;
const SORTS: ProductSort[] = ['newest', 'oldest', 'price-high', 'price-low', 'orders'];
const DEFAULT_FILTERS = { page: 1, status: 'all', category: 'all', platform: 'all', sort: 'newest', search: '' };

/** Our Products (seller §2.10): filters, sorts, 10 a page, a details modal, the status toggle and delete. */
export function TraderProductsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('trader.nav.products'));
  const [params, setParams] = useSearchParams();
  const [urlFilters, update] = useUrlFilters(DEFAULT_FILTERS);
  const filters = { ...urlFilters, sort: SORTS.includes(urlFilters.sort as ProductSort) ? (urlFilters.sort as ProductSort) : 'newest' };
  const products = useProducts(filters);
  const categories = useCategories();
  const platforms = usePlatforms();
  const changeStatus = useChangeProductStatus();
  const remove = useDeleteProduct();
  const [toDelete, setToDelete] = useState<TraderProduct | null>(null);
  // Loaded by id, so that a notification or a header search hit opens a product that is not on this page.
  const openId = params.get('open');
  const opened = useProduct(openId ?? '', { isEnabled: openId !== null });
  const setOpen = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('open', id);
      else next.delete('open');
      return next;
    });

  // A product that is gone (deleted since the notification was sent) says so instead of opening nothing.
  const isOpenMissing = openId !== null && opened.isError;
  // biome-ignore lint/correctness/useExhaustiveDependencies: tell once each time an opened product turns out missing.
  useEffect(() => {
    if (!isOpenMissing) return;
    toast.error(errorMessage(t, opened.error, { fallback: t('traderPanel.products.loadFailed') }));
    setOpen(null);
  }, [isOpenMissing]);

  const toggleStatus = (product: TraderProduct) => {
    const status = product.status === 'active' ? 'inactive' : 'active';
    changeStatus.mutate(
      { id: product.id, status },
      {
        onSuccess: () => toast.success(status === 'active' ? t('myAds.activated') : t('myAds.deactivated')),
        onError: (error) => toast.error(errorMessage(t, error, { fallback: t('traderPanel.products.statusFailed') })),
      },
    );
  };
  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success(t('traderPanel.products.deleted'));
        setToDelete(null);
        setOpen(null);
      },
      onError: (error) => toast.error(errorMessage(t, error, { fallback: t('traderPanel.products.deleteFailed') })),
    });
  };

  return (
    <section className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('trader.nav.products')}</h1>
        <Link to={paths.trader.newProduct.getHref()} className={buttonClasses({ variant: 'primary' })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('traderPanel.products.new')}
        </Link>
      </div>
      <ListToolbar
        search={{
          label: t('traderPanel.products.search'),
          value: filters.search,
          onChange: (search) => update({ search }, { isTyping: true }),
        }}
        filter={{
          label: t('traderPanel.products.status'),
          value: filters.status,
          onChange: (status) => update({ status }),
          options: STATUSES.map((status) => ({
            value: status,
            label: status === 'all' ? t('traderPanel.products.allStatuses') : t(`listing.status.${status}`),
          })),
        }}
        filters={
          <>
            <CompactSelect
              label={t('traderPanel.products.category')}
              value={filters.category}
              onChange={(category) => update({ category })}
              options={[
                { value: 'all', label: t('traderPanel.products.allCategories') },
                ...(categories.data ?? []).map((category) => ({ value: category.id, label: categoryLabel(category, i18n.language) })),
              ]}
            />
            <CompactSelect
              label={t('traderPanel.products.platform')}
              value={filters.platform}
              onChange={(platform) => update({ platform })}
              options={[
                { value: 'all', label: t('traderPanel.products.allPlatforms') },
                ...(platforms.data ?? []).map((platform) => ({ value: platform.id, label: platformLabel(platform, i18n.language) })),
              ]}
            />
          </>
        }
        sort={{
          label: t('traderPanel.sortBy'),
          value: filters.sort,
          onChange: (sort) => update({ sort }),
          options: SORTS.map((sort) => ({ value: sort, label: t(`traderPanel.products.sort.${sort}`) })),
        }}
      />

      <ListState
        list={products}
        isEmpty={products.data?.products.length === 0}
        icon={Package}
        loadingLabel={t('traderPanel.products.loading')}
        errorTitle={errorMessage(t, products.error, { fallback: t('traderPanel.products.loadFailed') })}
        emptyTitle={t('traderPanel.products.empty')}
        pager={{ page: filters.page, pagination: products.data?.pagination, onChange: (page) => update({ page }) }}
      >
        <ListTable
          minWidth="min-w-[48rem]"
          columns={[
            ...(['product', 'price', 'quantity', 'orders', 'status'] as const).map((column) => ({
              key: column,
              label: t(`traderPanel.products.${column}`),
            })),
            { key: 'actions', label: t('traderPanel.actions'), className: 'text-end' },
          ]}
        >
          {products.data?.products.map((product) => (
            <tr key={product.id}>
              <td className="px-4 py-3">
                <button
                  type="button"
                  onClick={() => setOpen(product.id)}
                  className="flex items-center gap-3 text-start hover:text-brand-700"
                >
                  {product.thumbnails[0] ? (
                    <img
                      src={product.thumbnails[0]}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                      className="size-12 rounded-lg object-cover"
                    />
                  ) : (
                    <span className="grid size-12 place-items-center rounded-lg bg-slate-100 text-slate-400">
                      <Package aria-hidden="true" className="size-5" />
                    </span>
                  )}
                  <span className="font-medium">{product.name}</span>
                </button>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{formatSar(product.price, i18n.language)}</td>
              <td className="px-4 py-3">{formatNumber(product.quantity, i18n.language)}</td>
              <td className="px-4 py-3">{formatNumber(product.orders, i18n.language)}</td>
              <td className="px-4 py-3">
                <ListingStatusPill status={product.status} />
              </td>
              <td className="px-4 py-3 text-end whitespace-nowrap">
                <button type="button" className={buttonClasses({ variant: 'ghost', size: 'sm' })} onClick={() => setOpen(product.id)}>
                  {t('traderPanel.products.details')}
                </button>
                <Link to={paths.trader.editProduct.getHref(product.id)} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                  {t('traderPanel.products.edit')}
                </Link>
                {product.status === 'active' || product.status === 'inactive' ? (
                  <button type="button" className={buttonClasses({ variant: 'ghost', size: 'sm' })} onClick={() => toggleStatus(product)}>
                    {product.status === 'active' ? t('traderPanel.products.deactivate') : t('traderPanel.products.activate')}
                  </button>
                ) : null}
                <button
                  type="button"
                  className={`${buttonClasses({ variant: 'ghost', size: 'sm' })} !text-red-600`}
                  onClick={() => setToDelete(product)}
                >
                  {t('traderPanel.products.delete')}
                </button>
              </td>
            </tr>
          ))}
        </ListTable>
        <p className="text-center text-sm text-slate-500">
          {t('traderPanel.shown', { count: products.data?.products.length ?? 0, total: products.data?.pagination.totalItems ?? 0 })}
        </p>
      </ListState>

      <ProductDetailsDialog
        product={opened.data ?? null}
        onClose={() => setOpen(null)}
        onToggleStatus={toggleStatus}
        onDelete={setToDelete}
        isBusy={changeStatus.isPending}
      />
      <ConfirmDialog
        isOpen={toDelete !== null}
        title={t('traderPanel.products.deleteTitle')}
        description={t('traderPanel.products.deleteConfirm', { name: toDelete?.name ?? '' })}
        confirmLabel={t('traderPanel.products.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        isBusy={remove.isPending}
      />
    </section>
  );
}
