import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageHeader } from '../components/page-header';

const SECTIONS = [
  'termsOfUse',
  'aboutUs',
  'termsAndConditions',
  'ourResponsibility',
  'userRegistration',
  'prohibitedGoods',
  'securityPolicy',
] as const;
type Section = (typeof SECTIONS)[number];

function TermsSection({ section, isOpen, onToggle }: { section: Section; isOpen: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const buttonId = `${id}-button`;
  const paragraphs = t(`terms.sections.${section}.body`, { returnObjects: true });
  return (
    <div className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <h2>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={id}
          id={buttonId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-start text-base font-bold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500 sm:px-6"
        >
          {t(`terms.sections.${section}.title`)}
          <ChevronDown aria-hidden="true" className={cn('size-5 shrink-0 text-slate-500 transition-transform', isOpen && 'rotate-180')} />
        </button>
      </h2>
      <section
        id={id}
        aria-labelledby={buttonId}
        hidden={!isOpen}
        className="space-y-3 px-5 pb-5 text-sm leading-relaxed text-slate-600 sm:px-6"
      >
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
    </div>
  );
}

/** Seven sections that open and close independently; Terms of Use starts open. */
export function TermsPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ReadonlySet<Section>>(() => new Set(['termsOfUse']));
  useDocumentTitle(t('terms.title'));

  const toggle = (section: Section) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(section)) next.delete(section);
      else next.add(section);
      return next;
    });

  return (
    <>
      <PageHeader title={t('terms.title')} intro={t('terms.intro')} />
      <div className="mx-auto max-w-4xl space-y-3 px-4 py-12 sm:px-6">
        {SECTIONS.map((section) => (
          <TermsSection key={section} section={section} isOpen={open.has(section)} onToggle={() => toggle(section)} />
        ))}
        <p className="pt-4 text-xs text-slate-500">{t('terms.updated')}</p>
        <div className="pt-2"></div>
      </div>
    </>
  );
}
