import { Flag, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { ListState } from '@/ui/list/list-state';
import { ListToolbar } from '@/ui/list/list-toolbar';
import { useListQuery } from '@/ui/list/use-list-query';
import { PageHeader } from '@/ui/page-header';
import { ReasonDialog } from '@/ui/reason-dialog';
import { type CodeReportRow, type CodeReportState, useCodeReports, useDecideCodeReport } from '../api/code-reports';

type Deciding = { report: CodeReportRow; decision: 'refund' | 'reject' };

/**
 * Code reports (ADR 034): buyers' reports of digital codes with the listing, both parties, the reason, the state and
 * the seller's deadline; open or decided. An open one is decided here (refund the buyer, or reject the report); a
 * seller with many upheld reports carries a Flagged badge. Codes are never shown to admins.
 */
export function CodeReportsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('adminPanel.codeReports.title'));
  const { query, change, setPage } = useListQuery<{ state: CodeReportState; page: number }>({ state: 'open', page: 1 });
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const list = useCodeReports(query.state, query.page);
  const decide = useDecideCodeReport();
  const date = (value: string) => formatDateTime(value, i18n.language);

  const confirm = (note: string) => {
    if (!deciding) return;
    decide.mutate(
      { orderId: deciding.report.orderId, decision: { decision: deciding.decision, note } },
      {
        onSuccess: () => {
          toast.success(t('adminPanel.codeReports.decided'));
          setDeciding(null);
        },
        onError: (error) => toast.error(errorMessage(t, error, { fallback: t('adminPanel.codeReports.decideFailed') })),
      },
    );
  };

  return (
    <section className="space-y-6">
      <PageHeader title={t('adminPanel.codeReports.title')} subtitle={t('adminPanel.codeReports.subtitle')} />
      <ListToolbar
        filter={{
          label: t('adminPanel.codeReports.state'),
          value: query.state,
          onChange: (state) => change({ state }),
          options: (['open', 'decided'] as const).map((value) => ({ value, label: t(`adminPanel.codeReports.filter.${value}`) })),
        }}
      />
      <ListState
        list={list}
        isEmpty={!list.data?.reports.length}
        icon={KeyRound}
        loadingLabel={t('common.loading')}
        errorTitle={t('adminPanel.codeReports.loadFailed')}
        canRetry={false}
        emptyTitle={t('adminPanel.codeReports.empty')}
        pager={{ page: query.page, pagination: list.data?.pagination, onChange: setPage }}
      >
        <ul className="space-y-3">
          {(list.data?.reports ?? []).map((report) => (
            <li key={report.id}>
              <article
                aria-label={t('adminPanel.codeReports.order', { number: `#${report.orderNumber}` })}
                className="space-y-3 rounded-2xl bg-white p-4 text-sm shadow-sm ring-1 ring-slate-200"
              >
                <header className="flex flex-wrap items-center justify-between gap-2">
                  <Link to={paths.admin.order.getHref(report.orderId)} className="font-bold text-brand-700 hover:underline">
                    {t('adminPanel.codeReports.order', { number: `#${report.orderNumber}` })}
                  </Link>
                  <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                    {t(`digitalOrder.reportStatus.${report.status}`)}
                  </span>
                </header>
                <dl className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                  <Fact label={t('adminPanel.codeReports.listing')} value={report.listing.title} />
                  <div className="min-w-0">
                    <dt className="text-xs text-slate-500">{t('adminPanel.codeReports.seller')}</dt>
                    <dd className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                      <bdi>{report.seller.name}</bdi>
                      {report.seller.flagged ? (
                        <span
                          title={t('adminPanel.codeReports.flaggedHint')}
                          className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700 ring-1 ring-red-200"
                        >
                          <Flag aria-hidden="true" className="size-3" />
                          {t('adminPanel.codeReports.flagged')}
                        </span>
                      ) : null}
                    </dd>
                    <dd className="text-xs text-slate-500">
                      {t('adminPanel.codeReports.upheld', { n: formatNumber(report.seller.validReports, i18n.language) })}
                    </dd>
                  </div>
                  <Fact label={t('adminPanel.codeReports.buyer')} value={report.buyer.name} />
                  <Fact label={t('adminPanel.codeReports.reason')} value={t(`digitalOrder.reasons.${report.reason}`)} />
                  {report.status === 'open' ? (
                    <Fact label={t('adminPanel.codeReports.deadline')} value={date(report.sellerDeadline)} />
                  ) : report.decidedAt ? (
                    <Fact
                      label={t('adminPanel.codeReports.state')}
                      value={t('adminPanel.codeReports.decidedAt', { date: date(report.decidedAt) })}
                    />
                  ) : null}
                </dl>
                {report.details ? <p className="rounded-lg bg-slate-50 px-3 py-2 text-slate-700">{report.details}</p> : null}
                {report.decisionNote ? <p className="text-slate-600">{report.decisionNote}</p> : null}
                {report.status === 'open' ? (
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="danger" onClick={() => setDeciding({ report, decision: 'refund' })}>
                      {t('adminPanel.codeReports.refund')}
                    </Button>
                    <Button size="sm" variant="secondary" onClick={() => setDeciding({ report, decision: 'reject' })}>
                      {t('adminPanel.codeReports.reject')}
                    </Button>
                  </div>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      </ListState>
      <ReasonDialog
        isOpen={deciding !== null}
        title={deciding ? t(`adminPanel.codeReports.${deciding.decision}`) : ''}
        label={t('adminPanel.codeReports.note')}
        placeholder={t('adminPanel.codeReports.notePlaceholder')}
        confirmLabel={deciding ? t(`adminPanel.codeReports.${deciding.decision}`) : ''}
        isBusy={decide.isPending}
        isRequired={false}
        onConfirm={confirm}
        onCancel={() => setDeciding(null)}
      />
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="truncate font-semibold text-slate-900">
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
}
