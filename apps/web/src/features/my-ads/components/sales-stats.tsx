import { Banknote, Eye, Heart, type LucideIcon, Package, PackageCheck, ShoppingBag, Star } from 'lucide-react';
import { formatNumber, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import type { SalesStats as Stats } from '../api/get-sales-stats';

/** The stats cards of My Products (seller §3 sales stats). */
export function SalesStats({ stats, isPending, isError }: { stats: Stats | undefined; isPending: boolean; isError: boolean }) {
  const { t, i18n } = useTranslation();
  if (isError) return <p className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700 ring-1 ring-red-200">{t('myAds.statsFailed')}</p>;
  const number = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value, i18n.language));
  const cards: { label: string; value: string; icon: LucideIcon; tone: string }[] = [
    {
      label: t('myAds.stats.totalRevenue'),
      value: stats ? formatSar(stats.totalRevenue, i18n.language) : '—',
      icon: Banknote,
      tone: 'bg-emerald-50 text-emerald-600',
    },
    { label: t('myAds.stats.totalOrders'), value: number(stats?.totalOrders), icon: ShoppingBag, tone: 'bg-brand-50 text-brand-600' },
    {
      label: t('myAds.stats.averageRating'),
      value: stats ? formatNumber(stats.averageRating, i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) : '—',
      icon: Star,
      tone: 'bg-amber-50 text-amber-600',
    },
    { label: t('myAds.stats.activeProducts'), value: number(stats?.activeProducts), icon: Package, tone: 'bg-sky-50 text-sky-600' },
    { label: t('myAds.stats.soldProducts'), value: number(stats?.soldProducts), icon: PackageCheck, tone: 'bg-indigo-50 text-indigo-600' },
    { label: t('myAds.stats.totalViews'), value: number(stats?.totalViews), icon: Eye, tone: 'bg-slate-100 text-slate-600' },
    { label: t('myAds.stats.totalLikes'), value: number(stats?.totalLikes), icon: Heart, tone: 'bg-rose-50 text-rose-600' },
  ];
  return (
    <ul
      aria-label={t('myAds.statsLabel')}
      aria-busy={isPending || undefined}
      className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-7"
    >
      {cards.map(({ label, value, icon: Icon, tone }) => (
        <li key={label} className="flex items-center gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4 xl:block">
          <span className={`grid size-9 shrink-0 place-items-center rounded-lg ${tone}`}>
            <Icon aria-hidden="true" className="size-4.5" />
          </span>
          <div className="min-w-0 xl:mt-3">
            <p className="truncate text-xs font-medium text-slate-500">{label}</p>
            <p className="mt-0.5 text-base font-extrabold text-slate-900 sm:text-lg">
              {isPending ? <span className="inline-block h-5 w-12 animate-pulse rounded bg-slate-200" /> : value}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
