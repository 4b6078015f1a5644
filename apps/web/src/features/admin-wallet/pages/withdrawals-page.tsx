import { Banknote, CircleCheck, CircleX, Clock, Download, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { formatDateTime, formatNumber, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { ledgerText } from '@/lib/ledger-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { ListState } from '@/ui/list/list-state';
import { ListTable } from '@/ui/list/list-table';
import { ListToolbar } from '@/ui/list/list-toolbar';
import { useListQuery } from '@/ui/list/use-list-query';
import { useSelection } from '@/ui/list/use-selection';
import { PageHeader } from '@/ui/page-header';
import { ReasonDialog } from '@/ui/reason-dialog';
import { StatCard } from '@/ui/stat-card';
import {
  type AdminWithdrawal,
  useAdminWithdrawals,
  useDecideWithdrawals,
  useExportTransferFile,
  useWithdrawalCounts,
  WITHDRAWALS_PAGE_SIZE,
  type WithdrawalsQuery,
} from '../api/withdrawals';
import { PayDialog } from '../components/pay-dialog';
import { ShowingRange } from '../components/showing-text';
import { WithdrawalStatusPill, withdrawalStatusOf } from '../components/withdrawal-status-pill';

const serverText = (error: unknown) => (error instanceof ApiError && error.message ? error.message : null);

/** Withdrawal Management (admin §2): summary cards, filter, sort, search, selection and single or bulk decisions. */
export function WithdrawalsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('adminPanel.withdrawals.title'));
  const { query, debounced, change, setPage } = useListQuery<WithdrawalsQuery>({ page: 1, status: 'all', sort: 'date', search: '' });
  const list = useAdminWithdrawals(debounced);
  const counts = useWithdrawalCounts();
  const decide = useDecideWithdrawals();
  /** The rows of the open reject dialog, and whether it was opened from the selection (Reject Selected) or a row. */
  const [rejecting, setRejecting] = useState<{ ids: string[]; isBulk: boolean } | null>(null);
  /** The rows of the open pay dialog (a payment needs the bank's transfer reference and a confirmation). */
  const [paying, setPaying] = useState<{ rows: AdminWithdrawal[]; isBulk: boolean } | null>(null);
  const exportFile = useExportTransferFile();

  useEffect(() => {
    if (list.isError) toast.error(t('adminPanel.withdrawals.errors.load'));
  }, [list.isError, t]);

  const rows = list.data?.withdrawals ?? [];
  const pending = rows.filter((row) => withdrawalStatusOf(row.status) === 'pending');
  const { selected, isAllSelected, toggle, toggleAll, clear } = useSelection(pending.map((row) => row.id));
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page, filter or search starts with nothing selected.
  useEffect(clear, [debounced.page, debounced.status, debounced.sort, debounced.search]);
  const n = (value: number | undefined) => formatNumber(value ?? 0, i18n.language);

  async function submit(
    { ids, isBulk }: { ids: string[]; isBulk: boolean },
    action: 'approve' | 'reject',
    { reason, reference }: { reason?: string; reference?: string },
  ) {
    if (ids.length === 0) {
      toast.error(t('adminPanel.withdrawals.selectFirst'));
      return;
    }
    try {
      const reply = await decide.mutateAsync({ ids, action, reason, reference, isBulk });
      // The bulk reply's message is English: the result is worded here by the number decided, in the reader's language.
      const count = 'processed' in reply && typeof reply.processed === 'number' ? reply.processed : ids.length;
      toast.success(
        isBulk
          ? t(action === 'approve' ? 'adminPanel.withdrawals.bulkApproved' : 'adminPanel.withdrawals.bulkRejected', { count })
          : t(action === 'approve' ? 'adminPanel.withdrawals.approved' : 'adminPanel.withdrawals.rejected'),
      );
      clear();
      setRejecting(null);
      setPaying(null);
    } catch (error) {
      const fallback = isBulk
        ? 'adminPanel.withdrawals.errors.bulk'
        : action === 'approve'
          ? 'adminPanel.withdrawals.errors.approve'
          : 'adminPanel.withdrawals.errors.reject';
      toast.error(serverText(error) ?? t(fallback));
    }
  }

  const pagination = list.data?.pagination;
  return (
    <section className="space-y-6">
      <PageHeader
        title={t('adminPanel.withdrawals.title')}
        subtitle={t('adminPanel.withdrawals.subtitle')}
        actions={
          <>
            <Button
              variant="secondary"
              isLoading={exportFile.isPending}
              onClick={() => exportFile.mutateAsync().catch(() => toast.error(t('adminPanel.withdrawals.errors.export')))}
            >
              <Download aria-hidden="true" className="size-4" />
              {t('adminPanel.withdrawals.export')}
            </Button>
            <Button variant="secondary" isLoading={list.isFetching} onClick={() => void Promise.all([list.refetch(), counts.refetch()])}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {t('adminPanel.common.refresh')}
            </Button>
          </>
        }
      />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard icon={Banknote} label={t('adminPanel.withdrawals.cards.total')} value={n(counts.data?.total)} />
        <StatCard icon={Clock} tone="amber" label={t('adminPanel.withdrawals.cards.pending')} value={n(counts.data?.pending)} />
        <StatCard icon={CircleCheck} tone="emerald" label={t('adminPanel.withdrawals.cards.approved')} value={n(counts.data?.approved)} />
        <StatCard icon={CircleX} tone="red" label={t('adminPanel.withdrawals.cards.rejected')} value={n(counts.data?.rejected)} />
      </div>

      <ListToolbar
        search={{
          label: t('adminPanel.common.search'),
          placeholder: t('adminPanel.withdrawals.searchPlaceholder'),
          value: query.search,
          onChange: (search) => change({ search }),
        }}
        filter={{
          label: t('adminPanel.withdrawals.statusFilter'),
          value: query.status,
          onChange: (status) => change({ status }),
          options: (['all', 'pending', 'approved', 'rejected'] as const).map((value) => ({
            value,
            label: t(`adminPanel.withdrawals.filter.${value}`),
          })),
        }}
        sort={{
          label: t('adminPanel.common.sortBy'),
          value: query.sort,
          onChange: (sort) => change({ sort }),
          options: (['date', 'amount', 'status'] as const).map((value) => ({ value, label: t(`adminPanel.withdrawals.sort.${value}`) })),
        }}
        end={
          selected.size > 0 ? (
            <div className="ms-auto flex gap-2">
              <Button size="sm" onClick={() => setPaying({ rows: pending.filter((row) => selected.has(row.id)), isBulk: true })}>
                {t('adminPanel.withdrawals.approveSelected', { n: selected.size })}
              </Button>
              <Button size="sm" variant="danger" onClick={() => setRejecting({ ids: [...selected], isBulk: true })}>
                {t('adminPanel.withdrawals.rejectSelected', { n: selected.size })}
              </Button>
            </div>
          ) : null
        }
      />

      <ListState
        list={list}
        isEmpty={rows.length === 0}
        icon={Banknote}
        loadingLabel={t('adminPanel.withdrawals.loading')}
        emptyTitle={t('adminPanel.withdrawals.empty')}
        pager={{
          numbers: 'window',
          page: query.page,
          pagination,
          onChange: setPage,
          summary:
            pagination && pagination.totalPages > 1 ? (
              <ShowingRange page={pagination.currentPage} limit={WITHDRAWALS_PAGE_SIZE} total={pagination.totalItems} />
            ) : undefined,
        }}
      >
        <ListTable
          minWidth="min-w-[56rem]"
          lead={
            <th className="w-10 px-4 py-3">
              <input
                type="checkbox"
                aria-label={t('adminPanel.withdrawals.selectAll')}
                checked={isAllSelected}
                disabled={pending.length === 0}
                onChange={toggleAll}
                className="size-4 accent-brand-600"
              />
            </th>
          }
          columns={(['user', 'amount', 'accountInfo', 'status', 'requested', 'actions'] as const).map((column) => ({
            key: column,
            label: t(`adminPanel.withdrawals.columns.${column}`),
          }))}
        >
          {rows.map((row) => {
            const isPending = withdrawalStatusOf(row.status) === 'pending';
            return (
              <tr key={row.id} className="align-top">
                <td className="px-4 py-3">
                  {isPending ? (
                    <input
                      type="checkbox"
                      aria-label={t('adminPanel.withdrawals.selectRow', { name: row.user_name })}
                      checked={selected.has(row.id)}
                      onChange={() => toggle(row.id)}
                      className="size-4 accent-brand-600"
                    />
                  ) : null}
                </td>
                <td className="px-4 py-3">
                  <p className="font-medium text-slate-900">{row.user_name}</p>
                  <p className="text-xs text-slate-500" dir="ltr">
                    {row.user_email}
                  </p>
                </td>
                <td className="px-4 py-3 font-semibold whitespace-nowrap">{formatSar(row.amount, i18n.language)}</td>
                <td className="px-4 py-3">
                  <p>
                    <bdi>{row.account_info ? ledgerText(t, row.account_info) : '—'}</bdi>
                  </p>
                  {row.description ? <p className="text-xs text-slate-500">{ledgerText(t, row.description)}</p> : null}
                </td>
                <td className="px-4 py-3">
                  <WithdrawalStatusPill status={row.status} />
                  {row.transfer_reference ? (
                    <p className="mt-1 text-xs text-slate-600">
                      {t('adminPanel.withdrawals.paidWith')} <bdi dir="ltr">{row.transfer_reference}</bdi>
                    </p>
                  ) : null}
                  {row.status === 'rejected' && row.rejection_reason ? (
                    <p className="mt-1 max-w-48 text-xs text-red-700">{row.rejection_reason}</p>
                  ) : null}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-600">{formatDateTime(row.requested_at, i18n.language)}</td>
                <td className="px-4 py-3">
                  {isPending ? (
                    <div className="flex gap-2">
                      <Button
                        size="sm"
                        disabled={decide.isPending}
                        onClick={() => setPaying({ rows: [row], isBulk: false })}
                        aria-label={t('adminPanel.withdrawals.approveFor', { name: row.user_name })}
                      >
                        {t('adminPanel.withdrawals.approve')}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={decide.isPending}
                        onClick={() => setRejecting({ ids: [row.id], isBulk: false })}
                        aria-label={t('adminPanel.withdrawals.rejectFor', { name: row.user_name })}
                      >
                        {t('adminPanel.withdrawals.reject')}
                      </Button>
                    </div>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </ListTable>
      </ListState>

      <ReasonDialog
        isOpen={rejecting !== null}
        title={t(rejecting?.isBulk ? 'adminPanel.withdrawals.rejectManyTitle' : 'adminPanel.withdrawals.rejectOneTitle')}
        label={t('adminPanel.withdrawals.reasonLabel')}
        placeholder={t('adminPanel.withdrawals.reasonPlaceholder')}
        confirmLabel={t('adminPanel.withdrawals.reject')}
        isBusy={decide.isPending}
        onCancel={() => setRejecting(null)}
        onConfirm={(reason) => rejecting && void submit(rejecting, 'reject', { reason })}
      />
      <PayDialog
        rows={paying?.rows ?? null}
        isBusy={decide.isPending}
        onCancel={() => setPaying(null)}
        onConfirm={(reference) =>
          paying && void submit({ ids: paying.rows.map((row) => row.id), isBulk: paying.isBulk }, 'approve', { reference })
        }
      />
    </section>
  );
}
