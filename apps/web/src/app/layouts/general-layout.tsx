import { useQuery } from '@tanstack/react-query';
import {
  BellRing,
  Heart,
  House,
  LayoutDashboard,
  LogIn,
  MessageCircle,
  Package,
  ShieldCheck,
  ShoppingCart,
  Store,
  User,
  Wallet,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { cartQueryOptions } from '@/features/cart/api/get-cart';
import { ChatDrawerHost } from '@/features/chat/components/chat-drawer-host';
import { useCurrentUser } from '@/lib/current-user';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { signInHref } from '@/lib/return-path';
import { buttonClasses } from '@/ui/button';
import { LanguageMenu } from '@/ui/language-menu';
import { Logo } from '@/ui/logo';
import { MobileMenuButton } from './components/mobile-menu-button';
import { NavLinkItem } from './components/nav-link-item';
import { ResumePendingAction } from './components/resume-pending-action';
import { UserMenu } from './components/user-menu';

// A signed-in reader's only: the server draws these pages for a visitor, so it is downloaded after them, not with them.
const NotificationBell = lazy(() =>
  import('@/features/notifications/components/notification-bell').then((module) => ({ default: module.NotificationBell })),
);

/**
 * The marketplace: signed in (roles user, buyer, trader, admin) or a visitor browsing home, products and sellers
 * (docs/decisions/017), who sees Sign in where the bell and the user menu are.
 */
export function GeneralLayout() {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const { data: cart } = useQuery({ ...cartQueryOptions(), enabled: user !== null });
  const cartCount = cart?.cart.reduce((sum, group) => sum + group.items.reduce((count, item) => count + item.quantity, 0), 0) ?? 0;
  const location = useLocation();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the phone menu whenever the page changes.
  useEffect(() => setIsMenuOpen(false), [location.pathname]);

  const links = [
    { to: paths.app.home.getHref(), label: t('nav.home'), icon: House },
    { to: paths.app.orders.getHref(), label: t('nav.myOrders'), icon: Package },
    { to: paths.app.cart.getHref(), label: t('nav.cart'), icon: ShoppingCart, badge: cartCount },
    { to: paths.app.favorites.getHref(), label: t('nav.favorites'), icon: Heart },
    { to: paths.app.ads.getHref(), label: t('nav.myAds'), icon: Store },
    { to: paths.app.wallet.getHref(), label: t('nav.wallet'), icon: Wallet },
    { to: paths.app.chat.getHref(), label: t('nav.chat'), icon: MessageCircle },
  ];

  const navItems = (
    <>
      {links.map(({ to, label, icon: Icon, badge = 0 }) => (
        <NavLinkItem key={to} to={to} end={false}>
          <Icon aria-hidden="true" className="size-4" />
          {label}
          {badge > 0 ? (
            <span className="grid h-5 min-w-5 place-items-center rounded-full bg-brand-600 px-1 text-[0.65rem] font-bold text-white">
              <span aria-hidden="true">{badge > 99 ? '99+' : formatNumber(badge, i18n.language)}</span>
              <span className="sr-only">{t('nav.cartCount', { count: badge })}</span>
            </span>
          ) : null}
        </NavLinkItem>
      ))}
    </>
  );

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b print:hidden border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-6">
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
            {/* Below xl the links sit in the menu; the cart stays one tap away with its count. */}
            <Link
              to={paths.app.cart.getHref()}
              aria-label={cartCount > 0 ? `${t('nav.cart')}, ${t('nav.cartCount', { count: cartCount })}` : t('nav.cart')}
              className="relative grid size-10 place-items-center rounded-xl text-slate-600 hover:bg-slate-100 xl:hidden"
            >
              <ShoppingCart aria-hidden="true" className="size-5" />
              {cartCount > 0 ? (
                <span
                  aria-hidden="true"
                  className="absolute -end-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-brand-600 px-1 text-[0.65rem] font-bold text-white"
                >
                  {cartCount > 99 ? '99+' : formatNumber(cartCount, i18n.language)}
                </span>
              ) : null}
            </Link>
            {user ? (
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
            ) : null}
            <LanguageMenu />
            {user ? null : (
              // On a phone the icon alone: with the cart and the language menu, the words would push the header wider.
              <Link to={signInHref(`${location.pathname}${location.search}`)} className={buttonClasses({ size: 'sm' })}>
                <LogIn aria-hidden="true" className="size-4" />
                <span className="max-sm:sr-only">{t('nav.signIn')}</span>
              </Link>
            )}
            {user ? (
              <UserMenu
                links={[
                  { to: paths.app.profile.getHref(), label: t('nav.profile'), icon: <User aria-hidden="true" className="size-4" /> },
                  {
                    to: paths.app.savedSearches.getHref(),
                    label: t('nav.savedSearches'),
                    icon: <BellRing aria-hidden="true" className="size-4" />,
                  },
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
            ) : null}
          </div>
        </div>
        {isMenuOpen ? (
          <nav id={menuId} aria-label={t('nav.main')} className="border-t border-slate-200 px-4 py-3 xl:hidden">
            <div className="grid gap-1 sm:grid-cols-2">{navItems}</div>
          </nav>
        ) : null}
      </header>
      <main className="flex-1 px-4 py-6 sm:px-6 sm:py-8">
        <ChatDrawerHost>
          <ResumePendingAction />
          <Outlet />
        </ChatDrawerHost>
      </main>
    </div>
  );
}
