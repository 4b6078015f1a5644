import { Gavel } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { formatDate, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { EmptyState } from '@/ui/empty-state';
import { ListState } from '@/ui/list/list-state';
import { ListToolbar } from '@/ui/list/list-toolbar';
import { useListQuery } from '@/ui/list/use-list-query';
import { PageHeader } from '@/ui/page-header';
import { type DisputeStatusFilter, useDisputes } from '../api/disputes';
import { DisputePanel } from '../components/dispute-panel';

/** Disputes: the queue with a status filter and the chosen dispute's panel to read, reply and decide. */
export function DisputesPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('adminPanel.disputes.title'));
  const { query, change, setPage } = useListQuery<{ status: DisputeStatusFilter; page: number }>({ status: 'open', page: 1 });
  const [selected, setSelected] = useState<string | null>(null);
  const list = useDisputes(query.status, query.page);
  return (
    <section className="space-y-6">
      <PageHeader title={t('adminPanel.disputes.title')} subtitle={t('adminPanel.disputes.subtitle')} />
      <ListToolbar
        filter={{
          label: t('adminPanel.common.status'),
          value: query.status,
          onChange: (status) => change({ status }),
          options: (['open', 'resolved', 'all'] as const).map((value) => ({ value, label: t(`adminPanel.disputes.filter.${value}`) })),
        }}
      />
      <div className="grid gap-6 lg:grid-cols-[22rem_1fr]">
        <div className="space-y-3">
          <ListState
            list={list}
            isEmpty={!list.data?.disputes.length}
            icon={Gavel}
            loadingLabel={t('common.loading')}
            emptyTitle={t('adminPanel.disputes.empty')}
            pager={{ page: query.page, pagination: list.data?.pagination, onChange: setPage }}
          >
            <ul className="space-y-2">
              {(list.data?.disputes ?? []).map((d) => (
                <li key={d.id}>
                  <button
                    type="button"
                    aria-pressed={selected === d.id}
                    onClick={() => setSelected(d.id)}
                    className={cn(
                      'w-full rounded-xl bg-white p-4 text-start shadow-sm ring-1 ring-slate-200 hover:ring-brand-300',
                      selected === d.id && 'ring-2 ring-brand-500',
                    )}
                  >
                    <p className="flex justify-between font-semibold">
                      <span dir="ltr">{d.orderNumber}</span>
                      <span>{formatSar(d.total, i18n.language)}</span>
                    </p>
                    <p className="text-sm text-slate-600">
                      {t(`adminPanel.disputes.reasons.${d.reason as 'other'}`, { defaultValue: d.reason })}
                    </p>
                    <p className="text-xs text-slate-500">
                      {d.buyerName} → {d.sellerName} · {formatDate(d.createdAt, i18n.language)}
                    </p>
                  </button>
                </li>
              ))}
            </ul>
          </ListState>
        </div>
        {selected ? <DisputePanel key={selected} id={selected} /> : <EmptyState icon={Gavel} title={t('adminPanel.disputes.pick')} />}
      </div>
    </section>
  );
}
