import { cn } from '@/lib/cn';
import { useListingLabels } from '@/lib/listing-labels';

const TONES: Record<string, string> = {
  active: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  pending_review: 'bg-amber-50 text-amber-800 ring-amber-200',
  rejected: 'bg-red-50 text-red-700 ring-red-200',
  sold: 'bg-sky-50 text-sky-700 ring-sky-200',
};

/** An ad's status, colour coded (admin §4). */
export function AdStatusPill({ status }: { status: string }) {
  const labels = useListingLabels();
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[status] ?? 'bg-slate-100 text-slate-700 ring-slate-200',
      )}
    >
      {labels.status(status)}
    </span>
  );
}
