import { Eye, Heart, Pencil, Power, RotateCcw, ShoppingBag, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ListingStatusPill } from '@/entities/listing/listing-status-pill';
import { usePlatformName } from '@/lib/api/get-platforms';
import { formatNumber, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import type { OwnAd } from '@/lib/listing-types';
import { AdImage } from '@/ui/ad-image';
import { Button, buttonClasses } from '@/ui/button';

type MyAdCardProps = {
  ad: OwnAd;
  isBusy: boolean;
  onChangeStatus: (status: 'active' | 'inactive') => void;
  onDelete: () => void;
};

/** One of the seller's ads: status, price, counters, the review note or rejection reason, and its actions. */
export function MyAdCard({ ad, isBusy, onChangeStatus, onDelete }: MyAdCardProps) {
  const { t, i18n } = useTranslation();
  const platformName = usePlatformName();
  const titleId = useId();
  const canDeactivate = ad.status === 'active';
  const canReactivate = ad.status === 'inactive' || ad.status === 'sold';
  const canEdit = ad.status !== 'cancelled';
  const counter = (icon: typeof Eye, label: string, value: number) => {
    const Icon = icon;
    return (
      <span className="inline-flex items-center gap-1">
        <Icon aria-hidden="true" className="size-3.5" />
        <span className="sr-only">{label}: </span>
        {formatNumber(value, i18n.language)}
      </span>
    );
  };

  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row">
      <AdImage
        src={ad.thumbnails[0] ?? ad.image}
        alt=""
        width={160}
        height={120}
        className="aspect-[4/3] w-full shrink-0 rounded-lg sm:w-40"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={titleId} className="min-w-0 font-semibold text-slate-900">
            <bdi>{ad.title}</bdi>
          </h3>
          <ListingStatusPill status={ad.status} />
        </div>
        <p className="text-sm text-slate-600">
          <span className="font-bold text-slate-900">{formatSar(ad.finalPrice, i18n.language)}</span>
          {ad.platform ? <span> · {platformName(ad.platform)}</span> : null}
          <span> · {t('myAds.inStock', { n: formatNumber(ad.quantity, i18n.language) })}</span>
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
          {counter(Eye, t('myAds.views'), ad.views)}
          {counter(Heart, t('myAds.likes'), ad.likes)}
          {counter(ShoppingBag, t('myAds.orders'), ad.orders)}
          <span>
            {t('myAds.revenue')}: {formatSar(ad.revenue, i18n.language)}
          </span>
        </p>
        {ad.status === 'pending_review' ? (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">{t('myAds.pendingNote')}</p>
        ) : null}
        {ad.status === 'draft' ? <p className="rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-700">{t('myAds.draftNote')}</p> : null}
        {ad.status === 'rejected' ? (
          <p className="rounded-lg bg-red-50 px-3 py-2 text-xs text-red-800">
            {t('myAds.rejectionReason', { reason: ad.rejectionReason || t('myAds.noReason') })} {t('myAds.rejectedNote')}
          </p>
        ) : null}

        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Link to={paths.app.product.getHref(ad.id)} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            <Eye aria-hidden="true" className="size-4" />
            {t('myAds.view')}
          </Link>
          {canEdit ? (
            <Link to={paths.app.editAd.getHref(ad.id)} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('myAds.edit')}
            </Link>
          ) : null}
          {canDeactivate ? (
            <Button variant="secondary" size="sm" disabled={isBusy} onClick={() => onChangeStatus('inactive')}>
              <Power aria-hidden="true" className="size-4" />
              {t('myAds.deactivate')}
            </Button>
          ) : null}
          {canReactivate ? (
            <Button variant="secondary" size="sm" disabled={isBusy} onClick={() => onChangeStatus('active')}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('myAds.reactivate')}
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" className="text-red-600 hover:bg-red-50" disabled={isBusy} onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('myAds.delete')}
          </Button>
        </div>
      </div>
    </article>
  );
}
