import {
  Bell,
  House,
  LayoutDashboard,
  MessageCircle,
  Package,
  ReceiptText,
  Settings,
  ShieldCheck,
  ShoppingBag,
  User,
  Wallet,
} from 'lucide-react';
import { paths } from '@/config/paths';
import { TraderSearch } from '@/features/trader/components/trader-search';
import { useCurrentUser } from '@/lib/current-user';
import { useTranslation } from '@/lib/i18n';
import { SidebarLayout } from './components/sidebar-layout';
import { UserMenu } from './components/user-menu';

/** The trader panel /trader (roles trader and admin; spec seller §2.8). */
export function TraderLayout() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const icon = 'size-4';
  return (
    <SidebarLayout
      areaLabel={t('trader.area')}
      searchPlaceholder={t('trader.search')}
      search={<TraderSearch />}
      links={[
        { to: paths.trader.dashboard.getHref(), label: t('trader.nav.dashboard'), icon: LayoutDashboard },
        { to: paths.trader.products.getHref(), label: t('trader.nav.products'), icon: Package },
        { to: paths.trader.orders.getHref(), label: t('trader.nav.orders'), icon: ShoppingBag },
        { to: paths.trader.wallet.getHref(), label: t('trader.nav.wallet'), icon: Wallet },
        { to: paths.trader.vatReport.getHref(), label: t('trader.nav.vatReport'), icon: ReceiptText },
        { to: paths.trader.chat.getHref(), label: t('trader.nav.chat'), icon: MessageCircle },
        { to: paths.trader.notifications.getHref(), label: t('trader.nav.notifications'), icon: Bell },
        { to: paths.trader.profile.getHref(), label: t('trader.nav.profile'), icon: User },
        { to: paths.trader.settings.getHref(), label: t('trader.nav.settings'), icon: Settings },
      ]}
      userMenu={
        <UserMenu
          links={[
            { to: paths.trader.profile.getHref(), label: t('nav.profile'), icon: <User aria-hidden="true" className={icon} /> },
            { to: paths.trader.settings.getHref(), label: t('nav.settings'), icon: <Settings aria-hidden="true" className={icon} /> },
            {
              to: paths.admin.dashboard.getHref(),
              label: t('nav.adminDashboard'),
              icon: <ShieldCheck aria-hidden="true" className={icon} />,
              isShown: user?.role === 'admin',
            },
            { to: paths.app.home.getHref(), label: t('nav.userPanel'), icon: <House aria-hidden="true" className={icon} /> },
          ]}
        />
      }
    />
  );
}
