import type { TPriceWeekView } from '@gamesouq/core';
import { useItemPriceHistory } from '@/lib/api/get-item-page';
import { formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { PriceHistoryChart } from '../price-history-chart';

/** Weeks of sales the "Recent sales" range covers. */
const RECENT_WEEKS = 8;

/** The lowest and highest weekly median of the last weeks with sales, or null when nothing sold lately. */
export function recentSalesRange(weeks: TPriceWeekView[], now = new Date()) {
  const since = now.getTime() - RECENT_WEEKS * 7 * 24 * 3600 * 1000;
  const recent = weeks.filter((week) => new Date(`${week.week}T00:00:00Z`).getTime() >= since).map((week) => week.median);
  return recent.length ? { low: Math.min(...recent), high: Math.max(...recent) } : null;
}

/**
 * Beside the price of a listing linked to a catalogue item (issue 22): what the item sold for lately, and its median
 * sold price per week (the item page's chart), so the seller prices it fairly.
 */
export function PriceGuide({ itemId }: { itemId: string }) {
  const { t, i18n } = useTranslation();
  const history = useItemPriceHistory(itemId);
  if (!history.data) return null;
  const range = recentSalesRange(history.data);
  return (
    <section aria-labelledby="price-guide" className="space-y-2 rounded-xl bg-slate-50 p-3">
      <h3 id="price-guide" className="font-semibold text-slate-900 text-sm">
        {range === null
          ? t('itemPage.priceGuide.none')
          : range.low === range.high
            ? t('itemPage.priceGuide.recentOne', { price: formatSar(range.low, i18n.language) })
            : t('itemPage.priceGuide.recent', { low: formatSar(range.low, i18n.language), high: formatSar(range.high, i18n.language) })}
      </h3>
      {history.data.length ? <PriceHistoryChart weeks={history.data} /> : null}
    </section>
  );
}
