import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A number with its label and icon: the dashboard's and the withdrawal summary's cards. */
export function StatCard({
  icon: Icon,
  label,
  value,
  footer,
  tone = 'brand',
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  footer?: ReactNode;
  tone?: 'brand' | 'amber' | 'emerald' | 'red' | 'sky';
}) {
  const tones = {
    brand: 'bg-brand-50 text-brand-600',
    amber: 'bg-amber-50 text-amber-600',
    emerald: 'bg-emerald-50 text-emerald-600',
    red: 'bg-red-50 text-red-700',
    sky: 'bg-sky-50 text-sky-600',
  };
  return (
    <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-slate-500">{label}</p>
          <p className="mt-1 text-xl font-bold whitespace-nowrap text-slate-900 sm:text-2xl">{value}</p>
        </div>
        <span className={cn('grid size-11 shrink-0 place-items-center rounded-xl', tones[tone])}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      {footer ? <div className="mt-3 text-xs">{footer}</div> : null}
    </div>
  );
}
