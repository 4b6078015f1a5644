import type { TListingDetailReply } from '@gamesouq/core';
import { Flag, Heart, House, Info, MapPin, MessageCircle, PackageX, Pencil, Share2, ShoppingCart, Truck } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { AdCard } from '@/entities/listing/ad-card';
import { AdCardActions } from '@/entities/listing/ad-card-actions';
import { ItemOffersLink } from '@/entities/listing/item-offers-link';
import { PickupPlace } from '@/entities/listing/pickup-place';
import { ShareProduct } from '@/entities/listing/share-product';
import { useAddToCart } from '@/lib/api/add-to-cart';
import { adQueryOptions, useAd } from '@/lib/api/get-ad';
import { categoriesQueryOptions } from '@/lib/api/get-categories';
import { platformsQueryOptions } from '@/lib/api/get-platforms';
import { useToggleFavorite } from '@/lib/api/toggle-favorite';
import { useOpenChatDrawer } from '@/lib/chat-drawer';
import { cn } from '@/lib/cn';
import { useCurrentUser } from '@/lib/current-user';
import { formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useListingLabels } from '@/lib/listing-labels';
import { type Ad, isShop } from '@/lib/listing-types';
import { takePendingAction, useRequireAccount } from '@/lib/pending-action';
import type { ServerQueries } from '@/lib/server-queries';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useHydrated } from '@/lib/use-hydrated';
import { Button, buttonClasses } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LoadingState } from '@/ui/loading-state';
import { DiscountBadge, Price } from '@/ui/price';
import { QuantityStepper } from '@/ui/quantity-stepper';
import { RatingStars } from '@/ui/rating-stars';
import { SellerLevelBadge } from '@/ui/seller-level-badge';
import { VerifiedTick } from '@/ui/verified-tick';
import { useRelatedAds } from '../api/get-related-ads';
import { ImageGallery } from '../components/image-gallery';
import { MakeOffer } from '../components/make-offer';
import { ProductInformation } from '../components/product-information';

function DeliveryChip({ ad }: { ad: Ad }) {
  const { t, i18n } = useTranslation();
  const labels = useListingLabels();
  const ships = ad.deliveryType === 'shipping' || ad.deliveryType === 'both';
  const cost = ad.shippingCost && ad.shippingCost > 0 ? formatSar(ad.shippingCost, i18n.language) : t('product.free');
  return (
    <p className="inline-flex flex-wrap items-center gap-2 rounded-full bg-emerald-50 px-3 py-1.5 text-sm text-emerald-800 ring-1 ring-emerald-200">
      <Truck aria-hidden="true" className="size-4" />
      <span className="font-semibold">{t('product.delivery')}:</span>
      <span>{labels.deliveryType(ad.deliveryType)}</span>
      {ships ? <span>· {t('product.shippingCost', { cost })}</span> : null}
    </p>
  );
}

function OwnerNotice({ ad }: { ad: Ad }) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  return (
    <div
      role="note"
      className="flex flex-wrap items-center gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-200"
    >
      <Info aria-hidden="true" className="size-5 shrink-0" />
      <p className="flex-1">
        {t('product.ownAd', { status: labels.status(ad.status) })}
        {ad.status === 'rejected' && ad.rejectionReason ? ` ${t('myAds.rejectionReason', { reason: ad.rejectionReason })}` : ''}
      </p>
      <Link to={paths.app.editAd.getHref(ad.id)} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        <Pencil aria-hidden="true" className="size-4" />
        {t('myAds.edit')}
      </Link>
    </div>
  );
}

// With its form's rules (zod): downloaded at the first Report, not with the page.
const ReportDialog = lazy(() => import('../components/report-dialog').then((module) => ({ default: module.ReportDialog })));

/**
 * Report this listing (design §5): not on one's own ad; a visitor signs in first and finds the dialog open when back
 * (docs/decisions/017).
 */
function ReportAction({ ad }: { ad: Ad }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const location = useLocation();
  const requireAccount = useRequireAccount();
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const isHydrated = useHydrated();
  const path = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!user || user.id === ad.user_id || !takePendingAction({ path, kinds: ['report'] })) return;
    setHasOpened(true);
    setIsOpen(true);
  }, [user, ad.user_id, path]);

  // The server draws the page for a visitor: the seller's own page must not show Report before the app knows them.
  if (!isHydrated || ad.status !== 'active' || user?.id === ad.user_id) return null;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="text-slate-600"
        onClick={() =>
          requireAccount({ kind: 'report', productId: ad.id }, () => {
            setHasOpened(true);
            setIsOpen(true);
          })
        }
      >
        <Flag aria-hidden="true" className="size-4" />
        {t('product.report')}
      </Button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <ReportDialog ad={ad} isOpen={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

function ProductDetails({ ad }: { ad: TListingDetailReply }) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const { user } = useCurrentUser();
  // buyer §8: the product page's Favourite says 'Failed to update favorites' (ad cards: 'Error updating favorites').
  const toggleFavorite = useToggleFavorite({ failureTitle: t('product.favouriteFailed') });
  const addToCart = useAddToCart();
  const openChat = useOpenChatDrawer();
  const requireAccount = useRequireAccount();
  const [quantity, setQuantity] = useState(1);
  const chatTarget = { productId: ad.id, sellerName: ad.storeName || ad.seller.name, productTitle: ad.title };
  const isOwn = user !== null && user.id === ad.user_id;
  const isAvailable = ad.quantity > 0 && ad.availability !== 'out_of_stock';
  const shop = isShop(ad.seller);

  return (
    <div className="space-y-4">
      {ad.location ? (
        <p className="flex items-center gap-1.5 text-sm text-slate-500">
          <MapPin aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('ad.location')}: </span>
          {labels.location(ad)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Link
          to={paths.app.seller.getHref(ad.seller.id)}
          className="flex items-center gap-1.5 font-semibold text-slate-800 hover:underline"
        >
          {ad.storeName || ad.seller.name}
          {ad.verified ? <VerifiedTick /> : null}
        </Link>
        <span
          className={cn('rounded-full px-2 py-0.5 text-xs font-bold', shop ? 'bg-slate-900 text-white' : 'bg-slate-100 text-slate-600')}
        >
          {shop ? t('ad.shopBadge') : t('ad.individualSeller')}
        </span>
        <Link to={paths.app.sellerLevels.getHref()} className="rounded-full hover:opacity-80">
          <SellerLevelBadge level={ad.seller.level} />
        </Link>
        <RatingStars rating={ad.rating} reviews={ad.reviews} />
      </div>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
        <bdi>{ad.title}</bdi>
      </h1>
      <div className="flex flex-wrap items-center gap-3">
        <Price price={ad.price} finalPrice={ad.finalPrice} discountPercentage={ad.discountPercentage} size="lg" />
        <DiscountBadge percentage={ad.discountPercentage} className="text-sm" />
      </div>
      <p className="text-sm text-slate-500">{t('product.priceNote')}</p>
      <DeliveryChip ad={ad} />
      {ad.deliveryType === 'hand' ? <PickupPlace place={ad} buyerCity={user?.city ?? ''} /> : null}
      {/* The way to the ad's catalogue item and every other offer of it (issue 22). */}
      {ad.item ? <ItemOffersLink item={ad.item} variant="product" /> : null}

      <div className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        {isAvailable ? (
          <QuantityStepper label={t('product.quantity')} value={quantity} max={ad.quantity} onChange={setQuantity} />
        ) : (
          <p className="font-semibold text-red-600">{t('listing.availability.out_of_stock')}</p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            size="lg"
            className="sm:flex-1"
            onClick={() => {
              const item = { productId: ad.id, quantity, title: ad.title };
              requireAccount({ kind: 'cart', ...item }, () => addToCart.mutate(item));
            }}
            isLoading={addToCart.isPending}
            disabled={!isAvailable || isOwn}
          >
            {addToCart.isPending ? null : <ShoppingCart aria-hidden="true" className="size-5" />}
            {t('product.addToCart')}
          </Button>
          {ad.status === 'active' ? (
            <Button
              variant="secondary"
              size="lg"
              aria-pressed={ad.isFavorite}
              isLoading={toggleFavorite.isPending}
              onClick={() => requireAccount({ kind: 'favorite', productId: ad.id }, () => toggleFavorite.mutate(ad.id))}
              className={cn(ad.isFavorite && 'text-red-600')}
            >
              {toggleFavorite.isPending ? null : <Heart aria-hidden="true" className={cn('size-5', ad.isFavorite && 'fill-current')} />}
              {t('product.favourite')}
            </Button>
          ) : null}
          {openChat ? (
            <Button
              variant="secondary"
              size="lg"
              onClick={() => requireAccount({ kind: 'chat', ...chatTarget }, () => openChat(chatTarget))}
              disabled={isOwn}
            >
              <MessageCircle aria-hidden="true" className="size-5" />
              {t('ad.chat')}
            </Button>
          ) : null}
        </div>
      </div>
      <MakeOffer ad={ad} />
      <div className="flex justify-end gap-2">
        <ShareProduct ad={ad} triggerClassName={buttonClasses({ variant: 'ghost', size: 'sm', className: 'text-slate-600' })}>
          <Share2 aria-hidden="true" className="size-4" />
          {t('ad.share')}
        </ShareProduct>
        <ReportAction ad={ad} />
      </div>
    </div>
  );
}

function RelatedAds({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data } = useRelatedAds(id);
  const ads = data?.ads ?? [];
  if (ads.length === 0) return null;
  return (
    <section aria-labelledby="related-title">
      <h2 id="related-title" className="text-lg font-bold text-slate-900">
        {t('product.related')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {ads.map((ad) => (
          <li key={ad.id} className="flex">
            <AdCard ad={ad} actions={<AdCardActions ad={ad} />} className="w-full" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What the product page asks, answered by the server before it draws the page: the listing (with its item's summary
 * when it is linked to one), and the categories and platforms it names. Its related listings are the browser's to ask
 * (`useRelatedAds`).
 */
export const productPageQueries: ServerQueries = (client, { params: { id = '' } }) => [
  client.prefetchQuery(adQueryOptions(id)),
  client.prefetchQuery(categoriesQueryOptions()),
  client.prefetchQuery(platformsQueryOptions()),
];

/** The product page /product/{id} (buyer §2). */
export function ProductPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const { data: ad, isPending, isError } = useAd(id);
  useDocumentTitle(ad?.title ?? t('pages.product'));

  if (isPending) return <LoadingState label={t('product.loading')} className="mx-auto max-w-6xl" />;
  if (isError || !ad) {
    return (
      <EmptyState
        className="mx-auto max-w-3xl"
        icon={PackageX}
        title={t('product.notFound')}
        hint={t('product.notFoundHint')}
        action={
          <Link to={paths.app.home.getHref()} className={buttonClasses()}>
            <House aria-hidden="true" className="size-4" />
            {t('product.goBackHome')}
          </Link>
        }
      />
    );
  }

  const isOwn = user !== null && user.id === ad.user_id;
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      {isOwn ? <OwnerNotice ad={ad} /> : null}
      <div className="grid gap-8 lg:grid-cols-2">
        <ImageGallery images={ad.images} thumbnails={ad.thumbnails} title={ad.title} />
        <ProductDetails ad={ad} />
      </div>
      <ProductInformation ad={ad} />
      <RelatedAds id={ad.id} />
    </div>
  );
}
