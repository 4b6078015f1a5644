import { CODE_REPORT_REASONS, type CodeReportReason, type TOrderView } from '@gamesouq/core';
import { Copy, KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { Button } from '@/ui/button';
import { inputClasses } from '@/ui/text-field';
import { useAnswerReport, useMarkDelivered, useReportCode, useRevealCodes } from '../api/digital-order';

type Revealed = { id: string; code: string }[];

/**
 * A digital order's delivery (ADR 020). The buyer reveals the code (behind a step: the reveal is recorded and starts
 * the protection window), copies it, and may report it within the window; the seller answers a report with another
 * code or a refund, and marks a service delivered.
 */
export function DigitalOrderPanel({ order }: { order: TOrderView }) {
  const { t, i18n } = useTranslation();
  const digital = order.digital!;
  const ids = { title: useId(), reason: useId(), details: useId(), code: useId() };
  const reveal = useRevealCodes();
  const report = useReportCode();
  const answer = useAnswerReport();
  const delivered = useMarkDelivered();
  const [codes, setCodes] = useState<Revealed | null>(null);
  const [reason, setReason] = useState<CodeReportReason>('not_working');
  const [details, setDetails] = useState('');
  const [typed, setTyped] = useState('');
  const date = (value: string) => formatDateTime(value, i18n.language);
  const failed = (error: unknown) => toast.error(errorMessage(t, error, { fallback: t('digitalOrder.failed') }));

  const copy = async (code: string) => {
    await navigator.clipboard.writeText(code).catch(() => undefined);
    toast.success(t('digitalOrder.copied'));
  };

  return (
    <section aria-labelledby={ids.title} className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={ids.title} className="flex items-center gap-2 text-base font-bold text-slate-900">
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
        <form
          className="space-y-2 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200"
          onSubmit={(event) => {
            event.preventDefault();
            report.mutate(
              { orderId: order.id, reason, details },
              { onSuccess: () => toast.success(t('digitalOrder.reported')), onError: failed },
            );
          }}
        >
          <label htmlFor={ids.reason} className="block text-sm font-semibold text-slate-800">
            {t('digitalOrder.reportReason')}
          </label>
          <select id={ids.reason} value={reason} onChange={(e) => setReason(e.target.value as CodeReportReason)} className={inputClasses}>
            {CODE_REPORT_REASONS.map((value) => (
              <option key={value} value={value}>
                {t(`digitalOrder.reasons.${value}`)}
              </option>
            ))}
          </select>
          <label htmlFor={ids.details} className="block text-sm font-semibold text-slate-800">
            {t('digitalOrder.reportDetails')}
          </label>
          <input
            id={ids.details}
            value={details}
            maxLength={1000}
            onChange={(e) => setDetails(e.target.value)}
            className={inputClasses}
            dir="auto"
          />
          <Button type="submit" variant="secondary" isLoading={report.isPending}>
            {t('digitalOrder.report')}
          </Button>
        </form>
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
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              answer.mutate(
                { orderId: order.id, action: 'replace', code: typed.trim() },
                {
                  onSuccess: () => {
                    setTyped('');
                    toast.success(t('digitalOrder.replaced'));
                  },
                  onError: failed,
                },
              );
            }}
          >
            <div className="min-w-0 flex-1">
              <label htmlFor={ids.code} className="block text-sm font-semibold text-slate-800">
                {t('digitalOrder.typeCode')}
              </label>
              <input
                id={ids.code}
                dir="ltr"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                className={`${inputClasses} font-mono`}
                autoComplete="off"
              />
            </div>
            <Button type="submit" variant="secondary" disabled={!typed.trim()}>
              {t('digitalOrder.sendTyped')}
            </Button>
          </form>
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
