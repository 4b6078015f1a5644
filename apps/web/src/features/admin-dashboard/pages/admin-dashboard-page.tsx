import { DASHBOARD_PERIODS, type DashboardPeriod } from '@gamesouq/core';
import { ArrowDownRight, ArrowUpRight, Banknote, Megaphone, RefreshCw, ShoppingBag, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { OrderStatusPill } from '@/entities/order/order-status-pill';
import { cn } from '@/lib/cn';
import { useCurrentUser } from '@/lib/current-user';
import { formatNumber, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useListingLabels } from '@/lib/listing-labels';
import { serverReason } from '@/lib/messages';
import { getAuthToken } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdImage } from '@/ui/ad-image';
import { Button, buttonClasses } from '@/ui/button';
import { CompactSelect } from '@/ui/compact-select';
import { PageHeader } from '@/ui/page-header';
import { StatCard } from '@/ui/stat-card';
import { VerifiedTick } from '@/ui/verified-tick';
import { checkHealth, type DashboardStat, useCategoriesSummary, useDashboardStats, useRecentOrders } from '../api/dashboard';

const ICONS = { users: Users, orders: ShoppingBag, revenue: Banknote, products: Megaphone } as const;
const TONES = { users: 'brand', orders: 'sky', revenue: 'emerald', products: 'amber' } as const;

/** The admin's start page: four stat cards for the chosen period, the categories grid and the recent orders. */
export function AdminDashboardPage() {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const labels = useListingLabels();
  useDocumentTitle(t('admin.dashboard.title'));
  const [period, setPeriod] = useState<DashboardPeriod>('week');
  const [isShowingAll, setIsShowingAll] = useState(false);
  const stats = useDashboardStats(period);
  const categories = useCategoriesSummary();
  const recent = useRecentOrders();
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!stats.isError) {
      setProblem(null);
      return;
    }
    toast.error(`${t('adminPanel.dashboard.toastPrefix')}${serverReason(t, stats.error) ?? stats.error.message}`);
    if (!getAuthToken()) setProblem(t('adminPanel.dashboard.noToken'));
    else
      void checkHealth().then((isUp) => setProblem(isUp ? t('adminPanel.dashboard.fetchFailed') : t('adminPanel.dashboard.unreachable')));
  }, [stats.isError, stats.error, t]);

  const shownValue = (stat: DashboardStat) =>
    stat.type === 'revenue' ? formatSar(stat.value, i18n.language) : formatNumber(stat.value, i18n.language);
  const cards = (['users', 'orders', 'revenue', 'products'] as const).map((type) => ({
    type,
    stat: stats.data?.find((s) => s.type === type),
  }));
  const shownCategories = isShowingAll ? categories.data : categories.data?.slice(0, 8);

  return (
    <section className="space-y-6">
      <PageHeader
        title={t('admin.dashboard.title')}
        subtitle={t('admin.dashboard.greeting', { name: user?.name ?? '' })}
        actions={
          <CompactSelect
            label={t('adminPanel.dashboard.period')}
            value={period}
            onChange={setPeriod}
            options={DASHBOARD_PERIODS.map((value) => ({ value, label: t(`adminPanel.dashboard.periods.${value}`) }))}
          />
        }
      />
      {problem ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-red-50 p-4 text-sm text-red-800 ring-1 ring-red-200"
        >
          <p>{problem}</p>
          <Button size="sm" variant="secondary" onClick={() => void stats.refetch()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('adminPanel.dashboard.retry')}
          </Button>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map(({ type, stat }) => (
          <StatCard
            key={type}
            icon={ICONS[type]}
            tone={TONES[type]}
            label={t(`adminPanel.dashboard.cards.${type}`)}
            value={stat ? shownValue(stat) : '--'}
            footer={
              stat ? (
                <span
                  className={cn('inline-flex items-center gap-1 font-semibold', stat.change >= 0 ? 'text-emerald-700' : 'text-red-700')}
                >
                  {stat.change >= 0 ? (
                    <ArrowUpRight aria-hidden="true" className="size-3.5" />
                  ) : (
                    <ArrowDownRight aria-hidden="true" className="size-3.5" />
                  )}
                  {t('adminPanel.dashboard.change', {
                    change: formatNumber(Math.abs(stat.change), i18n.language, { maximumFractionDigits: 1 }),
                    period: t(`adminPanel.dashboard.previous.${period}`),
                  })}
                </span>
              ) : null
            }
          />
        ))}
      </div>

      <div className="grid gap-6 xl:grid-cols-[1fr_24rem]">
        <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <div className="flex items-center justify-between">
            <h2 className="font-bold text-slate-900">{t('adminPanel.dashboard.categories')}</h2>
            {(categories.data?.length ?? 0) > 8 ? (
              <Button size="sm" variant="link" onClick={() => setIsShowingAll((all) => !all)}>
                {t(isShowingAll ? 'adminPanel.dashboard.showLess' : 'adminPanel.dashboard.viewAll')}
              </Button>
            ) : (
              <Link to={paths.admin.categories.getHref()} className={buttonClasses({ variant: 'link' })}>
                {t('adminPanel.dashboard.viewAll')}
              </Link>
            )}
          </div>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {shownCategories?.map((category) => (
              <li key={category.id} className="rounded-xl p-4 ring-1 ring-slate-200" style={{ backgroundColor: `${category.color}12` }}>
                <span className="block size-3 rounded-full" style={{ backgroundColor: category.color }} aria-hidden="true" />
                <p className="mt-2 truncate font-semibold text-slate-900">
                  {i18n.language === 'ar' && category.nameAr ? category.nameAr : category.name}
                </p>
                <p className="text-xs text-slate-600">
                  {t('adminPanel.dashboard.games', { count: category.gamesCount, n: formatNumber(category.gamesCount, i18n.language) })}
                </p>
              </li>
            ))}
          </ul>
          {categories.data?.length === 0 ? <p className="mt-4 text-sm text-slate-500">{t('adminPanel.dashboard.noCategories')}</p> : null}
        </div>
        <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <div className="flex items-center justify-between">
            <h2 className="font-bold text-slate-900">{t('adminPanel.dashboard.recentOrders')}</h2>
            <Link to={paths.admin.orders.getHref()} className={buttonClasses({ variant: 'link' })}>
              {t('adminPanel.dashboard.viewAll')}
            </Link>
          </div>
          <ul className="mt-4 divide-y divide-slate-100">
            {recent.data?.map((order) => (
              <li key={order.id}>
                <Link to={paths.admin.order.getHref(order.id)} className="flex items-center gap-3 py-3 hover:bg-slate-50">
                  <AdImage src={order.product.image} alt="" width={48} height={48} className="size-12 shrink-0 rounded-lg object-cover" />
                  <div className="min-w-0 flex-1">
                    <p dir="auto" className="truncate text-sm font-semibold text-slate-900">
                      {order.product.name}
                    </p>
                    <p className="flex items-center gap-1 truncate text-xs text-slate-500">
                      {order.customer.name}
                      {order.customer.verified ? <VerifiedTick className="size-3.5" /> : null}
                      {order.customer.location ? ` · ${labels.city(order.customer.location)}` : ''}
                    </p>
                  </div>
                  <div className="text-end">
                    <p className="text-sm font-semibold">{formatSar(order.total, i18n.language)}</p>
                    <OrderStatusPill status={order.status} kind={order.kind} digital={order.digital} />
                  </div>
                </Link>
              </li>
            ))}
          </ul>
          {recent.data?.length === 0 ? <p className="mt-4 text-sm text-slate-500">{t('adminPanel.dashboard.noOrders')}</p> : null}
        </div>
      </div>
    </section>
  );
}
