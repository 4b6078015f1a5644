import { useTranslation } from '@/lib/i18n';
import { RatingStars } from '@/ui/rating-stars';
import type { Order } from '../api/get-orders';

/** The buyer's review once given (shown on the card and the details page; to the seller as the buyer's review). */
export function ReviewSummary({ review, isSale = false }: { review: NonNullable<Order['review']>; isSale?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl bg-amber-50/60 px-3 py-2.5 ring-1 ring-amber-100">
      <p className="flex flex-wrap items-center gap-2 text-xs font-semibold text-slate-700">
        {isSale ? t('orders.review.buyers') : t('orders.review.yours')}
        <RatingStars rating={review.rating} />
      </p>
      {review.review ? (
        <p className="mt-1 text-sm whitespace-pre-line text-slate-700">
          <bdi>{review.review}</bdi>
        </p>
      ) : null}
    </div>
  );
}
