import { Heart, House, LayoutDashboard, MessageCircle, Package, ShieldCheck, ShoppingCart, Store, User, Wallet } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';
import { LanguageMenu } from '@/ui/language-menu';
import { Logo } from '@/ui/logo';
import { MobileMenuButton } from './components/mobile-menu-button';
import { NavLinkItem } from './components/nav-link-item';
import { NotificationBell } from './components/notification-bell';
import { UserMenu } from './components/user-menu';

/** The signed-in marketplace (roles user, buyer, trader, admin). */
export function GeneralLayout() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const location = useLocation();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the phone menu whenever the page changes.
  useEffect(() => setIsMenuOpen(false), [location.pathname]);

  const links = [
    { to: paths.app.home.getHref(), label: t('nav.home'), icon: House },
    { to: paths.app.orders.getHref(), label: t('nav.myOrders'), icon: Package },
    { to: paths.app.cart.getHref(), label: t('nav.cart'), icon: ShoppingCart },
    { to: paths.app.favorites.getHref(), label: t('nav.favorites'), icon: Heart },
    { to: paths.app.ads.getHref(), label: t('nav.myAds'), icon: Store },
    { to: paths.app.wallet.getHref(), label: t('nav.wallet'), icon: Wallet },
    { to: paths.app.chat.getHref(), label: t('nav.chat'), icon: MessageCircle },
  ];

  const navItems = (
    <>
      {links.map(({ to, label, icon: Icon }) => (
        <NavLinkItem key={to} to={to} end={false}>
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </NavLinkItem>
      ))}
    </>
  );

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
          <MobileMenuButton
            className="-ms-2 xl:hidden"
            isOpen={isMenuOpen}
            onToggle={() => setIsMenuOpen((open) => !open)}
            controls={menuId}
          />
          <Logo />
          <nav aria-label={t('nav.main')} className="ms-4 hidden items-center gap-0.5 xl:flex">
            {navItems}
          </nav>
          <div className="ms-auto flex items-center gap-1">
            <NotificationBell />
            <LanguageMenu />
            <UserMenu
              links={[
                { to: paths.app.profile.getHref(), label: t('nav.profile'), icon: <User aria-hidden="true" className="size-4" /> },
                {
                  to: paths.admin.dashboard.getHref(),
                  label: t('nav.adminDashboard'),
                  icon: <ShieldCheck aria-hidden="true" className="size-4" />,
                  isShown: user?.role === 'admin',
                },
                {
                  to: paths.trader.dashboard.getHref(),
                  label: t('nav.traderDashboard'),
                  icon: <LayoutDashboard aria-hidden="true" className="size-4" />,
                  isShown: user?.role === 'trader',
                },
              ]}
            />
          </div>
        </div>
        {isMenuOpen ? (
          <nav id={menuId} aria-label={t('nav.main')} className="border-t border-slate-200 px-4 py-3 xl:hidden">
            <div className="grid gap-1 sm:grid-cols-2">{navItems}</div>
          </nav>
        ) : null}
      </header>
      <main className="flex-1 px-4 py-6 sm:px-6 sm:py-8">
        <Outlet />
      </main>
    </div>
  );
}
