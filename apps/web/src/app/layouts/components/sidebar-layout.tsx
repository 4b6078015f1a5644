import type { LucideIcon } from 'lucide-react';
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/ui/button';
import { LanguageMenu } from '@/ui/language-menu';
import { Logo } from '@/ui/logo';
import { Modal } from '@/ui/modal';
import { SearchInput } from '@/ui/search-input';
import { MobileMenuButton } from './mobile-menu-button';

export type SidebarLink = { to: string; label: string; icon: LucideIcon };

type SidebarLayoutProps = {
  /** "Trader Panel", "Admin Panel": names the sidebar. */
  areaLabel: string;
  links: SidebarLink[];
  searchPlaceholder: string;
  /** A search with behaviour (the trader panel's and the admin header search); without it a plain search box. */
  search?: ReactNode;
  userMenu: ReactNode;
};

function SidebarNav({ areaLabel, links }: { areaLabel: string; links: SidebarLink[] }) {
  return (
    <nav aria-label={areaLabel} className="flex flex-col gap-1">
      {links.map(({ to, label, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) =>
            cn(
              'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
              isActive ? 'bg-white/12 text-white shadow-sm ring-1 ring-white/10' : 'text-brand-100/80 hover:bg-white/8 hover:text-white',
            )
          }
        >
          <Icon aria-hidden="true" className="size-4.5" />
          {label}
        </NavLink>
      ))}
    </nav>
  );
}

/** The trader and admin panels: a dark sidebar (a drawer on small screens) and a header with search, bell and menus. */
export function SidebarLayout({ areaLabel, links, searchPlaceholder, search, userMenu }: SidebarLayoutProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const drawerId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer whenever the page changes.
  useEffect(() => setIsDrawerOpen(false), [location.pathname]);

  // The drawer exists below the lg breakpoint only: a window widened past it must not stay behind a hidden modal.
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 64rem)');
    const onChange = () => {
      if (wide.matches) setIsDrawerOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  const sidebarBody = (
    <>
      <div className="flex h-16 items-center px-5">
        <Logo tone="light" />
      </div>
      <p className="px-5 pb-2 text-xs font-semibold tracking-wider text-brand-300 uppercase">{areaLabel}</p>
      <div className="flex-1 overflow-y-auto px-3 pb-6">
        <SidebarNav areaLabel={areaLabel} links={links} />
      </div>
    </>
  );

  return (
    <div className="min-h-dvh bg-slate-50 lg:grid lg:grid-cols-[16rem_1fr]">
      <aside className="sticky top-0 hidden h-dvh flex-col bg-gradient-to-b from-brand-950 to-brand-900 lg:flex">{sidebarBody}</aside>

      {/* A modal drawer at the inline start: the page behind is inert, Tab stays inside, Escape closes it and the focus
          goes back to the menu button. The click closes on the backdrop only. */}
      <Modal
        isOpen={isDrawerOpen}
        onClose={() => setIsDrawerOpen(false)}
        id={drawerId}
        label={areaLabel}
        className="my-0 ms-0 me-auto h-dvh max-h-dvh w-72 max-w-[85vw] bg-gradient-to-b from-brand-950 to-brand-900 shadow-xl backdrop:bg-slate-900/50 lg:hidden"
      >
        <div className="relative flex h-full flex-col">
          <Button
            variant="ghost"
            size="icon"
            className="absolute end-2 top-3 text-white hover:bg-white/10"
            aria-label={t('common.closeMenu')}
            onClick={() => setIsDrawerOpen(false)}
            data-autofocus
          >
            <X aria-hidden="true" className="size-5" />
          </Button>
          {sidebarBody}
        </div>
      </Modal>

      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-40 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:gap-3 sm:px-6">
          <MobileMenuButton className="-ms-2 lg:hidden" isOpen={isDrawerOpen} onToggle={() => setIsDrawerOpen(true)} controls={drawerId} />
          {search ?? (
            <search className="relative min-w-0 max-w-md flex-1">
              <SearchInput tone="bar" label={t('common.search')} placeholder={searchPlaceholder} />
            </search>
          )}
          <div className="ms-auto flex items-center gap-1">
            <NotificationBell />
            <LanguageMenu />
            {userMenu}
          </div>
        </header>
        <main className="flex-1 px-4 py-6 sm:px-6 sm:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
