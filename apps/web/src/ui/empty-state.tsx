import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A centred icon, a title, a hint and an optional action: empty lists, errors and not-found pages. */
export function EmptyState({
  icon: Icon,
  title,
  hint,
  action,
  tone = 'neutral',
  className,
}: {
  icon: LucideIcon;
  title: string;
  hint?: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={cn('flex flex-col items-center rounded-xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-slate-200', className)}
    >
      <span
        className={cn(
          'grid size-14 place-items-center rounded-full',
          tone === 'error' ? 'bg-red-50 text-red-500' : 'bg-slate-100 text-slate-500',
        )}
      >
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-4 text-lg font-semibold text-slate-900">{title}</p>
      {hint ? <p className="mt-1 max-w-md text-sm text-slate-500">{hint}</p> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
