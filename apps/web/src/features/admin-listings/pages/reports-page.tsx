import { Flag } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ListingStatusPill } from '@/entities/listing/listing-status-pill';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdImage } from '@/ui/ad-image';
import { Button } from '@/ui/button';
import { ListState } from '@/ui/list/list-state';
import { ListToolbar } from '@/ui/list/list-toolbar';
import { useListQuery } from '@/ui/list/use-list-query';
import { PageHeader } from '@/ui/page-header';
import { ReasonDialog } from '@/ui/reason-dialog';
import { type ReportsFilter, useDecideReports, useOpenReportsCount, useReports } from '../api/reports';

/** Listing reports grouped by listing: dismiss them, or take the listing down with a reason the seller is told. */
export function ReportsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('adminPanel.reports.title'));
  const { query, change, setPage } = useListQuery<{ status: ReportsFilter; page: number }>({ status: 'open', page: 1 });
  const list = useReports(query.status, query.page);
  const open = useOpenReportsCount();
  const decide = useDecideReports();
  const [takingDown, setTakingDown] = useState<string | null>(null);

  const run = (listingId: string, action: 'dismiss' | 'take_down', reason?: string) =>
    decide
      .mutateAsync({ listingId, action, reason })
      .then(() => {
        toast.success(t(action === 'dismiss' ? 'adminPanel.reports.dismissed' : 'adminPanel.reports.takenDown'));
        setTakingDown(null);
      })
      .catch(() => toast.error(t('adminPanel.reports.failed')));

  return (
    <section className="space-y-6">
      <PageHeader
        title={t('adminPanel.reports.title')}
        subtitle={
          open.data !== undefined
            ? t('adminPanel.reports.openCount', { count: open.data, n: formatNumber(open.data, i18n.language) })
            : undefined
        }
      />
      <ListToolbar
        filter={{
          label: t('adminPanel.common.status'),
          value: query.status,
          onChange: (status) => change({ status }),
          options: (['open', 'closed', 'all'] as const).map((value) => ({ value, label: t(`adminPanel.reports.filter.${value}`) })),
        }}
      />
      <ListState
        list={list}
        isEmpty={!list.data?.reports.length}
        icon={Flag}
        loadingLabel={t('common.loading')}
        emptyTitle={t('adminPanel.reports.empty')}
        pager={{ page: query.page, pagination: list.data?.pagination, onChange: setPage }}
      >
        <ul className="space-y-4">
          {(list.data?.reports ?? []).map((group) => {
            const hasOpen = group.reports.some((r) => r.status === 'open');
            return (
              <li key={group.listing.id} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                <div className="flex flex-wrap items-center gap-4">
                  <AdImage src={group.listing.image} alt="" width={56} height={56} className="size-14 rounded-lg object-cover" />
                  <div className="min-w-0 flex-1">
                    <p dir="auto" className="truncate font-semibold">
                      {group.listing.title}
                    </p>
                    <p className="text-sm text-slate-500">
                      {group.listing.seller.name} ·{' '}
                      {t('adminPanel.reports.count', { count: group.reportCount, n: formatNumber(group.reportCount, i18n.language) })}
                    </p>
                  </div>
                  <ListingStatusPill status={group.listing.status} />
                  {hasOpen ? (
                    <div className="flex gap-2">
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={decide.isPending}
                        onClick={() => void run(group.listing.id, 'dismiss')}
                      >
                        {t('adminPanel.reports.dismiss')}
                      </Button>
                      <Button size="sm" variant="danger" disabled={decide.isPending} onClick={() => setTakingDown(group.listing.id)}>
                        {t('adminPanel.reports.takeDown')}
                      </Button>
                    </div>
                  ) : null}
                </div>
                <ul className="mt-3 divide-y divide-slate-100 text-sm">
                  {group.reports.map((report) => (
                    <li key={report.id} className="py-2">
                      <p>
                        <span className="font-medium">
                          {t(`adminPanel.reports.reasons.${report.reason as 'other'}`, { defaultValue: report.reason })}
                        </span>
                        <span className="text-slate-500">
                          {' '}
                          · {report.reporter} · {formatDateTime(report.createdAt, i18n.language)}
                        </span>
                      </p>
                      {report.details ? <p className="text-slate-600">{report.details}</p> : null}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </ListState>
      <ReasonDialog
        isOpen={takingDown !== null}
        title={t('adminPanel.reports.takeDownTitle')}
        label={t('adminPanel.reports.reasonLabel')}
        placeholder={t('adminPanel.reports.reasonPlaceholder')}
        confirmLabel={t('adminPanel.reports.takeDown')}
        isBusy={decide.isPending}
        onCancel={() => setTakingDown(null)}
        onConfirm={(reason) => takingDown && void run(takingDown, 'take_down', reason)}
      />
    </section>
  );
}
