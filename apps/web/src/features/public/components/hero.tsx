import { ArrowRight, Gamepad2, Headphones, Joystick, ShieldCheck, Sparkles } from 'lucide-react';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { Button, buttonClasses } from '@/ui/button';
import type { ShowcaseListing } from '../api/get-showcase';

/**
 * A glimpse of the marketplace: its newest listings, each opening its product (the landing route's loader), or, when
 * there are none, three sample items opening the marketplace's search for them; and the escrow promise.
 */
function ShowcaseCard() {
  const { t, i18n } = useTranslation();
  const listings = useLoaderData<ShowcaseListing[] | undefined>() ?? [];
  const samples = [
    { icon: Gamepad2, name: 'PlayStation 5 Slim', meta: t('landing.showcase.console'), price: 1899 },
    { icon: Joystick, name: 'EA Sports FC 25', meta: t('landing.showcase.game'), price: 189 },
    { icon: Headphones, name: 'HyperX Cloud III', meta: t('landing.showcase.accessory'), price: 349 },
  ];
  const items =
    listings.length > 0
      ? listings.map((listing, index) => ({
          to: paths.app.product.getHref(listing.id),
          icon: samples[index % samples.length]!.icon,
          name: listing.title,
          meta: listing.storeName,
          price: listing.finalPrice,
        }))
      : samples.map((sample) => ({ ...sample, to: `${paths.app.home.getHref()}?${new URLSearchParams({ search: sample.name })}` }));
  return (
    <div className="relative mx-auto w-full max-w-sm">
      <div className="absolute -inset-6 rounded-[2rem] bg-brand-500/30 blur-2xl" />
      <div className="relative space-y-3 rounded-2xl bg-white/10 p-4 shadow-2xl ring-1 ring-white/20 backdrop-blur-md">
        {items.map(({ to, icon: Icon, name, meta, price }) => (
          <Link
            key={to}
            to={to}
            className="flex items-center gap-3 rounded-xl bg-white p-3 text-slate-900 shadow-sm hover:ring-2 hover:ring-brand-300"
          >
            <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-gradient-to-br from-brand-100 to-brand-200 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <div className="min-w-0 flex-1">
              <p dir="auto" className="truncate text-sm font-semibold">
                {name}
              </p>
              <p className="truncate text-xs text-slate-500">{meta}</p>
            </div>
            <p className="text-sm font-bold whitespace-nowrap text-brand-700">
              {t('landing.showcase.price', { price: formatNumber(price, i18n.language) })}
            </p>
          </Link>
        ))}
        <div className="flex items-center gap-2 rounded-xl bg-emerald-500/15 px-3 py-2.5 text-sm text-emerald-50 ring-1 ring-emerald-300/30">
          <ShieldCheck aria-hidden="true" className="size-4.5 text-emerald-300" />
          {t('landing.showcase.escrow')}
        </div>
      </div>
    </div>
  );
}

export function Hero() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-indigo-800 text-white">
      <div aria-hidden="true" className="bg-grid absolute inset-0 opacity-15" />
      <div aria-hidden="true" className="absolute -end-32 -top-32 size-[28rem] rounded-full bg-brand-500/35 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-40 -start-24 size-[26rem] rounded-full bg-indigo-400/20 blur-3xl" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-brand-100 ring-1 ring-white/15">
            <Sparkles aria-hidden="true" className="size-3.5" />
            {t('landing.badge')}
          </p>
          <h1 className="mt-5 text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t('landing.welcome')}
          </h1>
          <p className="mt-4 text-xl font-semibold text-brand-200 sm:text-2xl">{t('landing.tagline')}</p>
          <p className="mt-4 max-w-xl text-base leading-relaxed text-brand-100/90">{t('landing.intro')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button variant="light" size="lg" onClick={() => navigate(paths.app.home.getHref())}>
              {t('landing.startShopping')}
              <ArrowRight aria-hidden="true" className="size-4.5 rtl:rotate-180" />
            </Button>
            <Link
              to={paths.about.getHref()}
              className={buttonClasses({ variant: 'ghost', size: 'lg', className: 'text-white ring-1 ring-white/30 hover:bg-white/10' })}
            >
              {t('landing.learnMore')}
            </Link>
          </div>
        </div>
        <ShowcaseCard />
      </div>
    </section>
  );
}
