import { Gavel } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatDate, formatSar } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CompactSelect } from '@/ui/compact-select';
import { EmptyState } from '@/ui/empty-state';
import { LoadingState } from '@/ui/loading-state';
import { PageHeader } from '@/ui/page-header';
import { Pagination } from '@/ui/pagination';
import { type DisputeStatusFilter, useDisputes } from '../api/disputes';
import { DisputePanel } from '../components/dispute-panel';

/** Disputes: the queue with a status filter and the chosen dispute's panel to read, reply and decide. */
export function DisputesPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('adminPanel.disputes.title'));
  const [status, setStatus] = useState<DisputeStatusFilter>('open');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const list = useDisputes(status, page);
  return (
    <section className="space-y-6">
      <PageHeader title={t('adminPanel.disputes.title')} subtitle={t('adminPanel.disputes.subtitle')} />
      <CompactSelect
        label={t('adminPanel.common.status')}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
        options={(['open', 'resolved', 'all'] as const).map((value) => ({ value, label: t(`adminPanel.disputes.filter.${value}`) }))}
      />
      <div className="grid gap-6 lg:grid-cols-[22rem_1fr]">
        <div className="space-y-3">
          {list.isPending ? (
            <LoadingState label={t('common.loading')} />
          ) : !list.data?.disputes.length ? (
            <EmptyState icon={Gavel} title={t('adminPanel.disputes.empty')} />
          ) : (
            <ul className="space-y-2">
              {list.data.disputes.map((d) => (
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
          )}
          {list.data ? <Pagination page={page} totalPages={list.data.pagination.totalPages} onChange={setPage} /> : null}
        </div>
        {selected ? <DisputePanel key={selected} id={selected} /> : <EmptyState icon={Gavel} title={t('adminPanel.disputes.pick')} />}
      </div>
    </section>
  );
}
