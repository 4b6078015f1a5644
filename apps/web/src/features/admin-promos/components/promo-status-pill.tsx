import type { PromoDisplayStatus } from '@gamesouq/core';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

const TONES: Record<PromoDisplayStatus, string> = {
  Active: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  Inactive: 'bg-slate-100 text-slate-600 ring-slate-200',
  Expired: 'bg-red-50 text-red-700 ring-red-200',
  'Limit Reached': 'bg-orange-50 text-orange-700 ring-orange-200',
};
const KEYS = { Active: 'active', Inactive: 'inactive', Expired: 'expired', 'Limit Reached': 'limitReached' } as const;

export function PromoStatusPill({ status }: { status: PromoDisplayStatus }) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset', TONES[status])}>
      {t(`adminPanel.promos.status.${KEYS[status]}`)}
    </span>
  );
}
