import { MAX_DISPUTE_PHOTOS } from '@gamesouq/core';
import { ShieldAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { cn } from '@/lib/cn';
import { useCurrentUser } from '@/lib/current-user';
import { formatDateTime, formatSar } from '@/lib/format';
import { errorMessage } from '@/lib/messages';
import { Button } from '@/ui/button';
import { PhotoAttach } from '@/ui/photo-attach';
import { PrivatePhotos } from '@/ui/private-photos';
import { Spinner } from '@/ui/spinner';
import { TextAreaField } from '@/ui/text-field';
import { useDispute } from '../api/get-dispute';
import { useSendDisputeMessage } from '../api/send-dispute-message';
import { useOrderLabels } from '../lib/use-order-labels';

const ROLE_TONES = {
  buyer: 'bg-brand-50 text-brand-700',
  seller: 'bg-emerald-50 text-emerald-700',
  admin: 'bg-amber-100 text-amber-800',
} as const;

/** The dispute of an order: reason, details, status and decision, and the thread of buyer, seller and admin. */
export function DisputePanel({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation();
  const labels = useOrderLabels();
  const { user } = useCurrentUser();
  const { data: dispute, isPending, isError } = useDispute(orderId);
  const sendMessage = useSendDisputeMessage();
  const [message, setMessage] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = message.trim();
    if (!text && photos.length === 0) {
      setError(t('validation.disputeMessageRequired'));
      return;
    }
    sendMessage.mutate(
      { orderId, message: text, photos },
      {
        onSuccess: () => {
          setMessage('');
          setPhotos([]);
          toast.success(t('orders.dispute.messageSent'));
        },
        onError: (failure) => toast.error(errorMessage(t, failure, { fallback: t('orders.dispute.messageFailed') })),
      },
    );
  }

  return (
    <section aria-labelledby="dispute-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-amber-200">
      <h2 id="dispute-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <ShieldAlert aria-hidden="true" className="size-5 text-amber-600" />
        {t('orders.dispute.panelTitle')}
      </h2>
      {isPending ? (
        <Spinner className="mt-4" />
      ) : isError ? (
        <p role="alert" className="mt-3 text-sm text-red-600">
          {t('orders.dispute.loadFailed')}
        </p>
      ) : (
        <>
          <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-xs text-slate-500">{t('orders.dispute.statusLabel')}</dt>
              <dd className="font-semibold text-slate-900">{labels.disputeStatus(dispute.status)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{t('orders.dispute.reason')}</dt>
              <dd className="font-semibold text-slate-900">{labels.disputeReason(dispute.reason)}</dd>
            </div>
            {dispute.resolution ? (
              <div>
                <dt className="text-xs text-slate-500">{t('orders.dispute.resolution')}</dt>
                <dd className="font-semibold text-slate-900">
                  {labels.resolution(dispute.resolution)}
                  {dispute.refundAmount !== null ? ` · ${formatSar(dispute.refundAmount, i18n.language)}` : ''}
                </dd>
              </div>
            ) : null}
            {dispute.decisionNote ? (
              <div>
                <dt className="text-xs text-slate-500">{t('orders.dispute.decisionNote')}</dt>
                <dd className="text-slate-900">
                  <bdi>{dispute.decisionNote}</bdi>
                </dd>
              </div>
            ) : null}
            <div className="sm:col-span-2">
              <dt className="text-xs text-slate-500">{t('orders.dispute.details')}</dt>
              <dd className="whitespace-pre-line text-slate-900">
                <bdi>{dispute.details}</bdi>
              </dd>
            </div>
          </dl>

          <h3 className="mt-6 text-sm font-bold text-slate-900">{t('orders.dispute.thread')}</h3>
          {dispute.messages.length === 0 ? (
            <p className="mt-2 text-sm text-slate-500">{t('orders.dispute.noMessages')}</p>
          ) : (
            <ol className="mt-3 space-y-3">
              {dispute.messages.map((entry) => {
                const isMine = entry.authorId === user?.id;
                return (
                  <li
                    key={entry.id}
                    className={cn('max-w-[85%] rounded-2xl px-4 py-2.5 text-sm', isMine ? 'ms-auto bg-brand-50' : 'me-auto bg-slate-100')}
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
                );
              })}
            </ol>
          )}

          {dispute.status === 'open' ? (
            <form onSubmit={onSubmit} noValidate className="mt-4 space-y-2">
              <TextAreaField
                label={t('orders.dispute.message')}
                maxLength={2000}
                rows={3}
                className="[&_textarea]:min-h-20"
                error={error ?? undefined}
                value={message}
                onChange={(event) => {
                  setMessage(event.target.value);
                  setError(null);
                }}
              />
              <div className="flex flex-wrap items-start justify-between gap-2">
                <PhotoAttach files={photos} onChange={setPhotos} max={MAX_DISPUTE_PHOTOS} />
                <Button type="submit" size="sm" isLoading={sendMessage.isPending}>
                  {t('orders.dispute.send')}
                </Button>
              </div>
            </form>
          ) : null}
        </>
      )}
    </section>
  );
}
