import { LEVEL_RULES, type LevelRule } from '@gamesouq/core';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SellerLevelBadge } from '@/ui/seller-level-badge';

/** The published rules of seller levels (issue 20), read from the same table the nightly computation uses. */
export function SellerLevelsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('sellerLevels.title'));
  const number = (value: number) => formatNumber(value, i18n.language, { maximumFractionDigits: 1 });
  const percent = (value: number) => formatNumber(value / 100, i18n.language, { style: 'percent' });
  const conditions = (rule: LevelRule) =>
    [
      t('sellerLevels.rule.sales', { count: rule.minCompletedSales, shown: number(rule.minCompletedSales) }),
      t('sellerLevels.rule.rating', { rating: number(rule.minRating), count: rule.minReviews, shown: number(rule.minReviews) }),
      rule.maxResponseMinutes !== null &&
        t('sellerLevels.rule.reply', { count: rule.maxResponseMinutes / 60, shown: number(rule.maxResponseMinutes / 60) }),
      t('sellerLevels.rule.onTime', { percent: percent(rule.minOnTimePercent) }),
      t('sellerLevels.rule.disputes', { percent: percent(rule.maxDisputePercent) }),
      rule.minMemberDays > 0 && t('sellerLevels.rule.member', { count: rule.minMemberDays, shown: number(rule.minMemberDays) }),
    ].filter((line): line is string => typeof line === 'string');

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-extrabold text-slate-900">{t('sellerLevels.title')}</h1>
        <p className="text-slate-700">{t('sellerLevels.intro')}</p>
      </header>
      <ol className="space-y-4">
        {LEVEL_RULES.map((rule) => (
          <li key={rule.level} className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
              <SellerLevelBadge level={rule.level} className="text-sm" />
            </h2>
            <ul className="list-disc space-y-1 ps-5 text-sm text-slate-700">
              {conditions(rule).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
        <li className="space-y-2 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <SellerLevelBadge level="new" className="text-sm" />
          </h2>
          <p className="text-sm text-slate-700">{t('sellerLevels.newRule')}</p>
        </li>
      </ol>
      <p className="text-sm text-slate-600">{t('sellerLevels.notMeasured')}</p>
    </div>
  );
}
