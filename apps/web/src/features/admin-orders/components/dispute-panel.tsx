import { Link } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { DisputeMessageForm, type DisputeMessageValues } from '@/entities/dispute/dispute-message-form';
import { DisputeThread } from '@/entities/dispute/dispute-thread';
import { EvidenceTimeline } from '@/entities/dispute/evidence-timeline';
import { cn } from '@/lib/cn';
import { formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { LoadingState } from '@/ui/loading-state';
import { useDispute, usePostDisputeMessage } from '../api/disputes';
import { DisputeDecisionForm } from './dispute-decision-form';

/** One dispute: the order, both parties' statements and thread, a reply box and, while open, the decision. */
export function DisputePanel({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const dispute = useDispute(id);
  const post = usePostDisputeMessage();
  if (dispute.isPending) return <LoadingState label={t('common.loading')} />;
  if (dispute.isError) return <p className="text-sm text-red-700">{t('adminPanel.disputes.loadFailed')}</p>;
  const d = dispute.data;
  const sar = (value: number) => formatSar(value, i18n.language);

  const send = ({ message, photos }: DisputeMessageValues) =>
    post.mutateAsync({ id, message, photos }).catch((e: unknown) => {
      toast.error(errorMessage(t, e, { fallback: t('adminPanel.disputes.sendFailed') }));
      throw e;
    });

  return (
    <div className="space-y-5 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-bold">
            {t('adminPanel.disputes.orderTitle')}{' '}
            <Link to={paths.admin.order.getHref(d.orderId)} className="text-brand-700 hover:underline" dir="ltr">
              {d.orderNumber}
            </Link>
          </h2>
          <p className="text-sm text-slate-500">
            {t('adminPanel.disputes.parties', { buyer: d.buyer.name, seller: d.seller.name })} ·{' '}
            {t('adminPanel.disputes.held', { amount: sar(d.escrow), total: sar(d.orderTotal) })}
          </p>
        </div>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
            d.status === 'open' ? 'bg-amber-50 text-amber-800 ring-amber-200' : 'bg-emerald-50 text-emerald-700 ring-emerald-200',
          )}
        >
          {t(`adminPanel.disputes.status.${d.status === 'open' ? 'open' : 'resolved'}`)}
        </span>
      </div>
      <div className="rounded-lg bg-slate-50 p-3 text-sm">
        <p className="font-semibold">{t(`adminPanel.disputes.reasons.${d.reason as 'other'}`, { defaultValue: d.reason })}</p>
        <p className="mt-1 whitespace-pre-line text-slate-700">{d.details}</p>
      </div>
      <DisputeThread className="max-h-80 overflow-y-auto" messages={d.messages} isOwn={(m) => m.role === 'admin'} />
      <h3 className="text-sm font-bold text-slate-900">{t('orders.evidence.title')}</h3>
      <EvidenceTimeline className="max-h-80 overflow-y-auto" entries={d.evidence} />
      <DisputeMessageForm
        label={t('adminPanel.disputes.reply')}
        sendLabel={t('adminPanel.disputes.send')}
        isSending={post.isPending}
        onSend={send}
      />
      {d.status === 'open' ? (
        <DisputeDecisionForm disputeId={id} />
      ) : (
        <p className="border-t border-slate-100 pt-4 text-sm text-slate-700">
          {t(`adminPanel.disputes.decisions.${(d.resolution ?? 'release') as 'release'}`)}
          {d.refundAmount ? ` · ${sar(d.refundAmount)}` : ''}
          {d.decisionNote ? ` · ${d.decisionNote}` : ''}
        </p>
      )}
    </div>
  );
}
