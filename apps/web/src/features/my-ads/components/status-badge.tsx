import { cn } from '@/lib/cn';
import { useListingLabels } from '@/lib/listing-labels';
import type { AdStatus } from '@/lib/listing-types';

const TONES: Record<AdStatus, string> = {
  active: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  pending_review: 'bg-amber-50 text-amber-800 ring-amber-200',
  draft: 'bg-slate-100 text-slate-700 ring-slate-200',
  rejected: 'bg-red-50 text-red-700 ring-red-200',
  inactive: 'bg-slate-100 text-slate-700 ring-slate-200',
  sold: 'bg-sky-50 text-sky-700 ring-sky-200',
  cancelled: 'bg-slate-100 text-slate-500 ring-slate-200',
};

/** Where an ad stands: Active, Pending review, Rejected, Inactive, Sold, Draft, Canceled. */
export function StatusBadge({ status }: { status: AdStatus }) {
  const labels = useListingLabels();
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', TONES[status] ?? TONES.draft)}>
      {labels.status(status)}
    </span>
  );
}
