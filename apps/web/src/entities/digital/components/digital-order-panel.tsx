import type { TOrderView } from '@gamesouq/core';
import { Copy, KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { Button } from '@/ui/button';
import { useAnswerReport, useMarkDelivered, useReportCode, useRevealCodes } from '../api/digital-order';
import { CodeReportForm } from './code-report-form';
import { ReplacementCodeForm } from './replacement-code-form';

type Revealed = { id: string; code: string }[];

/**
 * A digital order's delivery (ADR 020). The buyer reveals the code (behind a step: the reveal is recorded and starts
 * the protection window), copies it, and may report it within the window; the seller answers a report with another
 * code or a refund, and marks a service delivered.
 */
export function DigitalOrderPanel({ order }: { order: TOrderView }) {
  const { t, i18n } = useTranslation();
  const digital = order.digital!;
  const titleId = useId();
  const reveal = useRevealCodes();
  const report = useReportCode();
  const answer = useAnswerReport();
  const delivered = useMarkDelivered();
  const [codes, setCodes] = useState<Revealed | null>(null);
  const date = (value: string) => formatDateTime(value, i18n.language);
  const failed = (error: unknown) => toast.error(errorMessage(t, error, { fallback: t('digitalOrder.failed') }));

  const copy = async (code: string) => {
    await navigator.clipboard.writeText(code).catch(() => undefined);
    toast.success(t('digitalOrder.copied'));
  };

  return (
    <section aria-labelledby={titleId} className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={titleId} className="flex items-center gap-2 text-base font-bold text-slate-900">
        <KeyRound aria-hidden="true" className="size-5 text-violet-600" />
        {t(digital.kind === 'digital_code' ? 'digitalOrder.codeTitle' : 'digitalOrder.serviceTitle')}
      </h2>

      {digital.canReveal ? (
        codes ? (
          <ul className="space-y-2">
            {codes.map((code) => (
              <li key={code.id} className="flex flex-wrap items-center gap-2 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
                <output
                  dir="ltr"
                  className="min-w-0 flex-1 break-all font-mono text-lg font-bold text-slate-900"
                  data-testid="revealed-code"
                >
                  {code.code}
                </output>
                <Button variant="secondary" size="sm" onClick={() => void copy(code.code)}>
                  <Copy aria-hidden="true" className="size-4" />
                  {t('digitalOrder.copy')}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <div className="space-y-2">
            <p className="text-sm text-slate-600">
              {t(digital.codes.some((c) => c.revealedAt) ? 'digitalOrder.showAgain' : 'digitalOrder.revealHint')}
            </p>
            <Button
              isLoading={reveal.isPending}
              onClick={() => reveal.mutate(order.id, { onSuccess: (reply) => setCodes(reply.codes), onError: failed })}
            >
              {t('digitalOrder.reveal')}
            </Button>
          </div>
        )
      ) : null}

      {digital.reportUntil && order.status === 'shipped' ? (
        <p className="text-sm text-slate-600">{t('digitalOrder.reportUntil', { date: date(digital.reportUntil) })}</p>
      ) : null}

      {digital.canReport ? (
        <CodeReportForm
          isPending={report.isPending}
          onReport={(values) =>
            report.mutate({ orderId: order.id, ...values }, { onSuccess: () => toast.success(t('digitalOrder.reported')), onError: failed })
          }
        />
      ) : null}

      {digital.report ? (
        <div role="status" className="space-y-1 rounded-xl bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
          <p className="font-semibold text-slate-900">
            {t(`digitalOrder.reportStatus.${digital.report.status}`)} · {t(`digitalOrder.reasons.${digital.report.reason}`)}
          </p>
          {digital.report.status === 'open' ? (
            <p className="text-slate-600">{t('digitalOrder.sellerDeadline', { date: date(digital.report.sellerDeadline) })}</p>
          ) : null}
        </div>
      ) : null}

      {digital.canAnswerReport ? (
        <div className="space-y-2">
          <div className="flex flex-wrap gap-2">
            <Button
              isLoading={answer.isPending && answer.variables?.action === 'replace' && !answer.variables.code}
              onClick={() =>
                answer.mutate(
                  { orderId: order.id, action: 'replace' },
                  { onSuccess: () => toast.success(t('digitalOrder.replaced')), onError: failed },
                )
              }
            >
              {t('digitalOrder.sendFromStock')}
            </Button>
            <Button
              variant="danger"
              isLoading={answer.isPending && answer.variables?.action === 'refund'}
              onClick={() =>
                answer.mutate(
                  { orderId: order.id, action: 'refund' },
                  { onSuccess: () => toast.success(t('digitalOrder.refunded')), onError: failed },
                )
              }
            >
              {t('digitalOrder.refund')}
            </Button>
          </div>
          <ReplacementCodeForm
            onSend={(code, onSent) =>
              answer.mutate(
                { orderId: order.id, action: 'replace', code },
                {
                  onSuccess: () => {
                    onSent();
                    toast.success(t('digitalOrder.replaced'));
                  },
                  onError: failed,
                },
              )
            }
          />
        </div>
      ) : null}

      {digital.deliverBy && (order.status === 'pending' || order.status === 'processing') ? (
        <p className="text-sm text-slate-600">{t('digitalOrder.deliverBy', { date: date(digital.deliverBy) })}</p>
      ) : null}
      {digital.canMarkDelivered ? (
        <Button
          isLoading={delivered.isPending}
          onClick={() => delivered.mutate(order.id, { onSuccess: () => toast.success(t('digitalOrder.markedDelivered')), onError: failed })}
        >
          {t('digitalOrder.markDelivered')}
        </Button>
      ) : null}
    </section>
  );
}
