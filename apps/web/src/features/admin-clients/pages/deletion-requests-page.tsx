import { TriangleAlert, UserX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { cn } from '@/lib/cn';
import { formatDateTime, formatNumber, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { ListState } from '@/ui/list/list-state';
import { ListToolbar } from '@/ui/list/list-toolbar';
import { useListQuery } from '@/ui/list/use-list-query';
import { PageHeader } from '@/ui/page-header';
import { ReasonDialog } from '@/ui/reason-dialog';
import {
  type DeletionRequest,
  type DeletionRequestsFilter,
  useDecideDeletion,
  useDeletionRequests,
  usePendingDeletionCount,
} from '../api/deletion-requests';

const STATUS_TONES: Record<DeletionRequest['status'], string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  completed: 'bg-slate-100 text-slate-700 ring-slate-200',
  declined: 'bg-red-50 text-red-700 ring-red-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** What still stands in the way of closing the account, in the reader's language. */
function useBlockers(request: DeletionRequest) {
  const { t, i18n } = useTranslation();
  const { openOrders, balances } = request;
  return [
    openOrders > 0 ? t('adminPanel.deletion.blockers.orders', { count: openOrders, n: formatNumber(openOrders, i18n.language) }) : null,
    balances.pending > 0 ? t('adminPanel.deletion.blockers.escrow', { amount: formatSar(balances.pending, i18n.language) }) : null,
    balances.held > 0 ? t('adminPanel.deletion.blockers.withdrawals', { amount: formatSar(balances.held, i18n.language) }) : null,
  ].filter((text): text is string => text !== null);
}

function RequestCard({
  request,
  isBusy,
  onClose,
  onDecline,
}: {
  request: DeletionRequest;
  isBusy: boolean;
  onClose: () => void;
  onDecline: () => void;
}) {
  const { t, i18n } = useTranslation();
  const blockers = useBlockers(request);
  const name = request.user?.name ?? t('adminPanel.deletion.unknownUser');
  const isPending = request.status === 'pending';
  return (
    <li className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <article aria-label={t('adminPanel.deletion.cardLabel', { name })} className="space-y-3">
        <div className="flex flex-wrap items-start gap-3">
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900">{name}</p>
            <p className="text-sm text-slate-500">
              <bdi>{[request.user?.email, request.user?.phone].filter(Boolean).join(' · ') || '—'}</bdi>
            </p>
            <p className="mt-1 text-xs text-slate-500">
              {t('adminPanel.deletion.requestedAt', { date: formatDateTime(request.createdAt, i18n.language) })}
            </p>
          </div>
          <span className={cn('rounded-full px-2.5 py-1 text-xs font-semibold ring-1', STATUS_TONES[request.status])}>
            {t(`adminPanel.deletion.status.${request.status}`)}
          </span>
        </div>
        <p className="text-sm text-slate-700">
          <span className="font-medium">{t('adminPanel.deletion.reason')}: </span>
          {request.reason || t('adminPanel.deletion.noReason')}
        </p>
        {isPending ? (
          <dl className="grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-4">
            {(
              [
                ['openOrders', formatNumber(request.openOrders, i18n.language)],
                ['available', formatSar(request.balances.available, i18n.language)],
                ['escrow', formatSar(request.balances.pending, i18n.language)],
                ['withdrawals', formatSar(request.balances.held, i18n.language)],
              ] as const
            ).map(([key, value]) => (
              <div key={key}>
                <dt className="text-xs text-slate-500">{t(`adminPanel.deletion.figures.${key}`)}</dt>
                <dd className="font-semibold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {isPending && blockers.length > 0 ? (
          <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{t('adminPanel.deletion.blocked', { list: blockers.join(i18n.language === 'ar' ? '، ' : ', ') })}</span>
          </p>
        ) : null}
        {request.status === 'declined' && request.decisionReason ? (
          <p className="text-sm text-red-700">{t('adminPanel.deletion.declinedWith', { reason: request.decisionReason })}</p>
        ) : null}
        {request.decidedAt ? (
          <p className="text-xs text-slate-500">
            {t('adminPanel.deletion.decidedBy', {
              name: request.decidedBy ?? '—',
              date: formatDateTime(request.decidedAt, i18n.language),
            })}
          </p>
        ) : null}
        {isPending ? (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="danger" disabled={isBusy || blockers.length > 0} onClick={onClose}>
              {t('adminPanel.deletion.close')}
            </Button>
            <Button size="sm" variant="secondary" disabled={isBusy} onClick={onDecline}>
              {t('adminPanel.deletion.decline')}
            </Button>
          </div>
        ) : null}
      </article>
    </li>
  );
}

/** Account deletion requests: close a settled account (anonymised and suspended) or decline with a reason. */
export function DeletionRequestsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('adminPanel.deletion.title'));
  const { query, change, setPage } = useListQuery<{ status: DeletionRequestsFilter; page: number }>({ status: 'pending', page: 1 });
  const list = useDeletionRequests(query.status, query.page);
  const pending = usePendingDeletionCount();
  const decide = useDecideDeletion();
  const [closing, setClosing] = useState<DeletionRequest | null>(null);
  const [declining, setDeclining] = useState<DeletionRequest | null>(null);

  useEffect(() => {
    if (list.isError) toast.error(t('adminPanel.deletion.errors.load'));
  }, [list.isError, t]);

  const close = (request: DeletionRequest) =>
    decide
      .mutateAsync({ id: request.id, action: 'close' })
      .then(() => toast.success(t('adminPanel.deletion.closed')))
      .catch((error: unknown) => toast.error(errorMessage(t, error, { fallback: t('adminPanel.deletion.errors.close') })))
      .finally(() => setClosing(null));
  const decline = (request: DeletionRequest, reason: string) =>
    decide
      .mutateAsync({ id: request.id, action: 'decline', reason })
      .then(() => {
        toast.success(t('adminPanel.deletion.declined'));
        setDeclining(null);
      })
      .catch((error: unknown) => toast.error(errorMessage(t, error, { fallback: t('adminPanel.deletion.errors.decline') })));

  const requests = list.data?.requests ?? [];
  return (
    <section className="space-y-6">
      <PageHeader
        title={t('adminPanel.deletion.title')}
        subtitle={
          pending.data !== undefined
            ? t('adminPanel.deletion.pendingCount', { count: pending.data, n: formatNumber(pending.data, i18n.language) })
            : t('adminPanel.deletion.subtitle')
        }
      />
      <ListToolbar
        filter={{
          label: t('adminPanel.common.status'),
          value: query.status,
          onChange: (status) => change({ status }),
          options: (['pending', 'completed', 'declined', 'all'] as const).map((value) => ({
            value,
            label: t(`adminPanel.deletion.filter.${value}`),
          })),
        }}
      />
      <ListState
        list={list}
        isEmpty={requests.length === 0}
        icon={UserX}
        loadingLabel={t('adminPanel.deletion.loading')}
        errorTitle={t('adminPanel.deletion.errors.load')}
        emptyTitle={t('adminPanel.deletion.empty')}
        pager={{ page: query.page, pagination: list.data?.pagination, onChange: setPage }}
      >
        <ul className="space-y-4">
          {requests.map((request) => (
            <RequestCard
              key={request.id}
              request={request}
              isBusy={decide.isPending}
              onClose={() => setClosing(request)}
              onDecline={() => setDeclining(request)}
            />
          ))}
        </ul>
      </ListState>

      <ConfirmDialog
        isOpen={closing !== null}
        title={t('adminPanel.deletion.closeTitle', { name: closing?.user?.name ?? '' })}
        description={t('adminPanel.deletion.closeText')}
        confirmLabel={t('adminPanel.deletion.close')}
        isBusy={decide.isPending}
        onCancel={() => setClosing(null)}
        onConfirm={() => closing && void close(closing)}
      />
      <ReasonDialog
        isOpen={declining !== null}
        title={t('adminPanel.deletion.declineTitle')}
        label={t('adminPanel.deletion.declineReason')}
        placeholder={t('adminPanel.deletion.declinePlaceholder')}
        confirmLabel={t('adminPanel.deletion.decline')}
        isBusy={decide.isPending}
        onCancel={() => setDeclining(null)}
        onConfirm={(reason) => declining && void decline(declining, reason)}
      />
    </section>
  );
}
