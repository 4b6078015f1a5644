import type { TSellerReputationView } from '@gamesouq/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { RatingStars } from '@/ui/rating-stars';
import { SellerLevelBadge } from '@/ui/seller-level-badge';

/** How soon the seller usually answers, in words a buyer reads at a glance. */
function useReplyTime() {
  const { t } = useTranslation();
  return (minutes: number) =>
    minutes <= 60
      ? t('sellerLevels.replyWithinHour')
      : minutes <= 24 * 60
        ? t('sellerLevels.replyWithinHours', { count: Math.ceil(minutes / 60) })
        : t('sellerLevels.replyWithinDays', { count: Math.ceil(minutes / (24 * 60)) });
}

/**
 * The seller's record on their page (issue 20): level (with a link to how levels work), rating breakdown, and the
 * figures the level came from. A private profile shows only the level and rating.
 */
export function SellerRecord({ reputation }: { reputation: TSellerReputationView }) {
  const { t, i18n } = useTranslation();
  const replyTime = useReplyTime();
  const percent = (value: number) => formatNumber(value / 100, i18n.language, { style: 'percent' });
  const figures = [
    reputation.responseMinutes !== null && { label: t('sellerLevels.replyTime'), value: replyTime(reputation.responseMinutes) },
    reputation.onTimePercent !== null && { label: t('sellerLevels.onTime'), value: percent(reputation.onTimePercent) },
    reputation.disputePercent !== null && { label: t('sellerLevels.disputes'), value: percent(reputation.disputePercent) },
  ].filter((figure) => figure !== false);
  const most = Math.max(1, ...reputation.ratingBreakdown);

  return (
    <section
      aria-labelledby="seller-record-title"
      className="mx-auto max-w-2xl space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="seller-record-title" className="text-lg font-bold text-slate-900">
          {t('sellerLevels.record')}
        </h2>
        <div className="flex items-center gap-2">
          <SellerLevelBadge level={reputation.level} />
          <Link to={paths.app.sellerLevels.getHref()} className="text-sm font-semibold text-brand-700 hover:underline">
            {t('sellerLevels.howLevelsWork')}
          </Link>
        </div>
      </div>
      {reputation.reviews > 0 ? (
        <div className="flex flex-wrap items-start gap-6">
          <div className="space-y-1">
            <p className="text-3xl font-extrabold text-slate-900">
              {formatNumber(reputation.rating, i18n.language, { maximumFractionDigits: 1 })}
            </p>
            <RatingStars rating={reputation.rating} reviews={reputation.reviews} />
          </div>
          <ol className="min-w-48 flex-1 space-y-1" aria-label={t('sellerLevels.breakdown')}>
            {reputation.ratingBreakdown.map((count, index) => {
              const stars = 5 - index;
              return (
                <li key={stars} className="flex items-center gap-2 text-xs text-slate-600">
                  <span className="w-14 shrink-0">{t('sellerLevels.stars', { count: stars })}</span>
                  <span className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                    <span className="block h-full rounded-full bg-amber-400" style={{ width: `${(count / most) * 100}%` }} />
                  </span>
                  <span className="w-8 shrink-0 text-end">{formatNumber(count, i18n.language)}</span>
                </li>
              );
            })}
          </ol>
        </div>
      ) : null}
      {figures.length > 0 ? (
        <dl className="grid grid-cols-3 gap-3 text-sm">
          {figures.map((figure) => (
            <div key={figure.label}>
              <dt className="text-slate-500">{figure.label}</dt>
              <dd className="font-medium text-slate-900">{figure.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
