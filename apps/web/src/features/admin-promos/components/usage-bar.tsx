import { usageBarColor } from '@gamesouq/core';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

const COLORS = { green: 'bg-emerald-500', orange: 'bg-orange-500', red: 'bg-red-600' } as const;

/** "12 / 100" with a bar that turns orange above 80 percent and red at the limit. */
export function UsageBar({ used, limit }: { used: number; limit: number }) {
  const { t, i18n } = useTranslation();
  const percent = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100;
  const color = usageBarColor(used, limit);
  return (
    <div className="w-32">
      <p className="text-xs text-slate-600">
        <span className="sr-only">{t('adminPanel.promos.usage')}: </span>
        {formatNumber(used, i18n.language)} / {formatNumber(limit, i18n.language)}
      </p>
      <div aria-hidden="true" data-color={color} className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-200">
        <div className={cn('h-full rounded-full', COLORS[color])} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
