import { RotateCcw, ServerCrash } from 'lucide-react';
import { toast } from 'sonner';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LoadingState } from '@/ui/loading-state';
import { useDeadJobs, useRetryDeadJob } from './api';

/** Background jobs (notifications to deliver, the escrow sweep, the mailer) that failed every attempt, to run again. */
export function DeadJobsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('adminPanel.deadJobs.title'));
  const jobs = useDeadJobs();
  const retry = useRetryDeadJob();
  const onRetry = (id: string) =>
    retry
      .mutateAsync(id)
      .then(() => toast.success(t('adminPanel.deadJobs.retried')))
      .catch((error: unknown) => toast.error(errorMessage(t, error, { fallback: t('adminPanel.deadJobs.retryFailed') })));
  return (
    <section className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('adminPanel.deadJobs.title')}</h1>
        <p className="mt-1 text-sm text-slate-500">{t('adminPanel.deadJobs.subtitle')}</p>
      </div>
      {jobs.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : jobs.isError ? (
        <EmptyState
          icon={ServerCrash}
          title={t('adminPanel.deadJobs.loadFailed')}
          action={<Button onClick={() => void jobs.refetch()}>{t('common.tryAgain')}</Button>}
        />
      ) : jobs.data.jobs.length === 0 ? (
        <EmptyState icon={ServerCrash} title={t('adminPanel.deadJobs.empty')} />
      ) : (
        <ul className="space-y-3">
          {jobs.data.jobs.map((job) => (
            <li key={job.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="space-y-1 text-sm">
                  <p>
                    <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs" dir="ltr">
                      {job.eventType ? `${job.task} · ${job.eventType}` : job.task}
                    </code>
                  </p>
                  <p className="text-slate-500">
                    {t('adminPanel.deadJobs.failedAt', {
                      when: formatDateTime(job.failedAt, i18n.language),
                      attempts: job.attempts,
                    })}
                  </p>
                </div>
                <Button size="sm" variant="secondary" disabled={retry.isPending} onClick={() => void onRetry(job.id)}>
                  <RotateCcw aria-hidden="true" className="size-4" />
                  {t('adminPanel.deadJobs.retry')}
                </Button>
              </div>
              {job.lastError ? (
                <pre className="mt-2 max-h-40 overflow-auto rounded bg-slate-50 p-2 text-xs" dir="ltr">
                  {job.lastError}
                </pre>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
