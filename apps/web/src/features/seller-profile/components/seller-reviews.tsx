import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { RatingStars } from '@/ui/rating-stars';
import { useSellerReviews } from '../api/get-seller-page';

/** What buyers said after completed orders, each with the item they bought (linked while it is listed). */
export function SellerReviews({ sellerId }: { sellerId: string }) {
  const { t, i18n } = useTranslation();
  const { data: reviews, isPending } = useSellerReviews(sellerId);
  return (
    <section aria-labelledby="seller-reviews-title" className="space-y-4">
      <h2 id="seller-reviews-title" className="text-lg font-bold text-slate-900">
        {t('sellerProfile.reviews')}
      </h2>
      {isPending ? null : reviews && reviews.length > 0 ? (
        <ul className="space-y-3">
          {reviews.map((review) => {
            const item = review.item.listingId ? (
              <Link to={paths.app.product.getHref(review.item.listingId)} className="font-semibold text-brand-700 hover:underline">
                <bdi>{review.item.title}</bdi>
              </Link>
            ) : (
              <bdi className="font-semibold">{review.item.title}</bdi>
            );
            return (
              <li key={review.id} className="space-y-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <RatingStars rating={review.rating} />
                  <time dateTime={review.createdAt} className="text-xs text-slate-500">
                    {formatDate(review.createdAt, i18n.language)}
                  </time>
                </div>
                <p className="flex flex-wrap gap-x-1.5 text-sm text-slate-600">
                  <bdi className="font-medium text-slate-800">{review.buyerName}</bdi>
                  <span aria-hidden="true">·</span>
                  <span>{t('sellerProfile.boughtItem')}</span>
                  {item}
                  {review.otherItems > 0 ? <span>{t('sellerProfile.moreItems', { count: review.otherItems })}</span> : null}
                </p>
                {review.review ? (
                  <p dir="auto" className="whitespace-pre-line text-slate-800">
                    {review.review}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t('sellerProfile.noReviews')}</p>
      )}
    </section>
  );
}
