import { useState } from 'react';
import { cn } from '@/lib/cn';
import { formatDateTime, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LoadingState } from '@/ui/loading-state';
import { useTraderWallet, type WalletPeriod } from '../api/wallet';
import { LoadError } from '../components/load-error';
import { WithdrawForm } from '../components/withdraw-form';

const PERIODS: WalletPeriod[] = ['week', 'month', 'quarter', 'year', 'all'];
/** Seller §4 colours: completed and approved green, processing and pending approval yellow, pending blue, rejected and failed red. */
const STATUS_TONES: Record<string, string> = {
  completed: 'text-emerald-700 bg-emerald-50',
  approved: 'text-emerald-700 bg-emerald-50',
  processing: 'text-yellow-800 bg-yellow-50',
  pending_approval: 'text-yellow-800 bg-yellow-50',
  pending: 'text-sky-700 bg-sky-50',
  rejected: 'text-red-700 bg-red-50',
  failed: 'text-red-700 bg-red-50',
};

/** The trader wallet (seller §2.15): balances, the period's transactions and the withdrawal form. */
export function TraderWalletPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('trader.nav.wallet'));
  const [period, setPeriod] = useState<WalletPeriod>('month');
  const wallet = useTraderWallet(period);

  if (wallet.isPending) return <LoadingState label={t('common.loading')} />;
  if (wallet.isError)
    return <LoadError error={wallet.error} fallback={t('traderPanel.wallet.loadFailed')} onRetry={() => void wallet.refetch()} />;
  const { balance, transactions } = wallet.data;
  const cards = [
    [t('traderPanel.wallet.available'), balance.available],
    [t('traderPanel.wallet.pending'), balance.pending],
    [t('traderPanel.wallet.held'), balance.held],
  ] as const;

  return (
    <section className="space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">{t('trader.nav.wallet')}</h1>
      <div className="grid gap-4 sm:grid-cols-3">
        {cards.map(([label, amount]) => (
          <div key={label} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <p className="text-sm text-slate-500">{label}</p>
            <p className="mt-2 text-2xl font-bold text-slate-900 tabular-nums">{formatSar(amount, i18n.language)}</p>
          </div>
        ))}
      </div>
      <div className="grid gap-5 lg:grid-cols-[2fr_1fr]">
        <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="font-semibold text-slate-900">{t('traderPanel.wallet.transactions')}</h2>
            <select
              aria-label={t('traderPanel.dashboard.period')}
              value={period}
              onChange={(event) => setPeriod(event.target.value as WalletPeriod)}
              className="h-9 rounded-lg border border-slate-200 bg-white px-2 text-sm"
            >
              {PERIODS.map((value) => (
                <option key={value} value={value}>
                  {t(`traderPanel.periods.${value}`)}
                </option>
              ))}
            </select>
          </div>
          {transactions.length === 0 ? (
            <p className="mt-6 text-sm text-slate-500">{t('traderPanel.wallet.noTransactions')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {transactions.map((transaction) => (
                <li key={`${transaction.id}-${transaction.status}`} className="flex items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium text-slate-900">
                      {t(`traderPanel.wallet.types.${transaction.type as 'sale'}`, { defaultValue: transaction.description })}
                    </p>
                    <p className="text-xs text-slate-500">{formatDateTime(transaction.timestamp, i18n.language)}</p>
                  </div>
                  <div className="text-end">
                    <p
                      className={cn('text-sm font-semibold tabular-nums', transaction.amount >= 0 ? 'text-emerald-700' : 'text-slate-900')}
                    >
                      {transaction.amount >= 0 ? '+' : ''}
                      {formatSar(transaction.amount, i18n.language)}
                    </p>
                    <span
                      className={cn(
                        'rounded-full px-2 py-0.5 text-xs font-medium',
                        STATUS_TONES[transaction.status] ?? 'bg-slate-100 text-slate-600',
                      )}
                    >
                      {t(`traderPanel.wallet.statuses.${transaction.status as 'pending'}`, { defaultValue: transaction.status })}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h2 className="mb-4 font-semibold text-slate-900">{t('traderPanel.wallet.requestWithdrawal')}</h2>
          <WithdrawForm wallet={wallet.data} />
        </section>
      </div>
    </section>
  );
}
