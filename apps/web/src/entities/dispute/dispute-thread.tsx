import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { type PrivatePhoto, PrivatePhotos } from './private-photos';

/** A message of a dispute's thread, as both the order's and the back-office's dispute replies carry it. */
export type DisputeThreadMessage = {
  id: string;
  authorName: string;
  role: 'buyer' | 'seller' | 'admin';
  body: string;
  /** Served only to the parties and admins (fetched with the token). */
  photos: PrivatePhoto[];
  createdAt: string;
};

const ROLE_TONES = {
  buyer: 'bg-brand-50 text-brand-700',
  seller: 'bg-emerald-50 text-emerald-700',
  admin: 'bg-amber-100 text-amber-800',
} as const;

/**
 * The thread of buyer, seller and admin: each message with its author, their part in the dispute, the time, the text
 * and the private photos; the viewer's own side (`isOwn`) on the inline end.
 */
export function DisputeThread<M extends DisputeThreadMessage>({
  messages,
  isOwn,
  className,
}: {
  messages: M[];
  isOwn: (message: M) => boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  if (messages.length === 0) return <p className={cn('text-sm text-slate-500', className)}>{t('orders.dispute.noMessages')}</p>;
  return (
    <ol className={cn('space-y-3', className)}>
      {messages.map((entry) => (
        <li
          key={entry.id}
          className={cn('max-w-[85%] rounded-2xl px-4 py-2.5 text-sm', isOwn(entry) ? 'ms-auto bg-brand-50' : 'me-auto bg-slate-100')}
        >
          <p className="flex flex-wrap items-center gap-2 text-xs">
            <bdi className="font-semibold text-slate-900">{entry.authorName}</bdi>
            <span className={cn('rounded-full px-2 py-0.5 font-semibold', ROLE_TONES[entry.role] ?? ROLE_TONES.buyer)}>
              {t(`orders.dispute.roles.${entry.role}`)}
            </span>
            <time dateTime={entry.createdAt} className="text-slate-600">
              {formatDateTime(entry.createdAt, i18n.language)}
            </time>
          </p>
          {entry.body ? (
            <p className="mt-1 whitespace-pre-line text-slate-800">
              <bdi>{entry.body}</bdi>
            </p>
          ) : null}
          <PrivatePhotos photos={entry.photos} />
        </li>
      ))}
    </ol>
  );
}
