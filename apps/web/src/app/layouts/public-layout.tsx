import { useEffect, useId, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { buttonClasses } from '@/ui/button';
import { LanguageMenu } from '@/ui/language-menu';
import { Logo } from '@/ui/logo';
import { MobileMenuButton } from './components/mobile-menu-button';
import { NavLinkItem } from './components/nav-link-item';

/** Landing, About, Contact and Terms: the public header and footer. */
export function PublicLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the phone menu whenever the page changes.
  useEffect(() => setIsMenuOpen(false), [location.pathname]);

  const links = [
    { to: paths.landing.getHref(), label: t('nav.home') },
    { to: paths.about.getHref(), label: t('nav.about') },
    { to: paths.contact.getHref(), label: t('nav.contact') },
    { to: paths.terms.getHref(), label: t('nav.terms') },
  ];

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Logo />
          <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
            {links.map((link) => (
              <NavLinkItem key={link.to} to={link.to}>
                {link.label}
              </NavLinkItem>
            ))}
          </nav>
          <div className="flex items-center gap-1">
            <LanguageMenu />
            <Link to={paths.auth.login.getHref()} className={buttonClasses({ size: 'sm', className: 'max-sm:hidden' })}>
              {t('nav.signIn')}
            </Link>
            <MobileMenuButton className="md:hidden" isOpen={isMenuOpen} onToggle={() => setIsMenuOpen((open) => !open)} controls={menuId} />
          </div>
        </div>
        {isMenuOpen ? (
          <nav id={menuId} aria-label={t('nav.main')} className="border-t border-slate-200 px-4 py-3 md:hidden">
            <div className="flex flex-col gap-1">
              {links.map((link) => (
                <NavLinkItem key={link.to} to={link.to}>
                  {link.label}
                </NavLinkItem>
              ))}
              <Link to={paths.auth.login.getHref()} className={buttonClasses({ size: 'sm', className: 'mt-2 sm:hidden' })}>
                {t('nav.signIn')}
              </Link>
            </div>
          </nav>
        ) : null}
      </header>

      <main className="flex-1">
        <Outlet />
      </main>

      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div className="space-y-2">
            <Logo />
            <p className="text-sm text-slate-500">{t('landing.tagline')}</p>
          </div>
          <nav aria-label={t('nav.footer')} className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {links.slice(1).map((link) => (
              <Link key={link.to} to={link.to} className="rounded text-slate-600 hover:text-brand-700">
                {link.label}
              </Link>
            ))}
          </nav>
          <p className="text-xs text-slate-500">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </footer>
    </div>
  );
}
