import type { TPriceWeekView } from '@gamesouq/core';
import { formatDate, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

const WIDTH = 320;
const HEIGHT = 120;

/** The weekly median sold price as a small line chart, with the numbers in a list for screen readers. */
export function PriceHistoryChart({ weeks }: { weeks: TPriceWeekView[] }) {
  const { t, i18n } = useTranslation();
  if (weeks.length === 0) return <p className="text-sm text-slate-600">{t('itemPage.noSales')}</p>;
  const prices = weeks.map((w) => w.median);
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  const x = (i: number) => (weeks.length === 1 ? WIDTH / 2 : 8 + (i * (WIDTH - 16)) / (weeks.length - 1));
  const y = (price: number) => (high === low ? HEIGHT / 2 : 10 + ((high - price) * (HEIGHT - 20)) / (high - low));
  const points = weeks.map((w, i) => `${x(i)},${y(w.median)}`).join(' ');
  return (
    <figure className="space-y-2">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-28 w-full max-w-md" aria-hidden="true" style={{ direction: 'ltr' }}>
        <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2.5" className="text-brand-600" />
        {weeks.map((w, i) => (
          <circle key={w.week} cx={x(i)} cy={y(w.median)} r="3.5" className="fill-brand-600" />
        ))}
      </svg>
      <figcaption className="text-sm text-slate-600">
        {t('itemPage.historyRange', { low: formatSar(low, i18n.language), high: formatSar(high, i18n.language) })}
      </figcaption>
      <ul className="sr-only">
        {weeks.map((w) => (
          <li key={w.week}>
            {t('itemPage.historyWeek', {
              week: formatDate(w.week, i18n.language),
              price: formatSar(w.median, i18n.language),
              count: w.sales,
            })}
          </li>
        ))}
      </ul>
    </figure>
  );
}
