import { discountedHalalas, halalasToSar, sarToHalalas } from '@gamesouq/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ListingStatusPill } from '@/entities/listing/listing-status-pill';
import { useCategoryName } from '@/lib/api/get-categories';
import { usePlatformName } from '@/lib/api/get-platforms';
import { formatDate, formatNumber, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { Button, buttonClasses } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import type { TraderProduct } from '../api/types';

type Props = {
  product: TraderProduct | null;
  onClose: () => void;
  onToggleStatus: (product: TraderProduct) => void;
  onDelete: (product: TraderProduct) => void;
  isBusy: boolean;
};

/** The details modal of Our Products, with the status toggle, Edit and Delete. */
export function ProductDetailsDialog({ product, onClose, onToggleStatus, onDelete, isBusy }: Props) {
  const { t, i18n } = useTranslation();
  const platformName = usePlatformName();
  const categoryName = useCategoryName();
  if (!product) return null;
  const details = product.additionalDetails ?? {};
  const rows: [string, string][] = [
    [t('traderPanel.products.price'), formatSar(product.price, i18n.language)],
    [t('traderPanel.products.quantity'), formatNumber(product.quantity, i18n.language)],
    [t('traderPanel.products.category'), categoryName(product.category) || '—'],
    [t('traderPanel.products.platform'), platformName(product.platform) || '—'],
    [t('traderPanel.products.condition'), t(`listing.condition.${product.condition as 'new'}`, { defaultValue: product.condition })],
    [t('traderPanel.products.orders'), formatNumber(product.orders, i18n.language)],
    [t('traderPanel.products.views'), formatNumber(product.views, i18n.language)],
    [t('traderPanel.products.created'), formatDate(product.createdAt, i18n.language)],
  ];
  if (details.edition) rows.push([t('traderPanel.form.edition'), details.edition]);
  if (details.releaseYear) rows.push([t('traderPanel.form.releaseYear'), String(details.releaseYear)]);
  if (details.originalPrice) rows.push([t('traderPanel.form.originalPrice'), formatSar(details.originalPrice, i18n.language)]);
  if (product.discountPercentage) {
    rows.push([
      t('traderPanel.form.discount'),
      t('traderPanel.products.discountValue', {
        percent: product.discountPercentage,
        price: formatSar(halalasToSar(discountedHalalas(sarToHalalas(product.price), product.discountPercentage)), i18n.language),
      }),
    ]);
  }
  rows.push([
    t('traderPanel.form.deliveryType'),
    t(`listing.deliveryType.${product.deliveryType as 'both'}`, { defaultValue: product.deliveryType }),
  ]);
  if (details.delivery) rows.push([t('traderPanel.form.delivery'), details.delivery]);
  const canToggle = product.status === 'active' || product.status === 'inactive';
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={product.name}
      className="max-w-2xl"
      footer={
        <>
          <Button variant="danger" onClick={() => onDelete(product)}>
            {t('traderPanel.products.delete')}
          </Button>
          {canToggle ? (
            <Button variant="secondary" onClick={() => onToggleStatus(product)} isLoading={isBusy}>
              {product.status === 'active' ? t('traderPanel.products.deactivate') : t('traderPanel.products.activate')}
            </Button>
          ) : null}
          <Link to={paths.trader.editProduct.getHref(product.id)} className={buttonClasses({ variant: 'primary' })}>
            {t('traderPanel.products.edit')}
          </Link>
        </>
      }
    >
      <div className="space-y-4">
        {product.images.length ? (
          <div className="flex gap-2 overflow-x-auto">
            {product.images.map((src) => (
              <img
                key={src}
                src={src}
                alt=""
                width={120}
                height={90}
                loading="lazy"
                className="h-24 w-32 shrink-0 rounded-lg object-cover"
              />
            ))}
          </div>
        ) : null}
        <ListingStatusPill status={product.status} />
        {product.rejectionReason && product.status === 'rejected' ? (
          <p className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
            {t('traderPanel.products.rejectedBecause', { reason: product.rejectionReason })}
          </p>
        ) : null}
        <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-3 border-b border-slate-100 py-1.5">
              <dt className="text-slate-500">{label}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        {product.description ? <p className="whitespace-pre-line text-sm text-slate-700">{product.description}</p> : null}
      </div>
    </Dialog>
  );
}
