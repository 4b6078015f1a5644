import { Check, ChevronDown, Trash2, X } from 'lucide-react';
import { type Ref, useId, useState } from 'react';
import { ListingStatusPill } from '@/entities/listing/listing-status-pill';
import { useCategoryName } from '@/lib/api/get-categories';
import { cn } from '@/lib/cn';
import { formatDate, formatNumber, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useListingLabels } from '@/lib/listing-labels';
import type { Ad } from '@/lib/listing-types';
import { AdImage } from '@/ui/ad-image';
import { Button } from '@/ui/button';
import { VerifiedTick } from '@/ui/verified-tick';
import { CatalogueLink } from './catalogue-link';
import { PhotoViewer } from './photo-viewer';
import { SellerHistory } from './seller-history';
import { ShippingCostForm } from './shipping-cost-form';

type AdRowProps = {
  ad: Ad;
  /** The row's buttons are disabled while one of its actions runs (admin §4). */
  isBusy: boolean;
  ref?: Ref<HTMLLIElement>;
  /** The row the keyboard shortcuts act on. */
  isCurrent: boolean;
  isOpen: boolean;
  onToggle: () => void;
  onApprove: () => void;
  onReject: () => void;
  onDelete: () => void;
  onShippingCost: (cost: number) => void;
};

/**
 * One ad of Manage Ads: a summary line that expands to the review: every photo (opened full size and zoomable), the
 * details, the contact phone, features, the seller's history, shipping cost and actions.
 */
export function AdRow({ ad, isBusy, ref, isCurrent, isOpen, onToggle, onApprove, onReject, onDelete, onShippingCost }: AdRowProps) {
  const { t, i18n } = useTranslation();
  const labels = useListingLabels();
  const categoryName = useCategoryName();
  const [photo, setPhoto] = useState<number | null>(null);
  const detailsId = useId();
  const canApprove = ['pending_review', 'rejected', 'inactive'].includes(ad.status);
  const canReject = ad.status !== 'rejected' && ad.status !== 'sold';
  return (
    <li
      ref={ref}
      aria-current={isCurrent ? 'true' : undefined}
      className={cn('scroll-mt-24 rounded-xl bg-white shadow-sm ring-1 ring-slate-200', isCurrent && 'ring-2 ring-brand-500')}
    >
      <div className="flex flex-wrap items-center gap-4 p-4">
        <AdImage src={ad.thumbnails[0] ?? ad.image} alt="" width={64} height={64} className="size-16 shrink-0 rounded-lg object-cover" />
        <div className="min-w-0 flex-1 basis-52">
          <p dir="auto" className="truncate font-semibold text-slate-900 rtl:text-right">
            {ad.title}
          </p>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-1 text-sm text-slate-500">
            <span className="truncate">{ad.storeName}</span>
            {ad.verified ? <VerifiedTick /> : null}
            <span aria-hidden="true">·</span>
            <span>{ad.platform?.name ?? '—'}</span>
            <span aria-hidden="true">·</span>
            <span>{ad.seller.role === 'trader' ? t('adminPanel.ads.trader') : t('adminPanel.ads.person')}</span>
          </p>
        </div>
        <div className="text-end">
          <p className="font-semibold text-slate-900">{formatSar(ad.finalPrice, i18n.language)}</p>
          {ad.discountPercentage > 0 ? <p className="text-xs text-slate-500 line-through">{formatSar(ad.price, i18n.language)}</p> : null}
        </div>
        <ListingStatusPill status={ad.status} />
        <div className="flex items-center gap-1">
          {canApprove ? (
            <Button size="sm" onClick={onApprove} disabled={isBusy} aria-label={t('adminPanel.ads.approveAd', { title: ad.title })}>
              <Check aria-hidden="true" className="size-4" />
              {t('adminPanel.ads.approve')}
            </Button>
          ) : null}
          {canReject ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={onReject}
              disabled={isBusy}
              aria-label={t('adminPanel.ads.rejectAd', { title: ad.title })}
            >
              <X aria-hidden="true" className="size-4" />
              {t('adminPanel.ads.reject')}
            </Button>
          ) : null}
          <Button
            size="icon"
            variant="ghost"
            onClick={onDelete}
            disabled={isBusy}
            aria-label={t('adminPanel.ads.deleteAd', { title: ad.title })}
          >
            <Trash2 aria-hidden="true" className="size-4 text-red-600" />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-expanded={isOpen}
            aria-controls={detailsId}
            aria-label={t('adminPanel.ads.details', { title: ad.title })}
            onClick={onToggle}
          >
            <ChevronDown aria-hidden="true" className={cn('size-5 transition-transform', isOpen && 'rotate-180')} />
          </Button>
        </div>
      </div>
      {isOpen ? (
        <div id={detailsId} className="grid gap-4 border-t border-slate-100 p-4 text-sm md:grid-cols-2">
          {ad.images.length ? (
            <ul aria-label={t('adminPanel.ads.review.photos', { count: ad.images.length })} className="flex flex-wrap gap-2 md:col-span-2">
              {ad.images.map((image, index) => (
                <li key={image}>
                  <button
                    type="button"
                    className="block cursor-zoom-in overflow-hidden rounded-lg ring-1 ring-slate-200 hover:ring-brand-500"
                    aria-label={t('adminPanel.ads.review.openPhoto', { n: index + 1, count: ad.images.length })}
                    onClick={() => setPhoto(index)}
                  >
                    <AdImage src={ad.thumbnails[index] ?? image} alt="" width={112} height={112} className="size-28 object-cover" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="space-y-2">
            <p className="whitespace-pre-line text-slate-700">{ad.description || '—'}</p>
            {ad.rejectionReason ? (
              <p className="text-red-700">{t('adminPanel.ads.rejectionReason', { reason: ad.rejectionReason })}</p>
            ) : null}
            {ad.features.length ? (
              <ul className="flex flex-wrap gap-1.5">
                {ad.features.map((feature) => (
                  <li key={feature} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">
                    {feature}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1.5">
            <dt className="text-slate-500">{t('adminPanel.ads.location')}</dt>
            <dd>{labels.location(ad) || '—'}</dd>
            <dt className="text-slate-500">{t('adminPanel.ads.condition')}</dt>
            <dd>{labels.condition(ad.condition)}</dd>
            <dt className="text-slate-500">{t('adminPanel.ads.type')}</dt>
            <dd>{labels.type(ad.type)}</dd>
            <dt className="text-slate-500">{t('adminPanel.ads.category')}</dt>
            <dd>{categoryName(ad.category) || '—'}</dd>
            <dt className="text-slate-500">{t('adminPanel.ads.rating')}</dt>
            <dd>
              {ad.seller.rating
                ? formatNumber(ad.seller.rating, i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
                : '—'}
            </dd>
            <dt className="text-slate-500">{t('adminPanel.ads.posted')}</dt>
            <dd>{formatDate(ad.createdAt, i18n.language)}</dd>
            <dt className="text-slate-500">{t('adminPanel.ads.review.adPhone')}</dt>
            <dd>
              {ad.phone ? (
                <a href={`tel:${ad.phone}`} dir="ltr" className="text-brand-700 hover:underline">
                  {ad.phone}
                </a>
              ) : (
                '—'
              )}
            </dd>
          </dl>
          <div className="md:col-span-2">
            <CatalogueLink adId={ad.id} isBusy={isBusy} />
          </div>
          <div className="md:col-span-2">
            <SellerHistory adId={ad.id} />
          </div>
          <div className="md:col-span-2">
            <ShippingCostForm initial={ad.shippingCost} isBusy={isBusy} onSubmit={onShippingCost} />
          </div>
        </div>
      ) : null}
      <PhotoViewer photos={ad.images} index={photo} title={ad.title} onIndex={setPhoto} />
    </li>
  );
}
