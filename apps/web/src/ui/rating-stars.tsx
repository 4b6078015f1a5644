import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

/** Five stars filled to the rating, read out as "Rated 4.5 out of 5", with the number of reviews when given. */
export function RatingStars({ rating, reviews, className }: { rating: number; reviews?: number; className?: string }) {
  const { t, i18n } = useTranslation();
  const value = Math.max(0, Math.min(5, rating || 0));
  const shown = formatNumber(value, i18n.language, { maximumFractionDigits: 1 });
  return (
    <span className={cn('inline-flex items-center gap-1 text-xs text-slate-500', className)}>
      <span role="img" aria-label={t('rating.label', { rating: shown })} className="inline-flex">
        {[1, 2, 3, 4, 5].map((star) => (
          <Star
            key={star}
            aria-hidden="true"
            className={cn('size-3.5', star <= Math.round(value) ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200')}
          />
        ))}
      </span>
      {reviews !== undefined ? <span>({formatNumber(reviews, i18n.language)})</span> : null}
    </span>
  );
}
