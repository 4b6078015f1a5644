import { Bell, BellOff } from 'lucide-react';
import { useNavigate } from 'react-router';
import { notificationTarget } from '@/entities/notification/notification-target';
import { useAppArea } from '@/lib/app-area';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { Dropdown } from '@/ui/dropdown';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import type { AppNotification } from '../lib/notification-types';
import { useLiveNotifications } from '../lib/use-live-notifications';
import { NotificationItem } from './notification-item';

/** The header bell of every signed-in area: live unread count (99+ above 99), the newest notifications, Mark all as read. */
export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const area = useAppArea();
  const { data, isPending } = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  useLiveNotifications();

  const unreadCount = data?.unreadCount ?? 0;
  const notifications = data?.notifications ?? [];
  const badge = unreadCount > 99 ? '99+' : formatNumber(unreadCount, i18n.language);
  const label = unreadCount > 0 ? `${t('notifications.label')}, ${t('bell.unread', { count: unreadCount })}` : t('notifications.label');

  const open = (notification: AppNotification, close: () => void) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    const target = notificationTarget(notification, area);
    if (!target) return;
    close();
    navigate(target);
  };

  return (
    <Dropdown
      kind="dialog"
      triggerLabel={label}
      triggerClassName="relative size-10 justify-center text-slate-600 hover:bg-slate-100"
      trigger={
        <>
          <Bell aria-hidden="true" className="size-5" />
          {unreadCount > 0 ? (
            <span
              aria-hidden="true"
              className="absolute -end-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1 text-[0.65rem] font-bold text-white"
            >
              {badge}
            </span>
          ) : null}
        </>
      }
      // On a phone the bell is not at the screen's edge, so a panel hung from it ran off the screen (in Arabic its first
      // letters were cut): there it spans the screen under the header instead.
      panelClassName="w-96 max-w-[calc(100vw-2rem)] p-0 max-sm:fixed max-sm:inset-x-4 max-sm:top-16 max-sm:w-auto max-sm:max-w-none"
    >
      {(close) => (
        <div>
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <h2 className="text-sm font-bold text-slate-900">{t('notifications.title')}</h2>
            <button
              type="button"
              disabled={unreadCount === 0}
              onClick={() => markAllRead.mutate()}
              className="rounded text-xs font-semibold text-brand-700 hover:underline disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline"
            >
              {t('notifications.markAllRead')}
            </button>
          </div>
          {isPending ? (
            <p role="status" className="px-4 py-10 text-center text-sm text-slate-500">
              {t('bell.loading')}
            </p>
          ) : notifications.length === 0 ? (
            <div className="flex flex-col items-center px-4 py-10 text-center">
              <BellOff aria-hidden="true" className="size-7 text-slate-300" />
              <p className="mt-2 text-sm text-slate-500">{t('notifications.empty')}</p>
            </div>
          ) : (
            <ul aria-label={t('notifications.title')} className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
              {notifications.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} onOpen={() => open(notification, close)} />
              ))}
            </ul>
          )}
        </div>
      )}
    </Dropdown>
  );
}
