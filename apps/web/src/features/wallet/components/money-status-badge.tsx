import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

/** Seller §4 colours: completed and approved green; processing and pending_approval yellow; pending blue; rejected and failed red; others grey. */
const TONES: Record<string, string> = {
  completed: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  approved: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  processing: 'bg-yellow-50 text-yellow-800 ring-yellow-300',
  pending_approval: 'bg-yellow-50 text-yellow-800 ring-yellow-300',
  pending: 'bg-sky-50 text-sky-700 ring-sky-200',
  rejected: 'bg-red-50 text-red-700 ring-red-200',
  failed: 'bg-red-50 text-red-700 ring-red-200',
};

const KNOWN = ['completed', 'approved', 'processing', 'pending_approval', 'pending', 'rejected', 'failed'] as const;
type Known = (typeof KNOWN)[number];
const isKnown = (value: string): value is Known => (KNOWN as readonly string[]).includes(value);

export function MoneyStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[status] ?? 'bg-slate-100 text-slate-600 ring-slate-200',
      )}
    >
      {isKnown(status) ? t(`wallet.statuses.${status}`) : status}
    </span>
  );
}
