import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/current-user';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The admin's start page; statistics, categories and recent orders come with the admin issue. */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  useDocumentTitle(t('admin.dashboard.title'));
  return (
    <section className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('admin.dashboard.title')}</h1>
        <p className="mt-1 text-sm text-slate-500">{t('admin.dashboard.greeting', { name: user?.name ?? '' })}</p>
      </div>
      <div className="rounded-xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-slate-200">
        <p className="text-lg font-semibold text-slate-900">{t('common.comingSoon')}</p>
        <p className="mx-auto mt-1 max-w-md text-sm text-slate-500">{t('admin.dashboard.comingSoonText')}</p>
      </div>
    </section>
  );
}
