import { Lock, MapPin, Store, UserRound } from 'lucide-react';
import { useParams } from 'react-router';
import { formatDate, formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { isShop } from '@/lib/listing-types';
import { errorMessage } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { EmptyState } from '@/ui/empty-state';
import { LoadingState } from '@/ui/loading-state';
import { RatingStars } from '@/ui/rating-stars';
import { VerifiedTick } from '@/ui/verified-tick';
import { useSellerProfile } from '../api/get-seller-profile';
import { useSellerReputation } from '../api/get-seller-reputation';
import { FollowButton } from '../components/follow-button';
import { SellerListings } from '../components/seller-listings';
import { SellerRecord } from '../components/seller-record';
import { SellerReviews } from '../components/seller-reviews';

/**
 * A seller's page (/sellers/{id}), open to visitors (docs/decisions/017): the profile (all of it, or what a private
 * profile shows), their level and record (issue 20), their listings on sale and their reviews.
 */
export function SellerProfilePage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const profile = useSellerProfile(id);
  const reputation = useSellerReputation(id);
  const seller = profile.data;
  const displayName = seller && !seller.isPrivate && seller.storeName ? seller.storeName : (seller?.name ?? '');
  useDocumentTitle(displayName || t('sellerProfile.title'));

  if (profile.isPending) return <LoadingState label={t('common.loading')} />;
  if (profile.isError || !seller)
    return <EmptyState icon={UserRound} title={errorMessage(t, profile.error, { fallback: t('sellerProfile.notFound') })} tone="error" />;

  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8">
      <section className="mx-auto max-w-2xl space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <div className="flex items-center gap-4">
          {!seller.isPrivate && seller.avatar ? (
            <img src={seller.avatar} alt="" width={72} height={72} className="size-18 rounded-full object-cover" />
          ) : (
            <span className="grid size-18 place-items-center rounded-full bg-brand-50 text-2xl font-bold text-brand-700" aria-hidden="true">
              {displayName.slice(0, 1).toUpperCase()}
            </span>
          )}
          <div className="min-w-0 space-y-1">
            <h1 className="flex items-center gap-1.5 text-xl font-bold text-slate-900">
              <bdi className="truncate">{displayName}</bdi>
              {seller.verified ? <VerifiedTick /> : null}
            </h1>
            <p className="flex items-center gap-1.5 text-sm text-slate-600">
              {isShop(seller) ? <Store aria-hidden="true" className="size-4" /> : <UserRound aria-hidden="true" className="size-4" />}
              {isShop(seller) ? t('ad.shopBadge') : t('ad.individualSeller')}
            </p>
            <RatingStars rating={seller.rating} reviews={seller.reviews} />
          </div>
        </div>
        <FollowButton sellerId={seller.id} />
        {seller.isPrivate ? (
          <p className="flex items-center gap-2 rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
            <Lock aria-hidden="true" className="size-4 shrink-0" />
            {t('sellerProfile.private')}
          </p>
        ) : (
          <>
            {seller.description || seller.bio ? (
              <p dir="auto" className="whitespace-pre-line text-slate-700">
                {seller.description || seller.bio}
              </p>
            ) : null}
            <dl className="grid gap-3 text-sm sm:grid-cols-3">
              {seller.location ? (
                <div>
                  <dt className="text-slate-500">{t('sellerProfile.location')}</dt>
                  <dd className="flex items-center gap-1 font-medium text-slate-900">
                    <MapPin aria-hidden="true" className="size-4" />
                    {seller.location}
                  </dd>
                </div>
              ) : null}
              <div>
                <dt className="text-slate-500">{t('sellerProfile.sales')}</dt>
                <dd className="font-medium text-slate-900">{formatNumber(seller.totalSales, i18n.language)}</dd>
              </div>
              <div>
                <dt className="text-slate-500">{t('sellerProfile.memberSince')}</dt>
                <dd className="font-medium text-slate-900">{formatDate(seller.memberSince, i18n.language)}</dd>
              </div>
            </dl>
          </>
        )}
      </section>
      {reputation.data ? <SellerRecord reputation={reputation.data} /> : null}
      <SellerListings sellerId={seller.id} />
      <SellerReviews sellerId={seller.id} />
    </div>
  );
}
