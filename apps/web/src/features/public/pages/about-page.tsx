import { BadgeCheck, Handshake, ShieldCheck, Target } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageHeader } from '../components/page-header';

export function AboutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('about.title'));
  const values = [
    { icon: ShieldCheck, key: 'trust' },
    { icon: BadgeCheck, key: 'quality' },
    { icon: Handshake, key: 'community' },
  ] as const;

  return (
    <>
      <PageHeader title={t('about.title')} intro={t('about.intro')} />
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-12 sm:px-6">
        <section className="grid gap-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10 md:grid-cols-[auto_1fr]">
          <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-600">
            <Target aria-hidden="true" className="size-7" />
          </span>
          <div className="space-y-4 text-slate-700">
            <h2 className="text-2xl font-bold text-slate-900">{t('about.missionTitle')}</h2>
            {t('about.mission', { returnObjects: true }).map((paragraph) => (
              <p key={paragraph} className="leading-relaxed">
                {paragraph}
              </p>
            ))}
          </div>
        </section>

        <section aria-labelledby="values-title">
          <h2 id="values-title" className="text-2xl font-bold text-slate-900">
            {t('about.valuesTitle')}
          </h2>
          <div className="mt-6 grid gap-5 md:grid-cols-3">
            {values.map(({ icon: Icon, key }) => (
              <div key={key} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <Icon aria-hidden="true" className="size-7 text-brand-600" />
                <h3 className="mt-3 text-lg font-bold text-slate-900">{t(`about.values.${key}.title`)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(`about.values.${key}.text`)}</p>
              </div>
            ))}
          </div>
        </section>
      </div>
    </>
  );
}
