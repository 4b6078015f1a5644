import { ArrowRight, ClipboardList, type LucideIcon, PackagePlus, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';
import { useDocumentTitle } from '@/lib/use-document-title';

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

/** The trader's start page: greeting and quick actions; the figures come with the trader-panel issue. */
export function TraderDashboardPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  useDocumentTitle(t('trader.dashboard.title'));
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('trader.dashboard.title')}</h1>
      <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-800 to-indigo-700 px-6 py-8 text-white">
        <div aria-hidden="true" className="bg-grid absolute inset-0 opacity-10" />
        <div className="relative">
          <p className="text-2xl font-bold">{t('trader.dashboard.greeting', { name: user?.name ?? '' })}</p>
          <p className="mt-1 text-brand-100">{t('trader.dashboard.subtitle')}</p>
        </div>
      </div>
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
