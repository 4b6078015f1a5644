import { Landmark } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatDateTime, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { ledgerText } from '@/lib/ledger-text';
import { EmptyState } from '@/ui/empty-state';
import type { Withdrawal } from '../api/get-withdrawal-history';
import { MoneyStatusBadge } from './money-status-badge';

/** The withdrawal requests; a rejected one shows the amount returned to the balance, with the reason (seller §4). */
export function WithdrawalsList({ withdrawals }: { withdrawals: Withdrawal[] }) {
  const { t, i18n } = useTranslation();
  if (withdrawals.length === 0)
    return <EmptyState icon={Landmark} title={t('wallet.withdrawals.empty')} hint={t('wallet.withdrawals.emptyHint')} />;
  return (
    <ul className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {withdrawals.map((withdrawal) => {
        const isRejected = withdrawal.status === 'rejected';
        return (
          <li key={withdrawal.id} className="flex items-start gap-3 p-4">
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-600">
              <Landmark aria-hidden="true" className="size-4.5" />
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-semibold text-slate-900">{t('wallet.types.withdrawal_request')}</p>
                <MoneyStatusBadge status={withdrawal.status} />
              </div>
              {withdrawal.account ? (
                <p className="truncate text-sm text-slate-600">
                  <bdi>{ledgerText(t, withdrawal.account)}</bdi>
                </p>
              ) : null}
              {withdrawal.description ? (
                <p className="truncate text-sm text-slate-600">
                  <bdi>{ledgerText(t, withdrawal.description)}</bdi>
                </p>
              ) : null}
              <p className="text-xs text-slate-500">
                <time dateTime={withdrawal.date}>{formatDateTime(withdrawal.date, i18n.language)}</time>
              </p>
              {isRejected ? (
                <p className="mt-1 text-sm text-red-700">
                  {t('wallet.withdrawals.rejectedReason', { reason: withdrawal.rejection_reason || t('wallet.withdrawals.noReason') })}
                </p>
              ) : null}
            </div>
            <p className={cn('shrink-0 text-end', isRejected ? 'text-emerald-700' : 'text-slate-900')}>
              <bdi dir="ltr" className="block font-bold">
                {isRejected ? '+' : '−'}
                {formatSar(withdrawal.amount, i18n.language)}
              </bdi>
              {isRejected ? <span className="text-xs">{t('wallet.withdrawals.refunded')}</span> : null}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
