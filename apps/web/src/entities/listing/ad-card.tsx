import { MapPin, Store, User } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCategoryName } from '@/lib/api/get-categories';
import { usePlatformName } from '@/lib/api/get-platforms';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { useListingLabels } from '@/lib/listing-labels';
import { type Ad, isShop } from '@/lib/listing-types';
import { AdImage } from '@/ui/ad-image';
import { DiscountBadge, Price } from '@/ui/price';
import { RatingStars } from '@/ui/rating-stars';
import { SellerLevelBadge } from '@/ui/seller-level-badge';
import { VerifiedTick } from '@/ui/verified-tick';

/**
 * `full`: every detail (favourites, seller pages, related ads). `tile`: a narrow cell of Home's two-column phone grid,
 * price first, then title, city and condition. `row`: Home's compact list, the photo beside the text.
 */
export type AdCardLayout = 'full' | 'tile' | 'row';

type AdCardProps = {
  ad: Ad;
  /** The buttons under the price (Favorite, Share, Chat; or View, Add to Cart). */
  actions?: ReactNode;
  /** A button in the image's corner, e.g. Remove from favourites. */
  cornerAction?: ReactNode;
  isImageEager?: boolean;
  layout?: AdCardLayout;
  className?: string;
};

/**
 * An ad (buyer §2): image, title, seller with verified tick, location, rating, category, platform, discount and
 * price. It is an article named by its title, so its buttons can be found within it; the title's link covers the
 * whole card, so a tap anywhere opens the product, and the buttons sit above that link.
 */
export function AdCard({ ad, actions, cornerAction, isImageEager = false, layout = 'full', className }: AdCardProps) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const categoryName = useCategoryName();
  const platformName = usePlatformName();
  const titleId = useId();
  const href = paths.app.product.getHref(ad.id);
  const shop = isShop(ad.seller);
  const category = categoryName(ad.category);
  const isCompact = layout !== 'full';
  const sellerLabel = shop ? (ad.verified ? t('ad.verifiedShop') : t('ad.shop')) : t('ad.individualSeller');

  const badges = (
    // The corner action sits in the top row with the badges: at the bottom it covered the text of the photo.
    <div className="pointer-events-none absolute inset-x-2 top-2 z-10 flex items-start justify-between gap-2">
      <DiscountBadge percentage={ad.discountPercentage} />
      {shop && layout !== 'row' ? (
        <span className="ms-auto rounded-md bg-slate-900/85 px-2 py-0.5 text-[0.65rem] font-extrabold tracking-wider text-white">
          {t('ad.shopBadge')}
        </span>
      ) : null}
      {cornerAction ? <div className={cn('pointer-events-auto', !shop && 'ms-auto')}>{cornerAction}</div> : null}
    </div>
  );

  const title = (
    <h3 id={titleId} className={cn('font-semibold text-slate-900', isCompact ? 'line-clamp-2 text-sm leading-snug' : 'line-clamp-2')}>
      <Link to={href} dir="auto" className="rounded after:absolute after:inset-0 after:content-[''] hover:text-brand-700">
        {ad.title}
      </Link>
    </h3>
  );

  const seller = (
    <div className={cn('flex min-w-0 items-center gap-1.5 text-slate-700', isCompact ? 'text-xs' : 'text-sm')}>
      {shop ? (
        <Store aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
      ) : (
        <User aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
      )}
      <span className="truncate">{ad.storeName || ad.seller.name}</span>
      {ad.verified ? <VerifiedTick /> : null}
    </div>
  );

  // The seller's kind, and their level once it is above New (issue 20); wraps under it in a narrow tile.
  const sellerLine = (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className={cn('text-xs font-semibold', shop ? 'text-brand-700' : 'text-slate-500')}>{sellerLabel}</span>
      {ad.seller.level !== 'new' ? <SellerLevelBadge level={ad.seller.level} /> : null}
    </p>
  );

  const actionsRow = actions ? (
    <div className={cn('relative z-10 flex flex-wrap gap-2', isCompact ? 'pt-1' : 'border-t border-slate-100 pt-3')}>{actions}</div>
  ) : null;

  if (isCompact) {
    const place = ad.city ? labels.city(ad.city) : labels.location(ad);
    return (
      <article
        aria-labelledby={titleId}
        className={cn(
          'relative flex overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md',
          layout === 'row' ? 'flex-row' : 'flex-col',
          className,
        )}
      >
        <div className={cn('relative', layout === 'row' && 'w-32 shrink-0 sm:w-40')}>
          <AdImage
            src={ad.image}
            alt=""
            width={400}
            height={300}
            isEager={isImageEager}
            className={cn('w-full', layout === 'row' ? 'h-full min-h-32 object-cover' : 'aspect-[4/3]')}
          />
          {badges}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1 p-2.5">
          <Price price={ad.price} finalPrice={ad.finalPrice} discountPercentage={ad.discountPercentage} className="text-base" />
          {title}
          <p className="flex min-w-0 items-center gap-1 text-xs text-slate-600">
            {place ? (
              <>
                <MapPin aria-hidden="true" className="size-3.5 shrink-0 text-slate-400" />
                <span className="sr-only">{t('ad.location')}: </span>
                <span className="truncate">{place}</span>
                <span aria-hidden="true">·</span>
              </>
            ) : null}
            <span className="shrink-0">{labels.condition(ad.condition)}</span>
          </p>
          {seller}
          {sellerLine}
          <div className="mt-auto">{actionsRow}</div>
        </div>
      </article>
    );
  }

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md',
        className,
      )}
    >
      <div className="relative">
        <AdImage src={ad.image} alt="" width={400} height={300} isEager={isImageEager} className="aspect-[4/3] w-full" />
        {badges}
      </div>

      <div className="flex flex-1 flex-col gap-2 p-4">
        {title}
        {seller}
        {sellerLine}

        {ad.location ? (
          <p className="flex items-center gap-1.5 text-xs text-slate-500">
            <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="sr-only">{t('ad.location')}: </span>
            <span className="truncate">{labels.location(ad)}</span>
          </p>
        ) : null}

        <RatingStars rating={ad.rating} reviews={ad.reviews} />

        {category || ad.platform ? (
          <ul aria-label={t('ad.tags')} className="flex flex-wrap gap-1.5">
            {category ? <li className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">{category}</li> : null}
            {ad.platform ? (
              <li className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{platformName(ad.platform)}</li>
            ) : null}
          </ul>
        ) : null}

        <Price price={ad.price} finalPrice={ad.finalPrice} discountPercentage={ad.discountPercentage} className="mt-auto pt-1" />
        {actionsRow}
      </div>
    </article>
  );
}
