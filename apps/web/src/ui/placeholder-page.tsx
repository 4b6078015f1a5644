import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';

/** A page of the route table whose screen comes in a later issue. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <div className="mt-6 flex flex-col items-center rounded-xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-slate-200">
        <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-600">
          <Construction aria-hidden="true" className="size-6" />
        </span>
        <p className="mt-4 text-lg font-semibold text-slate-900">{t('common.comingSoon')}</p>
        <p className="mt-1 max-w-md text-sm text-slate-500">{t('common.comingSoonText')}</p>
      </div>
    </section>
  );
}
