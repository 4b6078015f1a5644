import { ShieldAlert } from 'lucide-react';
import { toast } from 'sonner';
import { DisputeMessageForm, type DisputeMessageValues } from '@/entities/dispute/dispute-message-form';
import { DISPUTE_SECTION_ID } from '@/entities/dispute/dispute-state-pill';
import { DisputeThread } from '@/entities/dispute/dispute-thread';
import { EvidenceTimeline } from '@/entities/dispute/evidence-timeline';
import { useCurrentUser } from '@/lib/current-user';
import { formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { Spinner } from '@/ui/spinner';
import { useDispute } from '../api/get-dispute';
import { useSendDisputeMessage } from '../api/send-dispute-message';
import { useOrderLabels } from '../lib/use-order-labels';

/** The dispute of an order: reason, details, status and decision, and the thread of buyer, seller and admin. */
export function DisputePanel({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation();
  const labels = useOrderLabels();
  const { user } = useCurrentUser();
  const { data: dispute, isPending, isError } = useDispute(orderId);
  const sendMessage = useSendDisputeMessage();

  const send = ({ message, photos }: DisputeMessageValues) =>
    sendMessage.mutateAsync({ orderId, message, photos }).then(
      () => toast.success(t('orders.dispute.messageSent')),
      (failure: unknown) => {
        toast.error(errorMessage(t, failure, { fallback: t('orders.dispute.messageFailed') }));
        throw failure;
      },
    );

  return (
    <section
      id={DISPUTE_SECTION_ID}
      tabIndex={-1}
      aria-labelledby="dispute-title"
      className="scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-amber-200 focus:outline-none"
    >
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
          <DisputeThread className="mt-3" messages={dispute.messages} isOwn={(entry) => entry.authorId === user?.id} />

          <h3 className="mt-6 text-sm font-bold text-slate-900">{t('orders.evidence.title')}</h3>
          <EvidenceTimeline className="mt-3" entries={dispute.evidence} />

          {dispute.status === 'open' ? (
            <DisputeMessageForm
              className="mt-4 space-y-2"
              label={t('orders.dispute.message')}
              sendLabel={t('orders.dispute.send')}
              isSending={sendMessage.isPending}
              onSend={send}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
