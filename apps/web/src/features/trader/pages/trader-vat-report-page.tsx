import { VAT_REPORT_PERIODS, type VatReportPeriod, vatReportDays, ZVatReportQuery } from '@gamesouq/core';
import { FileSpreadsheet, FileText } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { cn } from '@/lib/cn';
import { formatDate, formatNumber, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { errorMessage, translateMessage } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { FormAlert } from '@/ui/form-alert';
import { LoadingState } from '@/ui/loading-state';
import { TextField } from '@/ui/text-field';
import { useDownloadVatReport, useVatReport, type VatReport } from '../api/vat-report';
import { LoadError } from '../components/load-error';

/** Today in Saudi time (the report's days), as YYYY-MM-DD. */
const riyadhToday = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
type Choice = VatReportPeriod | 'custom';

/** The trader's VAT report (design §8): a month, a quarter or chosen days, on screen and as PDF or CSV. */
export function TraderVatReportPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('trader.nav.vatReport'));
  const today = riyadhToday();
  const [choice, setChoice] = useState<Choice>('month');
  const [custom, setCustom] = useState(vatReportDays('month', today));
  const days = choice === 'custom' ? custom : vatReportDays(choice, today);
  const checked = ZVatReportQuery.safeParse(days);
  const rangeError = checked.success ? null : translateMessage(t, checked.error.issues[0]!.message);

  return (
    <section className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('trader.nav.vatReport')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('traderPanel.vatReport.intro')}</p>
      </div>
      <div className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">{t('traderPanel.vatReport.period')}</legend>
          <div className="flex flex-wrap gap-2">
            {[...VAT_REPORT_PERIODS, 'custom' as const].map((value) => (
              <label
                key={value}
                className={cn(
                  'cursor-pointer rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-inset has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
                  choice === value
                    ? 'bg-brand-50 text-brand-800 ring-brand-300'
                    : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50',
                )}
              >
                <input
                  type="radio"
                  name="period"
                  value={value}
                  checked={choice === value}
                  onChange={() => setChoice(value)}
                  className="sr-only"
                />
                {t(`traderPanel.vatReport.periods.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {choice === 'custom' ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t('traderPanel.vatReport.from')}
              type="date"
              max={today}
              value={custom.from}
              onChange={(event) => setCustom({ ...custom, from: event.target.value })}
            />
            <TextField
              label={t('traderPanel.vatReport.to')}
              type="date"
              max={today}
              value={custom.to}
              onChange={(event) => setCustom({ ...custom, to: event.target.value })}
              error={rangeError ?? undefined}
            />
          </div>
        ) : null}
      </div>
      {checked.success ? <ReportView from={days.from} to={days.to} /> : null}
    </section>
  );
}

function ReportView({ from, to }: { from: string; to: string }) {
  const { t, i18n } = useTranslation();
  const report = useVatReport({ from, to });
  if (report.isPending) return <LoadingState label={t('common.loading')} />;
  if (report.isError)
    return <LoadError error={report.error} fallback={t('traderPanel.vatReport.loadFailed')} onRetry={() => void report.refetch()} />;
  const data = report.data;
  const sar = (value: number) => formatSar(value, i18n.language);
  const cards = [
    [t('traderPanel.vatReport.gross'), data.totals.gross],
    [t('traderPanel.vatReport.net'), data.totals.net],
    [t('traderPanel.vatReport.vat'), data.totals.vat],
    [t('traderPanel.vatReport.commission'), data.totals.commission],
    [t('traderPanel.vatReport.commissionVat'), data.totals.commissionVat],
    [t('traderPanel.vatReport.platformPromo'), data.totals.platformPromo],
  ] as const;
  return (
    <>
      <Registration report={data} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map(([label, amount]) => (
          <div key={label} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <p className="text-sm text-slate-500">{label}</p>
            <p className="mt-2 text-2xl font-bold text-slate-900 tabular-nums">{sar(amount)}</p>
          </div>
        ))}
      </div>
      <Downloads from={from} to={to} />
      <section className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <h2 className="px-5 pt-5 font-semibold text-slate-900">
          {t('traderPanel.vatReport.orders', { count: data.totals.orders, n: formatNumber(data.totals.orders, i18n.language) })}
        </h2>
        {data.orders.length === 0 ? (
          <p className="p-5 text-sm text-slate-600">{t('traderPanel.vatReport.none')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="mt-3 w-full text-sm">
              <thead className="bg-slate-50 text-xs text-slate-500">
                <tr>
                  {(['order', 'date', 'gross', 'net', 'vat', 'commission', 'commissionVat'] as const).map((key) => (
                    <th
                      key={key}
                      scope="col"
                      className={cn('px-4 py-2 font-medium', key === 'order' || key === 'date' ? 'text-start' : 'text-end')}
                    >
                      {t(`traderPanel.vatReport.columns.${key}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.orders.map((order) => (
                  <tr key={order.id}>
                    <td className="px-4 py-2 font-medium whitespace-nowrap">
                      <bdi>{order.orderId}</bdi>
                    </td>
                    <td className="px-4 py-2 whitespace-nowrap">{formatDate(order.date, i18n.language)}</td>
                    {(['gross', 'net', 'vat', 'commission', 'commissionVat'] as const).map((key) => (
                      <td key={key} className="px-4 py-2 text-end whitespace-nowrap tabular-nums">
                        {sar(order[key])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

function Registration({ report }: { report: VatReport }) {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-3 rounded-2xl bg-white p-5 text-sm shadow-sm ring-1 ring-slate-200 sm:grid-cols-3">
      {(
        [
          [t('traderPanel.vatReport.vatNumber'), report.seller.vatNumber],
          [t('traderPanel.vatReport.crNumber'), report.seller.crNumber],
          [t('traderPanel.vatReport.platformVatNumber'), report.platformVatNumber],
        ] as const
      ).map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-500">{label}</dt>
          <dd className="mt-0.5 font-medium text-slate-900">
            {value ? <bdi dir="ltr">{value}</bdi> : t('traderPanel.vatReport.notRegistered')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Downloads({ from, to }: { from: string; to: string }) {
  const { t, i18n } = useTranslation();
  const download = useDownloadVatReport();
  const [failure, setFailure] = useState<string | null>(null);
  const save = (format: 'pdf' | 'csv') => {
    setFailure(null);
    download.mutate(
      { from, to, format, lang: i18n.language === 'ar' ? 'ar' : 'en' },
      {
        onSuccess: () => toast.success(t('traderPanel.vatReport.downloaded')),
        onError: (error) => setFailure(errorMessage(t, error, { fallback: t('traderPanel.vatReport.downloadFailed') })),
      },
    );
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => save('pdf')} isLoading={download.isPending && download.variables?.format === 'pdf'}>
          <FileText aria-hidden="true" className="size-4" />
          {t('traderPanel.vatReport.downloadPdf')}
        </Button>
        <Button variant="secondary" onClick={() => save('csv')} isLoading={download.isPending && download.variables?.format === 'csv'}>
          <FileSpreadsheet aria-hidden="true" className="size-4" />
          {t('traderPanel.vatReport.downloadCsv')}
        </Button>
      </div>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
    </div>
  );
}
