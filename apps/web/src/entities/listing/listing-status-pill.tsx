import { cn } from '@/lib/cn';
import { useListingLabels } from '@/lib/listing-labels';
import type { AdStatus } from '@/lib/listing-types';

/** One colour per listing status: live green, waiting amber, refused red, sold blue; the owner's own states grey. */
const TONES: Record<AdStatus, string> = {
  draft: 'bg-slate-100 text-slate-700 ring-slate-200',
  pending_review: 'bg-amber-50 text-amber-800 ring-amber-200',
  active: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  rejected: 'bg-red-50 text-red-700 ring-red-200',
  inactive: 'bg-slate-100 text-slate-600 ring-slate-200',
  sold: 'bg-sky-50 text-sky-700 ring-sky-200',
  cancelled: 'bg-slate-100 text-slate-500 ring-slate-200',
};

const isStatus = (value: string): value is AdStatus => Object.hasOwn(TONES, value);

/**
 * A listing's status as a colour-coded pill (admin §4, My Ads, the trader's products): Draft, Pending review,
 * Active, Rejected, Inactive, Sold, Canceled in the current language; an unknown status as it is, in grey.
 */
export function ListingStatusPill({ status }: { status: string }) {
  const labels = useListingLabels();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        isStatus(status) ? TONES[status] : TONES.draft,
      )}
    >
      {labels.status(status)}
    </span>
  );
}
