import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { LanguageMenu } from '@/ui/language-menu';
import { Logo } from '@/ui/logo';

const SECTIONS = ['about', 'features', 'pricing', 'store', 'contact'] as const;

/** The OTP screen's header: the logo and anchor links into the landing page's sections. */
export function OtpHeader() {
  const { t } = useTranslation();
  const links = SECTIONS.map((section) => (
    <Link
      key={section}
      to={{ pathname: '/', hash: `#${section}` }}
      className="shrink-0 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      {t(`otp.nav.${section}`)}
    </Link>
  ));
  return (
    <header className="border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label={t('otp.nav.label')} className="hidden items-center gap-1 md:flex">
          {links}
        </nav>
        <LanguageMenu />
      </div>
      <nav aria-label={t('otp.nav.label')} className="flex gap-1 overflow-x-auto px-2 pb-2 md:hidden">
        {links}
      </nav>
    </header>
  );
}
