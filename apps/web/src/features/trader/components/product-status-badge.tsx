import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const TONES: Record<string, string> = {
  active: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  pending_review: 'bg-amber-50 text-amber-800 ring-amber-200',
  draft: 'bg-slate-100 text-slate-700 ring-slate-200',
  inactive: 'bg-slate-100 text-slate-600 ring-slate-200',
  rejected: 'bg-red-50 text-red-700 ring-red-200',
  sold: 'bg-sky-50 text-sky-700 ring-sky-200',
  cancelled: 'bg-red-50 text-red-700 ring-red-200',
};

export function ProductStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[status] ?? TONES.inactive,
      )}
    >
      {t(`listing.status.${status as 'active'}`, { defaultValue: status })}
    </span>
  );
}
