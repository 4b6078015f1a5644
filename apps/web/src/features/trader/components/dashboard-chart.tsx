import { Area, Bar, CartesianGrid, ComposedChart, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber, formatSar, localeOf } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import type { Dashboard } from '../api/types';

/** Profit (area) and orders (bars) of the period, by day, week or month as the server buckets them (in Riyadh time). */
export function DashboardChart({ data, period }: { data: Dashboard['chart']; period: Dashboard['period'] }) {
  const { t, i18n } = useTranslation();
  const isRtl = i18n.dir() === 'rtl';
  const dateLabel = (iso: string) =>
    new Intl.DateTimeFormat(
      localeOf(i18n.language),
      period === 'year' ? { month: 'short', timeZone: 'Asia/Riyadh' } : { day: 'numeric', month: 'short', timeZone: 'Asia/Riyadh' },
    ).format(new Date(iso));
  return (
    <div className="h-72 w-full" dir="ltr">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <defs>
            <linearGradient id="profitFill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="#7c3aed" stopOpacity={0.35} />
              <stop offset="100%" stopColor="#7c3aed" stopOpacity={0} />
            </linearGradient>
          </defs>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="date" tickFormatter={dateLabel} reversed={isRtl} tick={{ fontSize: 12, fill: '#64748b' }} minTickGap={16} />
          <YAxis
            yAxisId="profit"
            orientation={isRtl ? 'right' : 'left'}
            tick={{ fontSize: 12, fill: '#64748b' }}
            tickFormatter={(value: number) => formatNumber(value, i18n.language, { notation: 'compact' })}
            width={48}
          />
          <YAxis
            yAxisId="orders"
            orientation={isRtl ? 'left' : 'right'}
            allowDecimals={false}
            tick={{ fontSize: 12, fill: '#64748b' }}
            tickFormatter={(value: number) => formatNumber(value, i18n.language)}
            width={32}
          />
          <Tooltip
            labelFormatter={(label) => dateLabel(String(label))}
            formatter={(value, name) =>
              name === 'profit'
                ? [formatSar(Number(value), i18n.language), t('traderPanel.dashboard.profit')]
                : [formatNumber(Number(value), i18n.language), t('traderPanel.dashboard.orders')]
            }
          />
          {/* Our own legend: recharts names each icon "<series> legend icon", in English whatever the language. */}
          <Legend
            content={({ payload }) => (
              <ul className="flex justify-center gap-4 text-sm">
                {payload?.map((entry) => (
                  <li key={String(entry.dataKey)} className="flex items-center gap-1.5" style={{ color: entry.color }}>
                    <span aria-hidden="true" className="size-2.5 rounded-sm" style={{ backgroundColor: entry.color }} />
                    {entry.dataKey === 'profit' ? t('traderPanel.dashboard.profit') : t('traderPanel.dashboard.orders')}
                  </li>
                ))}
              </ul>
            )}
          />
          <Bar yAxisId="orders" dataKey="orders" fill="#38bdf8" radius={[4, 4, 0, 0]} maxBarSize={18} />
          <Area yAxisId="profit" type="linear" dataKey="profit" stroke="#7c3aed" strokeWidth={2} fill="url(#profitFill)" />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
