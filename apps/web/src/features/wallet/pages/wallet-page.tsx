import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LoadingState } from '@/ui/loading-state';
import { Tabs } from '@/ui/tabs';
import { usePendingOrders } from '../api/get-pending-orders';
import { useTransactions } from '../api/get-transactions';
import { useWallet } from '../api/get-wallet';
import { useWithdrawalHistory } from '../api/get-withdrawal-history';
import { AddFundsDialog } from '../components/add-funds-dialog';
import { PendingOrdersList } from '../components/pending-orders-list';
import { StatementDialog } from '../components/statement-dialog';
import { TransactionsList } from '../components/transactions-list';
import { WalletOverview } from '../components/wallet-overview';
import { WithdrawalDialog } from '../components/withdrawal-dialog';
import { WithdrawalsList } from '../components/withdrawals-list';
import { safeReturnTo } from '../lib/add-funds-return';

type WalletTab = 'overview' | 'pending' | 'transactions' | 'withdrawals';

/** How many of the newest movements a buyer's overview lists. */
const RECENT_TRANSACTIONS = 5;

/** Wallet (/wallet, seller §2.1): the four data sets load in parallel; Overview, Pending Orders, Transactions, Withdrawals. */
export function WalletPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [tab, setTab] = useState<WalletTab>('overview');
  const [dialog, setDialog] = useState<'add-funds' | 'withdraw' | 'statement' | null>(null);
  const [addFunds, setAddFunds] = useState<{ amount?: string; returnTo?: string }>({});
  const wallet = useWallet();
  const pendingOrders = usePendingOrders();
  const transactions = useTransactions();
  const withdrawals = useWithdrawalHistory();
  const queries = [wallet, pendingOrders, transactions, withdrawals];
  useDocumentTitle(t('wallet.title'));

  // /wallet?action=add-funds (the cart's "Insufficient balance") opens Add Funds once, with `amount` (the shortfall)
  // filled in and `return` kept to go back to once the money is in.
  useEffect(() => {
    if (searchParams.get('action') !== 'add-funds') return;
    const amount = Number(searchParams.get('amount'));
    setAddFunds({
      amount: Number.isFinite(amount) && amount > 0 ? amount.toFixed(2) : undefined,
      returnTo: safeReturnTo(searchParams.get('return')),
    });
    setDialog('add-funds');
    setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams]);

  const refresh = async () => {
    const results = await Promise.all(queries.map((query) => query.refetch()));
    if (results.some((result) => result.isError)) toast.error(t('wallet.loadFailed'));
    else toast.success(t('wallet.refreshed'));
  };

  const isPending = queries.some((query) => query.isPending);
  const isError = queries.some((query) => query.isError);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{t('wallet.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('wallet.subtitle')}</p>
      </div>

      {isError ? (
        <EmptyState
          icon={TriangleAlert}
          tone="error"
          title={t('wallet.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void Promise.all(queries.map((query) => query.refetch()))}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {t('common.tryAgain')}
            </Button>
          }
        />
      ) : isPending || !wallet.data ? (
        <LoadingState label={t('wallet.loading')} />
      ) : (
        <Tabs
          label={t('wallet.tabsLabel')}
          items={[
            { value: 'overview', label: t('wallet.tabs.overview') },
            { value: 'pending', label: t('wallet.tabs.pending') },
            { value: 'transactions', label: t('wallet.tabs.transactions') },
            { value: 'withdrawals', label: t('wallet.tabs.withdrawals') },
          ]}
          value={tab}
          onChange={setTab}
          listClassName="grid grid-cols-2 sm:inline-grid sm:grid-flow-col sm:grid-cols-none"
        >
          {() => {
            if (tab === 'pending') return <PendingOrdersList orders={pendingOrders.data ?? []} />;
            if (tab === 'transactions')
              return (
                <TransactionsList
                  transactions={transactions.data?.pages.flatMap((page) => page.transactions) ?? []}
                  hasMore={transactions.hasNextPage}
                  isLoadingMore={transactions.isFetchingNextPage}
                  onLoadMore={() => void transactions.fetchNextPage()}
                />
              );
            if (tab === 'withdrawals') return <WithdrawalsList withdrawals={withdrawals.data ?? []} />;
            return (
              <WalletOverview
                wallet={wallet.data}
                recent={transactions.data?.pages[0]?.transactions.slice(0, RECENT_TRANSACTIONS) ?? []}
                onAddFunds={() => setDialog('add-funds')}
                onWithdraw={() => setDialog('withdraw')}
                onShowTransactions={() => setTab('transactions')}
                onDownloadStatement={() => setDialog('statement')}
                onRefresh={() => void refresh()}
                isRefreshing={queries.some((query) => query.isFetching)}
              />
            );
          }}
        </Tabs>
      )}

      <AddFundsDialog
        isOpen={dialog === 'add-funds'}
        onClose={() => {
          setDialog(null);
          setAddFunds({});
        }}
        initialAmount={addFunds.amount}
        returnTo={addFunds.returnTo}
      />
      <StatementDialog isOpen={dialog === 'statement'} onClose={() => setDialog(null)} />
      <WithdrawalDialog isOpen={dialog === 'withdraw'} onClose={() => setDialog(null)} available={wallet.data?.availableBalance ?? 0} />
    </div>
  );
}
