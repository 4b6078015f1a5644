import { BadgeCheck, Gamepad2, Headphones, Joystick, type LucideIcon, MessageCircle, ShieldCheck, Store, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { buttonClasses } from '@/ui/button';

function SectionHeading({ id, eyebrow, title, text }: { id: string; eyebrow: string; title: string; text: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900">
        {title}
      </h2>
      <p className="mt-3 text-base text-slate-600">{text}</p>
    </div>
  );
}

function Tile({ icon: Icon, title, text, children }: { icon: LucideIcon; title: string; text: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md">
      <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-600">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-bold text-slate-900">{title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
      {children}
    </div>
  );
}

export function FeaturesSection() {
  const { t } = useTranslation();
  const tiles = [
    { icon: Joystick, key: 'games' },
    { icon: Gamepad2, key: 'consoles' },
    { icon: Headphones, key: 'accessories' },
    { icon: ShieldCheck, key: 'escrow' },
  ] as const;
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow={t('landing.features.eyebrow')}
          title={t('landing.features.title')}
          text={t('landing.features.text')}
        />
        <div className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {tiles.map(({ icon, key }) => (
            <Tile key={key} icon={icon} title={t(`landing.features.${key}.title`)} text={t(`landing.features.${key}.text`)} />
          ))}
        </div>
      </div>
    </section>
  );
}

export function StoreSection() {
  const { t } = useTranslation();
  return (
    <section id="store" aria-labelledby="store-title" className="scroll-mt-20 bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="store-title"
          eyebrow={t('landing.store.eyebrow')}
          title={t('landing.store.title')}
          text={t('landing.store.text')}
        />
        <div className="mt-12 grid gap-5 md:grid-cols-3">
          <Tile icon={Store} title={t('landing.store.shops.title')} text={t('landing.store.shops.text')}>
            <span className="mt-4 inline-flex items-center gap-1 rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-bold text-white">
              {t('landing.store.shopBadge')}
            </span>
          </Tile>
          <Tile icon={User} title={t('landing.store.individuals.title')} text={t('landing.store.individuals.text')} />
          <Tile icon={MessageCircle} title={t('landing.store.chat.title')} text={t('landing.store.chat.text')} />
        </div>
      </div>
    </section>
  );
}

export function PricingSection() {
  const { t } = useTranslation();
  const points = ['join', 'list', 'clear'] as const;
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="pricing-title"
          eyebrow={t('landing.pricing.eyebrow')}
          title={t('landing.pricing.title')}
          text={t('landing.pricing.text')}
        />
        <ul className="mx-auto mt-12 grid max-w-4xl gap-5 md:grid-cols-3">
          {points.map((point) => (
            <li key={point} className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
              <BadgeCheck aria-hidden="true" className="mx-auto size-8 text-emerald-600" />
              <p className="mt-3 text-lg font-bold text-slate-900">{t(`landing.pricing.${point}.title`)}</p>
              <p className="mt-1.5 text-sm text-slate-600">{t(`landing.pricing.${point}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function AboutAndContactSection() {
  const { t } = useTranslation();
  return (
    <section className="pb-16 sm:pb-20">
      <div className="mx-auto grid max-w-6xl gap-5 px-4 sm:px-6 lg:grid-cols-2">
        <div id="about" className="scroll-mt-20 rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
          <h2 className="text-2xl font-extrabold text-slate-900">{t('landing.about.title')}</h2>
          <p className="mt-3 text-slate-600">{t('landing.about.text')}</p>
          <Link to={paths.about.getHref()} className={buttonClasses({ variant: 'secondary', className: 'mt-6' })}>
            {t('landing.about.cta')}
          </Link>
        </div>
        <div
          id="contact"
          className="relative scroll-mt-20 overflow-hidden rounded-2xl bg-gradient-to-br from-brand-700 to-indigo-700 p-8 text-white shadow-sm"
        >
          <div aria-hidden="true" className="bg-grid absolute inset-0 opacity-10" />
          <div className="relative">
            <h2 className="text-2xl font-extrabold">{t('landing.contact.title')}</h2>
            <p className="mt-3 text-brand-100">{t('landing.contact.text')}</p>
            <Link to={paths.contact.getHref()} className={buttonClasses({ variant: 'light', className: 'mt-6' })}>
              {t('nav.contact')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
