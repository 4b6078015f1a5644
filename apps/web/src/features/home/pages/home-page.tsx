import { PackageSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/current-user';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The marketplace home; the listings, filters and banners arrive with the marketplace issue. */
export function HomePage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  useDocumentTitle(t('home.title'));
  return (
    <section className="mx-auto max-w-6xl">
      <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-900 via-brand-800 to-indigo-700 px-6 py-8 text-white sm:px-10 sm:py-10">
        <div aria-hidden="true" className="bg-grid absolute inset-0 opacity-10" />
        <div className="relative">
          <h1 className="text-3xl font-extrabold tracking-tight">{t('home.title')}</h1>
          <p className="mt-2 text-brand-100">{t('home.welcome', { name: user?.name ?? '' })}</p>
        </div>
      </div>
      <div className="mt-6 flex flex-col items-center rounded-xl bg-white px-6 py-16 text-center shadow-sm ring-1 ring-slate-200">
        <span className="grid size-14 place-items-center rounded-full bg-slate-100 text-slate-500">
          <PackageSearch aria-hidden="true" className="size-7" />
        </span>
        <p className="mt-4 text-lg font-semibold text-slate-900">{t('home.empty')}</p>
        <p className="mt-1 max-w-md text-sm text-slate-500">{t('home.emptyHint')}</p>
      </div>
    </section>
  );
}
