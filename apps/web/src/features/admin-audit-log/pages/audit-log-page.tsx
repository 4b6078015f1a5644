import { History } from 'lucide-react';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ListState } from '@/ui/list/list-state';
import { ListToolbar } from '@/ui/list/list-toolbar';
import { useListQuery } from '@/ui/list/use-list-query';
import { PageHeader } from '@/ui/page-header';
import { useAuditLog } from '../api/audit-log';

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

/** Every admin action: who, what, on which record, when, and the record before and after. */
export function AuditLogPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('adminPanel.audit.title'));
  const { query, debounced, change, setPage } = useListQuery({ search: '', page: 1 });
  const log = useAuditLog({ page: query.page, action: debounced.search });
  return (
    <section className="space-y-6">
      <PageHeader title={t('adminPanel.audit.title')} subtitle={t('adminPanel.audit.subtitle')} />
      <ListToolbar
        search={{
          label: t('adminPanel.audit.filter'),
          value: query.search,
          onChange: (search) => change({ search }),
          className: 'w-full sm:w-72',
        }}
      />
      <ListState
        list={log}
        isEmpty={!log.data?.entries.length}
        icon={History}
        loadingLabel={t('common.loading')}
        emptyTitle={t('adminPanel.audit.empty')}
        pager={{ page: query.page, pagination: log.data?.pagination, onChange: setPage }}
      >
        <ul className="space-y-3">
          {(log.data?.entries ?? []).map((entry) => (
            <li key={entry.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
                <p>
                  <span className="font-semibold">{entry.admin.name}</span>{' '}
                  {/* What was done in words; its code (what the filter matches) beside it. A write no route named is
                      recorded as its method and path, and shows that code alone. */}
                  {t(`adminPanel.audit.actions.${entry.action as 'ads.approve'}`, { defaultValue: '' })}
                  <code className="mx-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs" dir="ltr">
                    {entry.action}
                  </code>
                  <span className="text-slate-500">
                    {/* The kind of record in the reader's language; one without a name here shows its code. */}
                    {t(`adminPanel.audit.entities.${entry.entityType as 'listing'}`, { defaultValue: entry.entityType })}
                    {entry.entityId ? (
                      <>
                        {' '}
                        <bdi dir="ltr">{entry.entityId.slice(0, 8)}</bdi>
                      </>
                    ) : null}
                  </span>
                </p>
                <time className="text-xs text-slate-500" dateTime={entry.createdAt}>
                  {formatDateTime(entry.createdAt, i18n.language)}
                </time>
              </div>
              <details className="mt-2 text-xs">
                <summary className="cursor-pointer text-brand-700">{t('adminPanel.audit.changes')}</summary>
                <div className="mt-2 grid gap-2 md:grid-cols-2" dir="ltr">
                  <div>
                    <p className="font-semibold text-slate-600">{t('adminPanel.audit.before')}</p>
                    <pre className="mt-1 max-h-64 overflow-auto rounded bg-slate-50 p-2">{json(entry.before)}</pre>
                  </div>
                  <div>
                    <p className="font-semibold text-slate-600">{t('adminPanel.audit.after')}</p>
                    <pre className="mt-1 max-h-64 overflow-auto rounded bg-slate-50 p-2">{json(entry.after)}</pre>
                  </div>
                </div>
              </details>
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  );
}
