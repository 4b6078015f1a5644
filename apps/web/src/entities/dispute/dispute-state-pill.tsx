import type { TOrderView } from '@gamesouq/core';
import { ShieldAlert } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

/**
 * The order's dispute as the order cards, the order page and the trader's orders say it: open (amber, waiting for the admin's decision) or resolved. An open
 * dispute stands in for the order's own state, which is frozen until the decision.
 */
export function DisputeStatePill({ dispute }: { dispute: NonNullable<TOrderView['dispute']> }) {
  const { t } = useTranslation();
  const isOpen = dispute.status === 'open';
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        isOpen ? 'bg-amber-50 text-amber-800 ring-amber-300' : 'bg-slate-100 text-slate-700 ring-slate-300',
      )}
    >
      <ShieldAlert aria-hidden="true" className="size-3.5 shrink-0" />
      {isOpen ? t('orders.dispute.pillOpen') : t('orders.dispute.pillResolved')}
    </span>
  );
}

/** Where the order page shows its dispute (`/orders/:id#dispute` opens there). */
export const DISPUTE_SECTION_ID = 'dispute';
