import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { BackButton } from '@/ui/back-button';

/** The banner of the static pages: Back to Home, the title and an intro line. */
export function PageHeader({ title, intro }: { title: string; intro?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-indigo-800 text-white">
      <div aria-hidden="true" className="bg-grid absolute inset-0 opacity-10" />
      <div className="relative mx-auto max-w-5xl px-4 pt-6 pb-14 sm:px-6">
        <div className="-ms-2 [&_button]:text-white/85 [&_button:hover]:bg-white/10 [&_button:hover]:text-white">
          <BackButton to={paths.landing.getHref()} label={t('common.backToHome')} />
        </div>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        {intro ? <p className="mt-3 max-w-2xl text-base text-brand-100">{intro}</p> : null}
      </div>
    </div>
  );
}
