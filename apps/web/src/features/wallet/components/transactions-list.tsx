import { ArrowDownLeft, ArrowUpRight, Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDateTime, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { ledgerText } from '@/lib/ledger-text';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import type { Transaction } from '../api/get-transactions';
import { useTransactionType } from '../lib/use-transaction-type';
import { MoneyStatusBadge } from './money-status-badge';

type TransactionsListProps = {
  transactions: Transaction[];
  /** Older movements are on the server: Load more reads the next page. */
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
};

/** The wallet's movements, newest first: what, when, the signed amount and its status; older ones a page at a time. */
export function TransactionsList({ transactions, hasMore, isLoadingMore, onLoadMore }: TransactionsListProps) {
  const { t, i18n } = useTranslation();
  const typeLabel = useTransactionType();
  if (transactions.length === 0) return <EmptyState icon={Receipt} title={t('wallet.transactions.empty')} />;
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {transactions.map((transaction) => {
          const isIn = transaction.amount >= 0;
          return (
            <li key={transaction.id} className="flex items-start gap-3 p-4">
              <span
                className={cn(
                  'grid size-9 shrink-0 place-items-center rounded-full',
                  isIn ? 'bg-emerald-50 text-emerald-600' : 'bg-red-50 text-red-600',
                )}
              >
                {isIn ? (
                  <ArrowDownLeft aria-hidden="true" className="size-4.5" />
                ) : (
                  <ArrowUpRight aria-hidden="true" className="size-4.5" />
                )}
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-semibold text-slate-900">{typeLabel(transaction.type)}</p>
                  <MoneyStatusBadge status={transaction.status} />
                </div>
                <p className="truncate text-sm text-slate-600">
                  <bdi>{ledgerText(t, transaction.description)}</bdi>
                </p>
                <p className="text-xs text-slate-500">
                  <time dateTime={transaction.created_at}>{formatDateTime(transaction.created_at, i18n.language)}</time>
                  {transaction.order_id ? (
                    <>
                      {' · '}
                      <Link
                        to={paths.app.order.getHref(transaction.order_id)}
                        className="rounded text-brand-700 underline underline-offset-2"
                      >
                        {t('wallet.transactions.viewOrder')}
                      </Link>
                    </>
                  ) : null}
                </p>
              </div>
              <p className={cn('shrink-0 text-end font-bold', isIn ? 'text-emerald-700' : 'text-red-700')}>
                <bdi dir="ltr">
                  {isIn ? '+' : '−'}
                  {formatSar(Math.abs(transaction.amount), i18n.language)}
                </bdi>
              </p>
            </li>
          );
        })}
      </ul>
      {hasMore ? (
        <div className="text-center">
          <Button variant="secondary" onClick={onLoadMore} isLoading={isLoadingMore}>
            {t('wallet.transactions.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
