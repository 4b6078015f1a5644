import { ArrowRight, ClipboardList, type LucideIcon, PackagePlus, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LoadingState } from '@/ui/loading-state';
import { useDashboard } from '../api/get-dashboard';
import type { DashboardPeriod } from '../api/types';
import { DashboardChart } from '../components/dashboard-chart';
import { LoadError } from '../components/load-error';
import { RecentActivity } from '../components/recent-activity';
import { formatCount } from '../lib/format-count';

const PERIODS: DashboardPeriod[] = ['week', 'month', 'quarter', 'year'];

function QuickAction({ to, icon: Icon, title, text }: { to: string; icon: LucideIcon; title: string; text: string }) {
  return (
    <Link
      to={to}
      className="group flex items-start gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600">
        <Icon aria-hidden="true" className="size-5.5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="mt-0.5 block text-sm text-slate-500">{text}</span>
      </span>
      <ArrowRight
        aria-hidden="true"
        className="mt-1 size-4 text-slate-400 transition-transform group-hover:translate-x-0.5 rtl:rotate-180"
      />
    </Link>
  );
}

function StatCard({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <p className="text-sm font-medium text-slate-500">{label}</p>
      <p className="mt-2 text-3xl font-bold tracking-tight text-slate-900 tabular-nums">{value}</p>
      <p className="mt-1 text-xs text-slate-500">{hint}</p>
    </div>
  );
}

/** The trader dashboard (seller §2.9): figures of the chosen period, its chart, recent activity and quick actions. */
export function TraderDashboardPage() {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const [period, setPeriod] = useState<DashboardPeriod>('month');
  const dashboard = useDashboard(period);
  useDocumentTitle(t('trader.dashboard.title'));
  const data = dashboard.data;
  const periodLabel = t(`traderPanel.periods.${period}`);

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('trader.dashboard.title')}</h1>
        <label className="flex items-center gap-2 text-sm text-slate-600">
          {t('traderPanel.dashboard.period')}
          <select
            value={period}
            onChange={(event) => setPeriod(event.target.value as DashboardPeriod)}
            className="h-10 rounded-xl border border-slate-200 bg-white px-3 text-sm font-medium text-slate-800"
          >
            {PERIODS.map((value) => (
              <option key={value} value={value}>
                {t(`traderPanel.periods.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-800 to-indigo-700 px-6 py-8 text-white">
        <div aria-hidden="true" className="bg-grid absolute inset-0 opacity-10" />
        <div className="relative">
          <p className="text-2xl font-bold">{t('trader.dashboard.greeting', { name: user?.name ?? '' })}</p>
          <p className="mt-1 text-brand-100">{t('trader.dashboard.subtitle')}</p>
        </div>
      </div>

      {dashboard.isPending ? (
        <LoadingState label={t('traderPanel.dashboard.loading')} />
      ) : dashboard.isError ? (
        <LoadError error={dashboard.error} fallback={t('traderPanel.dashboard.loadFailed')} onRetry={() => void dashboard.refetch()} />
      ) : data ? (
        <>
          <div className="grid gap-4 md:grid-cols-3">
            <StatCard
              label={t('traderPanel.dashboard.financialOverview')}
              value={`${formatNumber(data.profit, i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${t('traderPanel.currency')}`}
              hint={t('traderPanel.dashboard.profitHint', { period: periodLabel })}
            />
            <StatCard
              label={t('traderPanel.dashboard.numberOfOrders')}
              value={formatCount(data.orders, i18n.language)}
              hint={t('traderPanel.dashboard.ordersHint', { period: periodLabel })}
            />
            <StatCard
              label={t('traderPanel.dashboard.numberReceived')}
              value={formatCount(data.received, i18n.language)}
              hint={t('traderPanel.dashboard.receivedHint', { period: periodLabel })}
            />
          </div>
          <div className="grid gap-4 xl:grid-cols-[2fr_1fr]">
            <section className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <h2 className="mb-3 font-semibold text-slate-900">{t('traderPanel.dashboard.chartTitle', { period: periodLabel })}</h2>
              <DashboardChart data={data.chart} period={data.period} />
            </section>
            <RecentActivity items={data.recentActivity} />
          </div>
        </>
      ) : null}

      <div className="grid gap-4 md:grid-cols-3">
        <QuickAction
          to={paths.trader.newProduct.getHref()}
          icon={PackagePlus}
          title={t('trader.dashboard.newProduct')}
          text={t('trader.dashboard.newProductText')}
        />
        <QuickAction
          to={paths.trader.orders.getHref()}
          icon={ClipboardList}
          title={t('trader.dashboard.orders')}
          text={t('trader.dashboard.ordersText')}
        />
        <QuickAction
          to={paths.trader.wallet.getHref()}
          icon={Wallet}
          title={t('trader.dashboard.wallet')}
          text={t('trader.dashboard.walletText')}
        />
      </div>
    </section>
  );
}
