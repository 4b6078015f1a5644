import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

const TONES = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  approved: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  rejected: 'bg-red-50 text-red-700 ring-red-200',
} as const;

/** An unknown status is displayed as pending (admin §4). */
export const withdrawalStatusOf = (status: string): keyof typeof TONES =>
  status === 'approved' || status === 'rejected' ? status : 'pending';

export function WithdrawalStatusPill({ status }: { status: string }) {
  const { t } = useTranslation();
  const shown = withdrawalStatusOf(status);
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', TONES[shown])}>
      {t(`adminPanel.withdrawals.status.${shown}`)}
    </span>
  );
}
