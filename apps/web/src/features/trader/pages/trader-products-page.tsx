import { Package, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { ListingStatusPill } from '@/entities/listing/listing-status-pill';
import { categoryLabel, useCategories } from '@/lib/api/get-categories';
import { usePlatforms } from '@/lib/api/get-platforms';
import { formatNumber, formatSar } from '@/lib/format';
import { errorMessage } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { buttonClasses } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { EmptyState } from '@/ui/empty-state';
import { LoadingState } from '@/ui/loading-state';
import { Pagination } from '@/ui/pagination';
import { useChangeProductStatus } from '../api/change-product-status';
import { useDeleteProduct } from '../api/delete-product';
import { useProduct } from '../api/get-product';
import { type ProductSort, useProducts } from '../api/get-products';
import type { TraderProduct } from '../api/types';
import { LoadError } from '../components/load-error';
import { ProductDetailsDialog } from '../components/product-details-dialog';
import { useUrlFilters } from '../lib/use-url-filters';

const STATUSES = ['all', 'active', 'inactive', 'pending_review', 'draft', 'rejected', 'sold'] as const;
const SORTS: ProductSort[] = ['newest', 'oldest', 'price-high', 'price-low', 'orders'];
const DEFAULT_FILTERS = { page: 1, status: 'all', category: 'all', platform: 'all', sort: 'newest', search: '' };
const selectClass = 'h-10 rounded-xl border border-slate-200 bg-white px-3 text-sm text-slate-800';

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
      <div className="flex flex-wrap gap-2 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
        <input
          type="search"
          aria-label={t('traderPanel.products.search')}
          placeholder={t('traderPanel.products.search')}
          value={filters.search}
          onChange={(event) => update({ search: event.target.value }, { isTyping: true })}
          className={`${selectClass} min-w-48 flex-1`}
        />
        <select
          aria-label={t('traderPanel.products.status')}
          value={filters.status}
          onChange={(e) => update({ status: e.target.value })}
          className={selectClass}
        >
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {status === 'all' ? t('traderPanel.products.allStatuses') : t(`listing.status.${status}`)}
            </option>
          ))}
        </select>
        <select
          aria-label={t('traderPanel.products.category')}
          value={filters.category}
          onChange={(e) => update({ category: e.target.value })}
          className={selectClass}
        >
          <option value="all">{t('traderPanel.products.allCategories')}</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {categoryLabel(category, i18n.language)}
            </option>
          ))}
        </select>
        <select
          aria-label={t('traderPanel.products.platform')}
          value={filters.platform}
          onChange={(e) => update({ platform: e.target.value })}
          className={selectClass}
        >
          <option value="all">{t('traderPanel.products.allPlatforms')}</option>
          {(platforms.data ?? []).map((platform) => (
            <option key={platform.id} value={platform.id}>
              {platform.name}
            </option>
          ))}
        </select>
        <select
          aria-label={t('traderPanel.sortBy')}
          value={filters.sort}
          onChange={(e) => update({ sort: e.target.value })}
          className={selectClass}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`traderPanel.products.sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>

      {products.isPending ? (
        <LoadingState label={t('traderPanel.products.loading')} />
      ) : products.isError ? (
        <LoadError error={products.error} fallback={t('traderPanel.products.loadFailed')} onRetry={() => void products.refetch()} />
      ) : products.data.products.length === 0 ? (
        <EmptyState icon={Package} title={t('traderPanel.products.empty')} />
      ) : (
        <>
          <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            <table className="w-full min-w-[48rem] text-sm">
              <thead className="bg-slate-50 text-start text-xs font-semibold text-slate-500 uppercase">
                <tr>
                  <th className="px-4 py-3 text-start">{t('traderPanel.products.product')}</th>
                  <th className="px-4 py-3 text-start">{t('traderPanel.products.price')}</th>
                  <th className="px-4 py-3 text-start">{t('traderPanel.products.quantity')}</th>
                  <th className="px-4 py-3 text-start">{t('traderPanel.products.orders')}</th>
                  <th className="px-4 py-3 text-start">{t('traderPanel.products.status')}</th>
                  <th className="px-4 py-3 text-end">{t('traderPanel.actions')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {products.data.products.map((product) => (
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
                        <button
                          type="button"
                          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
                          onClick={() => toggleStatus(product)}
                        >
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
              </tbody>
            </table>
          </div>
          <p className="text-center text-sm text-slate-500">
            {t('traderPanel.shown', { count: products.data.products.length, total: products.data.pagination.totalItems })}
          </p>
          <Pagination page={filters.page} totalPages={products.data.pagination.totalPages} onChange={(page) => update({ page })} />
        </>
      )}

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
