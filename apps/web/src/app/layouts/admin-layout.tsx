import {
  Banknote,
  Bell,
  BookImage,
  Flag,
  Gavel,
  History,
  House,
  Image,
  Inbox,
  KeyRound,
  Languages,
  Layers,
  LayoutDashboard,
  Megaphone,
  MessageCircle,
  MonitorSmartphone,
  ReceiptText,
  ServerCrash,
  Settings,
  ShoppingBag,
  Store,
  TicketPercent,
  Users,
  UserX,
} from 'lucide-react';
import { paths } from '@/config/paths';
import { AdminHeaderSearch } from '@/features/admin-search/components/header-search';
import { useTranslation } from '@/lib/i18n';
import { SidebarLayout } from './components/sidebar-layout';
import { UserMenu } from './components/user-menu';

/** The admin back-office /admin (role admin; spec admin §2). */
export function AdminLayout() {
  const { t } = useTranslation();
  const icon = 'size-4';
  return (
    <SidebarLayout
      areaLabel={t('admin.area')}
      searchPlaceholder={t('admin.search')}
      search={<AdminHeaderSearch />}
      links={[
        { to: paths.admin.dashboard.getHref(), label: t('admin.nav.dashboard'), icon: LayoutDashboard },
        { to: paths.admin.orders.getHref(), label: t('admin.nav.orders'), icon: ShoppingBag },
        { to: paths.admin.categories.getHref(), label: t('admin.nav.categories'), icon: Layers },
        { to: paths.admin.platforms.getHref(), label: t('admin.nav.platforms'), icon: MonitorSmartphone },
        { to: paths.admin.catalogueItems.getHref(), label: t('adminPanel.nav.catalogueItems'), icon: BookImage },
        { to: paths.admin.manageAds.getHref(), label: t('admin.nav.manageAds'), icon: Megaphone },
        { to: paths.admin.banners.getHref(), label: t('admin.nav.banners'), icon: Image },
        { to: paths.admin.searchSynonyms.getHref(), label: t('admin.nav.searchSynonyms'), icon: Languages },
        { to: paths.admin.clients.getHref(), label: t('admin.nav.clients'), icon: Users },
        { to: paths.admin.withdrawals.getHref(), label: t('admin.nav.withdrawals'), icon: Banknote },
        { to: paths.admin.chat.getHref(), label: t('admin.nav.chat'), icon: MessageCircle },
        { to: paths.admin.promoCodes.getHref(), label: t('admin.nav.promoCodes'), icon: TicketPercent },
        { to: paths.admin.notifications.getHref(), label: t('adminPanel.nav.notifications'), icon: Bell },
        { to: paths.admin.disputes.getHref(), label: t('adminPanel.nav.disputes'), icon: Gavel },
        { to: paths.admin.codeReports.getHref(), label: t('adminPanel.nav.codeReports'), icon: KeyRound },
        { to: paths.admin.reports.getHref(), label: t('adminPanel.nav.reports'), icon: Flag },
        { to: paths.admin.deletionRequests.getHref(), label: t('adminPanel.nav.deletionRequests'), icon: UserX },
        { to: paths.admin.contactMessages.getHref(), label: t('adminPanel.nav.contactMessages'), icon: Inbox },
        { to: paths.admin.auditLog.getHref(), label: t('adminPanel.nav.auditLog'), icon: History },
        { to: paths.admin.deadJobs.getHref(), label: t('adminPanel.nav.deadJobs'), icon: ServerCrash },
        { to: paths.admin.zatca.getHref(), label: t('adminPanel.nav.zatca'), icon: ReceiptText },
      ]}
      userMenu={
        <UserMenu
          links={[
            { to: paths.admin.settings.getHref(), label: t('nav.settings'), icon: <Settings aria-hidden="true" className={icon} /> },
            { to: paths.app.home.getHref(), label: t('nav.userPanel'), icon: <House aria-hidden="true" className={icon} /> },
            { to: paths.trader.dashboard.getHref(), label: t('nav.traderPanel'), icon: <Store aria-hidden="true" className={icon} /> },
          ]}
        />
      }
    />
  );
}
