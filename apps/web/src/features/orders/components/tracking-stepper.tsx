import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import type { Order } from '../api/get-orders';
import { useOrderLabels } from '../lib/use-order-labels';

/** The tracking steps the server worked out (buyer §4), the last done one marked as the current step. */
export function TrackingStepper({ tracking, className }: { tracking: Order['tracking']; className?: string }) {
  const { t, i18n } = useTranslation();
  const labels = useOrderLabels();
  const current = tracking.reduce((last, step, index) => (step.isDone ? index : last), -1);
  return (
    <ol aria-label={t('orders.trackingLabel')} className={cn('grid grid-flow-col auto-cols-fr', className)}>
      {tracking.map((step, index) => (
        <li
          key={step.key}
          aria-current={index === current ? 'step' : undefined}
          className="relative flex flex-col items-center gap-1.5 px-1 text-center"
        >
          {index > 0 ? (
            <span
              aria-hidden="true"
              className={cn('absolute top-3.5 end-1/2 h-0.5 w-full -translate-y-1/2', step.isDone ? 'bg-brand-500' : 'bg-slate-200')}
            />
          ) : null}
          <span
            className={cn(
              'relative grid size-7 place-items-center rounded-full text-xs font-bold ring-2',
              step.isDone ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-500 ring-slate-200',
              index === current && 'ring-4 ring-brand-200',
            )}
          >
            {step.isDone ? <Check aria-hidden="true" className="size-4" /> : formatNumber(index + 1, i18n.language)}
          </span>
          <span className={cn('text-xs leading-tight', step.isDone ? 'font-semibold text-slate-900' : 'text-slate-500')}>
            {labels.trackingStep(step)}
            <span className="sr-only">: {step.isDone ? t('common.done') : t('common.notDone')}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
