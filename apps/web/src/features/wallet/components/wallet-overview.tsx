import {
  ArrowDownToLine,
  Banknote,
  ChartNoAxesColumn,
  Clock,
  Download,
  History,
  type LucideIcon,
  Plus,
  RefreshCw,
  ShieldCheck,
  ShoppingBag,
  Undo2,
  Wallet,
} from 'lucide-react';
import { formatNumber, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/ui/button';
import type { Transaction } from '../api/get-transactions';
import type { WalletSummary } from '../api/get-wallet';
import { TransactionsList } from './transactions-list';

type WalletOverviewProps = {
  wallet: WalletSummary;
  /** The newest movements, shown to a buyer under the balances. */
  recent: Transaction[];
  onAddFunds: () => void;
  onWithdraw: () => void;
  onShowTransactions: () => void;
  onDownloadStatement: () => void;
  onRefresh: () => void;
  isRefreshing: boolean;
};

type StatCardProps = { label: string; value: string; icon: LucideIcon; tone: string; note?: string };

function StatCard({ label, value, icon: Icon, tone, note }: StatCardProps) {
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-500">{label}</p>
        <span className={`grid size-9 shrink-0 place-items-center rounded-lg ${tone}`}>
          <Icon aria-hidden="true" className="size-4.5" />
        </span>
      </div>
      <p className="mt-2 text-xl font-extrabold text-slate-900 sm:text-2xl">{value}</p>
      {note ? <p className="mt-1 text-xs text-slate-500">{note}</p> : null}
    </li>
  );
}

/**
 * Overview (seller §2.1): four balance cards and the quick actions. A seller's cards and statistics are about sales; a
 * buyer's about their own orders (held in escrow, refunds being decided, spent this month) with their recent movements.
 */
export function WalletOverview({
  wallet,
  recent,
  onAddFunds,
  onWithdraw,
  onShowTransactions,
  onDownloadStatement,
  onRefresh,
  isRefreshing,
}: WalletOverviewProps) {
  const { t, i18n } = useTranslation();
  const sar = (value: number) => formatSar(value, i18n.language);
  const number = (value: number) => formatNumber(value, i18n.language);

  const isBuyer = wallet.view === 'buyer';
  const { buyer } = wallet;
  const tiles: StatCardProps[] = [
    {
      label: t('wallet.overview.available'),
      value: sar(wallet.availableBalance),
      icon: Wallet,
      tone: 'bg-emerald-50 text-emerald-600',
      note: wallet.heldBalance > 0 ? t('wallet.overview.held', { amount: sar(wallet.heldBalance) }) : undefined,
    },
    ...(isBuyer
      ? [
          {
            label: t('wallet.overview.buyer.inEscrow'),
            value: sar(buyer.inEscrow),
            icon: ShieldCheck,
            tone: 'bg-amber-50 text-amber-600',
            note: t('wallet.overview.buyer.inEscrowNote', { count: buyer.escrowOrders, n: number(buyer.escrowOrders) }),
          },
          {
            label: t('wallet.overview.buyer.refunds'),
            value: sar(buyer.refundsPending),
            icon: Undo2,
            tone: 'bg-sky-50 text-sky-600',
            note: t('wallet.overview.buyer.refundsNote', { count: buyer.refundOrders, n: number(buyer.refundOrders) }),
          },
          {
            label: t('wallet.overview.buyer.spent'),
            value: sar(buyer.spentThisMonth),
            icon: ShoppingBag,
            tone: 'bg-brand-50 text-brand-600',
          },
        ]
      : [
          {
            label: t('wallet.overview.pending'),
            value: sar(wallet.pendingBalance),
            icon: Clock,
            tone: 'bg-amber-50 text-amber-600',
            note: t('wallet.overview.pendingNote'),
          },
          { label: t('wallet.overview.earnings'), value: sar(wallet.totalEarnings), icon: Banknote, tone: 'bg-brand-50 text-brand-600' },
          {
            label: t('wallet.overview.average'),
            value: sar(wallet.averageOrderValue),
            icon: ChartNoAxesColumn,
            tone: 'bg-sky-50 text-sky-600',
          },
        ]),
  ];

  return (
    <div className="space-y-6">
      <ul aria-label={t('wallet.overview.balances')} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {tiles.map((tile) => (
          <StatCard key={tile.label} {...tile} />
        ))}
      </ul>

      <div className="grid gap-6 lg:grid-cols-2">
        {isBuyer ? (
          <section aria-labelledby="wallet-recent-title" className="space-y-3">
            <div className="flex items-center justify-between gap-2">
              <h2 id="wallet-recent-title" className="text-base font-bold text-slate-900">
                {t('wallet.overview.buyer.recentTitle')}
              </h2>
              {recent.length > 0 ? (
                <Button variant="link" size="sm" onClick={onShowTransactions}>
                  {t('wallet.overview.buyer.allTransactions')}
                </Button>
              ) : null}
            </div>
            <TransactionsList transactions={recent} hasMore={false} isLoadingMore={false} onLoadMore={onShowTransactions} />
          </section>
        ) : (
          <section aria-labelledby="wallet-stats-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 id="wallet-stats-title" className="text-base font-bold text-slate-900">
              {t('wallet.overview.statsTitle')}
            </h2>
            <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
              {[
                { label: t('wallet.overview.totalOrders'), value: wallet.ordersCount },
                { label: t('wallet.overview.received'), value: wallet.receivedCount },
                { label: t('wallet.overview.withdrawalRequests'), value: wallet.withdrawalRequests },
              ].map((stat) => (
                <div key={stat.label} className="flex flex-col-reverse rounded-xl bg-slate-50 px-2 py-3">
                  <dt className="text-xs text-slate-500">{stat.label}</dt>
                  <dd className="text-2xl font-extrabold text-slate-900">{number(stat.value)}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}

        <section aria-labelledby="wallet-actions-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h2 id="wallet-actions-title" className="text-base font-bold text-slate-900">
            {t('wallet.overview.actionsTitle')}
          </h2>
          <div className="mt-4 grid gap-2 sm:grid-cols-2">
            <Button onClick={onAddFunds}>
              <Plus aria-hidden="true" className="size-4" />
              {t('wallet.actions.addFunds')}
            </Button>
            <Button variant="secondary" onClick={onWithdraw} disabled={wallet.availableBalance <= 0}>
              <ArrowDownToLine aria-hidden="true" className="size-4" />
              {t('wallet.actions.withdraw')}
            </Button>
            <Button variant="secondary" onClick={onShowTransactions}>
              <History aria-hidden="true" className="size-4" />
              {t('wallet.actions.history')}
            </Button>
            <Button variant="secondary" onClick={onDownloadStatement}>
              <Download aria-hidden="true" className="size-4" />
              {t('wallet.actions.statement')}
            </Button>
            <Button variant="ghost" className="sm:col-span-2" onClick={onRefresh} isLoading={isRefreshing}>
              {isRefreshing ? null : <RefreshCw aria-hidden="true" className="size-4" />}
              {t('wallet.actions.refresh')}
            </Button>
          </div>
        </section>
      </div>
    </div>
  );
}
