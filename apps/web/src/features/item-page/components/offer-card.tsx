import type { TItemOfferView } from '@gamesouq/core';
import { Award, MapPin, ShoppingCart, Truck, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAddToCart } from '@/lib/api/add-to-cart';
import { cn } from '@/lib/cn';
import { useCurrentUser } from '@/lib/current-user';
import { formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useListingLabels } from '@/lib/listing-labels';
import { useRequireAccount } from '@/lib/pending-action';
import { Button, buttonClasses } from '@/ui/button';
import { RatingStars } from '@/ui/rating-stars';
import { SellerLevelBadge } from '@/ui/seller-level-badge';
import { VerifiedTick } from '@/ui/verified-tick';

/**
 * What every offer card of a page shares, made once for the page: a server-drawn page has dozens of cards, and each
 * translation or query hook a card ran on its own cost its share of the page's time.
 */
export function useOfferCardContext() {
  const { t, i18n } = useTranslation();
  const labels = useListingLabels();
  const { user } = useCurrentUser();
  const addToCart = useAddToCart();
  const requireAccount = useRequireAccount();
  return {
    t,
    labels,
    userId: user?.id,
    sar: (value: number) => formatSar(value, i18n.language),
    addingId: addToCart.isPending ? addToCart.variables?.productId : undefined,
    add: (offer: TItemOfferView) => {
      const item = { productId: offer.listingId, quantity: 1, title: offer.title };
      requireAccount({ kind: 'cart', ...item }, () => addToCart.mutate(item));
    },
  };
}

type OfferCardContext = ReturnType<typeof useOfferCardContext>;

/** One offer of the item page: its total to the buyer, the seller, how it is delivered, and Add to cart. */
export function OfferCard({ offer, context }: { offer: TItemOfferView; context: OfferCardContext }) {
  const { t, labels, sar } = context;
  const isAdding = context.addingId === offer.listingId;
  const DeliveryIcon = offer.delivery === 'instant' ? Zap : offer.delivery === 'pickup' ? MapPin : Truck;
  const isOwn = context.userId === offer.seller.id;
  return (
    <li
      className={cn(
        'space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1',
        offer.isBest ? 'ring-2 ring-emerald-500' : 'ring-slate-200',
        !offer.isReachable && 'opacity-75',
      )}
    >
      {offer.isBest ? (
        <p className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-bold text-emerald-800">
          <Award aria-hidden="true" className="size-3.5" />
          {t('itemPage.bestOffer')}
        </p>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="text-xl font-extrabold text-slate-900">{sar(offer.total)}</p>
          <p className="text-xs text-slate-600">
            {offer.shipping > 0
              ? t('itemPage.priceWithShipping', { price: sar(offer.price), shipping: sar(offer.shipping) })
              : t('itemPage.priceOnly', { price: sar(offer.price) })}
          </p>
        </div>
        <Button
          size="sm"
          onClick={() => context.add(offer)}
          isLoading={isAdding}
          disabled={isOwn}
          aria-label={t('itemPage.addOfferToCart', { total: sar(offer.total), seller: offer.seller.name })}
        >
          {isAdding ? null : <ShoppingCart aria-hidden="true" className="size-4" />}
          {t('product.addToCart')}
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Link
          to={paths.app.seller.getHref(offer.seller.id)}
          className="flex min-w-0 items-center gap-1 font-semibold text-slate-800 hover:underline"
        >
          <bdi className="truncate">{offer.seller.name}</bdi>
          {offer.seller.verified ? <VerifiedTick /> : null}
        </Link>
        <SellerLevelBadge level={offer.seller.level} />
        <RatingStars rating={offer.seller.rating} />
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1">
          <DeliveryIcon aria-hidden="true" className="size-4" />
          {offer.delivery === 'pickup'
            ? t('itemPage.delivery.pickup', { city: labels.city(offer.city) })
            : t(`itemPage.delivery.${offer.delivery}`)}
        </span>
        {offer.group === 'digital' ? null : <span>· {labels.condition(offer.condition)}</span>}
        {offer.isReachable ? null : <span className="font-semibold text-amber-700">· {t('itemPage.notInYourCity')}</span>}
      </p>
      {offer.group === 'used' && offer.description ? (
        <p dir="auto" className="line-clamp-2 text-sm text-slate-600">
          {offer.description}
        </p>
      ) : null}
      {offer.group === 'used' && offer.photos.length ? (
        <ul className="flex gap-2 overflow-x-auto" aria-label={t('itemPage.photos')}>
          {offer.photos.slice(0, 4).map((photo) => (
            <li key={photo} className="shrink-0">
              <img src={photo} alt="" width={64} height={64} loading="lazy" className="size-16 rounded-lg object-cover" />
            </li>
          ))}
        </ul>
      ) : null}
      <Link to={paths.app.product.getHref(offer.listingId)} className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'px-0' })}>
        {t('itemPage.viewAd')}
      </Link>
    </li>
  );
}
