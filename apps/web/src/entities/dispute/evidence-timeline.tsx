import type { TEvidenceEntry } from '@gamesouq/core';
import { FileText, KeyRound, MessageSquare, Package, Truck } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { PrivatePhotos } from './private-photos';

const ICONS = { milestone: Package, carrier: Truck, message: MessageSquare, code_reveal: KeyRound } as const;

/** What happened to a disputed order, oldest first: milestones, the carrier's events, messages with photos, code reveals. */
export function EvidenceTimeline({ entries, className }: { entries: TEvidenceEntry[]; className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <ol className={cn('space-y-3 border-s-2 border-violet-200 ps-4', className)} aria-label={t('orders.evidence.title')}>
      {entries.map((entry, index) => {
        const Icon = ICONS[entry.kind] ?? FileText;
        return (
          // The entries have no id of their own; their order never changes.
          // biome-ignore lint/suspicious/noArrayIndexKey: a timeline read once, never reordered
          <li key={index} className="text-sm">
            <p className="flex flex-wrap items-center gap-2">
              <Icon aria-hidden="true" className="size-4 shrink-0 text-violet-600" />
              <span className="font-semibold text-slate-900">
                {t(`orders.evidence.${entry.kind}.${entry.event}`, { defaultValue: t(`orders.evidence.${entry.kind}.default`) })}
              </span>
              <span className="text-xs text-slate-500">{t(`orders.evidence.roles.${entry.role}`)}</span>
              <time dateTime={entry.at} className="text-xs text-slate-500">
                {formatDateTime(entry.at, i18n.language)}
              </time>
            </p>
            {entry.body ? (
              <p className="mt-1 whitespace-pre-line text-slate-700">
                <bdi>{entry.body}</bdi>
              </p>
            ) : null}
            {entry.photos ? <PrivatePhotos photos={entry.photos} /> : null}
          </li>
        );
      })}
    </ol>
  );
}
