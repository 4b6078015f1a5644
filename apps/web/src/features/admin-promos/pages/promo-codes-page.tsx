import { Pencil, Plus, TicketPercent, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatNumber, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { ListState } from '@/ui/list/list-state';
import { ListTable } from '@/ui/list/list-table';
import { ListToolbar } from '@/ui/list/list-toolbar';
import { useListQuery } from '@/ui/list/use-list-query';
import { useSelection } from '@/ui/list/use-selection';
import { PageHeader } from '@/ui/page-header';
import {
  type PromoBulkAction,
  type PromoCode,
  type PromoQuery,
  useBulkPromos,
  useDeletePromo,
  usePromoCodes,
  useSavePromo,
  useTogglePromo,
} from '../api/promo-codes';
import { PromoFormDialog } from '../components/promo-form-dialog';
import { PromoStatusPill } from '../components/promo-status-pill';
import { UsageBar } from '../components/usage-bar';

/** Promo Codes (admin §2): the table with statuses and usage bars, search, sort, bulk actions and the create/edit modal. */
export function PromoCodesPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('adminPanel.promos.title'));
  const { query, debounced, change, setPage } = useListQuery<PromoQuery>({ page: 1, search: '', sort: 'date' });
  const list = usePromoCodes(debounced);
  const save = useSavePromo();
  const toggle = useTogglePromo();
  const remove = useDeletePromo();
  const bulk = useBulkPromos();
  const [editing, setEditing] = useState<PromoCode | 'new' | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<PromoCode | null>(null);

  const rows = list.data?.promoCodes ?? [];
  const { selected, isAllSelected, toggle: toggleRow, toggleAll, clear } = useSelection(rows.map((row) => row.id));
  const valueText = (promo: PromoCode) =>
    promo.type === 'percentage' ? `${formatNumber(promo.value, i18n.language)}%` : formatSar(promo.value, i18n.language);

  async function runBulk(action: PromoBulkAction) {
    try {
      await bulk.mutateAsync({ action, ids: [...selected] });
      toast.success(t('adminPanel.promos.bulkDone', { action: t(`adminPanel.promos.bulk.${action}`) }));
      clear();
    } catch {
      toast.error(t('adminPanel.promos.errors.bulk', { action: t(`adminPanel.promos.bulk.${action}`) }));
    }
  }

  return (
    <section className="space-y-6">
      <PageHeader
        title={t('adminPanel.promos.title')}
        subtitle={t('adminPanel.promos.subtitle')}
        actions={
          <Button
            onClick={() => {
              setFormError(null);
              setEditing('new');
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('adminPanel.promos.create')}
          </Button>
        }
      />
      <ListToolbar
        search={{
          label: t('adminPanel.common.search'),
          placeholder: t('adminPanel.promos.search'),
          value: query.search,
          onChange: (search) => change({ search }),
          className: 'w-full sm:w-72',
        }}
        sort={{
          label: t('adminPanel.common.sortBy'),
          value: query.sort,
          onChange: (sort) => change({ sort }),
          options: (['date', 'code', 'usage'] as const).map((value) => ({ value, label: t(`adminPanel.promos.sort.${value}`) })),
        }}
        end={
          selected.size > 0 ? (
            <div className="ms-auto flex flex-wrap gap-2">
              {(['activate', 'deactivate', 'delete'] as const).map((action) => (
                <Button
                  key={action}
                  size="sm"
                  variant={action === 'delete' ? 'danger' : 'secondary'}
                  isLoading={bulk.isPending}
                  onClick={() => void runBulk(action)}
                >
                  {t(`adminPanel.promos.bulkButton.${action}`, { n: selected.size })}
                </Button>
              ))}
            </div>
          ) : null
        }
      />

      <ListState
        list={list}
        isEmpty={rows.length === 0}
        icon={TicketPercent}
        loadingLabel={t('adminPanel.promos.loading')}
        errorTitle={t('adminPanel.promos.errors.fetch')}
        emptyTitle={t('adminPanel.promos.empty')}
        pager={{ page: query.page, pagination: list.data?.pagination, onChange: setPage }}
      >
        <ListTable
          minWidth="min-w-[52rem]"
          lead={
            <th className="w-10 px-4 py-3">
              <input
                type="checkbox"
                aria-label={t('adminPanel.promos.selectAll')}
                checked={isAllSelected}
                onChange={toggleAll}
                className="size-4 accent-brand-600"
              />
            </th>
          }
          columns={(['code', 'value', 'expires', 'usage', 'status', 'actions'] as const).map((column) => ({
            key: column,
            label: t(`adminPanel.promos.columns.${column}`),
          }))}
        >
          {rows.map((promo) => (
            <tr key={promo.id}>
              <td className="px-4 py-3">
                <input
                  type="checkbox"
                  aria-label={t('adminPanel.promos.selectRow', { code: promo.code })}
                  checked={selected.has(promo.id)}
                  onChange={() => toggleRow(promo.id)}
                  className="size-4 accent-brand-600"
                />
              </td>
              <td className="px-4 py-3 font-mono font-semibold" dir="ltr">
                {promo.code}
              </td>
              <td className="px-4 py-3">
                {valueText(promo)}
                <span className="block text-xs text-slate-500">{t(`adminPanel.promos.types.${promo.type}`)}</span>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(promo.expiresAt, i18n.language)}</td>
              <td className="px-4 py-3">
                <UsageBar used={promo.usedCount} limit={promo.usageLimit} />
              </td>
              <td className="px-4 py-3">
                <PromoStatusPill status={promo.status} />
              </td>
              <td className="px-4 py-3">
                <div className="flex items-center gap-1">
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() =>
                      void toggle
                        .mutateAsync({ id: promo.id, active: !promo.active })
                        .then(() => toast.success(t(promo.active ? 'adminPanel.promos.deactivated' : 'adminPanel.promos.activated')))
                        .catch(() => toast.error(t('adminPanel.promos.errors.status')))
                    }
                  >
                    {t(promo.active ? 'adminPanel.promos.deactivate' : 'adminPanel.promos.activate')}
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={t('adminPanel.promos.edit', { code: promo.code })}
                    onClick={() => {
                      setFormError(null);
                      setEditing(promo);
                    }}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={t('adminPanel.promos.delete', { code: promo.code })}
                    onClick={() => setDeleting(promo)}
                  >
                    <Trash2 aria-hidden="true" className="size-4 text-red-600" />
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </ListTable>
      </ListState>

      <PromoFormDialog
        isOpen={editing !== null}
        promo={editing === 'new' ? null : editing}
        isBusy={save.isPending}
        error={formError}
        onClose={() => setEditing(null)}
        onSave={(input) => {
          const isNew = editing === 'new';
          save
            .mutateAsync({ id: isNew ? undefined : editing?.id, input })
            .then(() => {
              toast.success(t(isNew ? 'adminPanel.promos.created' : 'adminPanel.promos.updated'));
              setEditing(null);
            })
            .catch((error: unknown) => {
              const fallback = t(isNew ? 'adminPanel.promos.errors.create' : 'adminPanel.promos.errors.update');
              setFormError(error instanceof ApiError && error.status === 409 ? t('adminPanel.promos.errors.exists') : fallback);
            });
        }}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('adminPanel.promos.deleteTitle', { code: deleting?.code ?? '' })}
        description={t('adminPanel.common.cannotUndo')}
        confirmLabel={t('adminPanel.common.delete')}
        isBusy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove
            .mutateAsync(deleting.id)
            .then(() => toast.success(t('adminPanel.promos.deleted')))
            .catch(() => toast.error(t('adminPanel.promos.errors.delete')))
            .finally(() => setDeleting(null));
        }}
      />
    </section>
  );
}
