import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

/** A five-pointed star in a 24-unit square, as the icons are drawn. */
const STAR_POINTS = '12,2.3 14.9,8.8 22,9.6 16.7,14.3 18.2,21.3 12,17.7 5.8,21.3 7.3,14.3 2,9.6 9.1,8.8';

/** Five stars filled to the rating, read out as "Rated 4.5 out of 5", with the number of reviews when given. */
export function RatingStars({ rating, reviews, className }: { rating: number; reviews?: number; className?: string }) {
  const { t, i18n } = useTranslation();
  const value = Math.max(0, Math.min(5, rating || 0));
  const shown = formatNumber(value, i18n.language, { maximumFractionDigits: 1 });
  return (
    <span className={cn('inline-flex items-center gap-1 text-xs text-slate-500', className)}>
      <span role="img" aria-label={t('rating.label', { rating: shown })} className="inline-flex">
        {/* One drawing of five stars, not five icons: lists show a rating per card (an item page has twenty). Mirrored in
            Arabic, so that the stars fill from the right as the icons in a row did. */}
        <svg viewBox="0 0 120 24" aria-hidden="true" className="h-3.5 w-[4.375rem] rtl:-scale-x-100">
          {[0, 1, 2, 3, 4].map((star) => (
            <polygon
              key={star}
              points={STAR_POINTS}
              transform={`translate(${star * 24} 0)`}
              stroke="currentColor"
              strokeWidth={2}
              strokeLinejoin="round"
              className={star < Math.round(value) ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200'}
            />
          ))}
        </svg>
      </span>
      {reviews !== undefined ? <span>({formatNumber(reviews, i18n.language)})</span> : null}
    </span>
  );
}
