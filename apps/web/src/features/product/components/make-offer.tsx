import type { TOfferView } from '@gamesouq/core';
import { useQuery } from '@tanstack/react-query';
import { HandCoins } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { offersQueryOptions, useOfferCall } from '@/lib/api/offers';
import { useCurrentUser } from '@/lib/current-user';
import { formatDateTime, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import type { Ad } from '@/lib/listing-types';
import { errorMessage } from '@/lib/messages';
import { takePendingAction, useRequireAccount } from '@/lib/pending-action';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';

// With its form's rules (zod): downloaded when the buyer opens the offer, not with the product page.
const OfferPriceForm = lazy(() => import('@/entities/offer/offer-price-form').then((module) => ({ default: module.OfferPriceForm })));

const LIVE = new Set<TOfferView['status']>(['pending', 'countered', 'accepted']);

/** Where the buyer's live offer on the listing stands, and what it waits for. */
function OfferStatus({ offer }: { offer: TOfferView }) {
  const { t, i18n } = useTranslation();
  const price = formatSar(offer.price, i18n.language);
  return (
    <div className="space-y-2 text-sm" role="status">
      <p className="font-semibold text-slate-900">{t(`offers.status.${offer.status}`, { price })}</p>
      {offer.status === 'accepted' && offer.reservedUntil ? (
        <p className="text-slate-600">
          {t('offers.heldUntil', { time: formatDateTime(offer.reservedUntil, i18n.language) })}{' '}
          <Link to={paths.app.cart.getHref()} className="font-semibold text-brand-700 underline">
            {t('offers.goToCart')}
          </Link>
        </p>
      ) : (
        <p className="text-slate-600">{t('offers.answerInChat')}</p>
      )}
    </div>
  );
}

/** Make an offer (issue 20): on a listing that takes offers, for anyone but its seller; a visitor signs in first. */
export function MakeOffer({ ad }: { ad: Ad }) {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const location = useLocation();
  const requireAccount = useRequireAccount();
  const [isOpen, setIsOpen] = useState(false);
  const call = useOfferCall();
  const isBuyer = user !== null && user.id !== ad.user_id;
  const offers = useQuery({ ...offersQueryOptions(ad.id), enabled: isBuyer && ad.acceptsOffers });
  const live = offers.data?.find((offer) => LIVE.has(offer.status));
  const path = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (isBuyer && takePendingAction({ path, kinds: ['offer'] })) setIsOpen(true);
  }, [isBuyer, path]);

  if (!ad.acceptsOffers || ad.status !== 'active' || user?.id === ad.user_id) return null;
  return (
    <section aria-labelledby="make-offer" className="space-y-3 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <h2 id="make-offer" className="flex items-center gap-2 font-bold text-slate-900">
        <HandCoins aria-hidden="true" className="size-5 text-amber-700" />
        {t('offers.title')}
      </h2>
      {live ? (
        <OfferStatus offer={live} />
      ) : isOpen ? (
        <Suspense fallback={<Spinner />}>
          <OfferPriceForm
            label={t('offers.yourPrice')}
            submitLabel={t('offers.send')}
            maxPrice={ad.finalPrice}
            isPending={call.isPending}
            error={call.error ? errorMessage(t, call.error, { fallback: t('offers.failed') }) : undefined}
            onSubmit={(price) => call.mutate({ productId: ad.id, price }, { onSuccess: () => setIsOpen(false) })}
            onCancel={() => setIsOpen(false)}
          />
        </Suspense>
      ) : (
        <>
          <p className="text-sm text-slate-700">{t('offers.intro', { price: formatSar(ad.finalPrice, i18n.language) })}</p>
          <Button variant="secondary" onClick={() => requireAccount({ kind: 'offer', productId: ad.id }, () => setIsOpen(true))}>
            {t('offers.make')}
          </Button>
        </>
      )}
    </section>
  );
}
