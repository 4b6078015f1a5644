import { AdCard } from '@/entities/listing/ad-card';
import { AdCardActions } from '@/entities/listing/ad-card-actions';
import { useTranslation } from '@/lib/i18n';
import { useSellerListings } from '../api/get-seller-page';

/** The seller's listings on sale, as cards with the usual Favorite, Share and Chat. */
export function SellerListings({ sellerId }: { sellerId: string }) {
  const { t } = useTranslation();
  const { data: ads, isPending } = useSellerListings(sellerId);
  return (
    <section aria-labelledby="seller-listings-title" className="space-y-4">
      <h2 id="seller-listings-title" className="text-lg font-bold text-slate-900">
        {t('sellerProfile.listings')}
      </h2>
      {isPending ? null : ads && ads.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {ads.map((ad) => (
            <li key={ad.id} className="flex">
              <AdCard ad={ad} actions={<AdCardActions ad={ad} />} className="w-full" />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t('sellerProfile.noListings')}</p>
      )}
    </section>
  );
}
