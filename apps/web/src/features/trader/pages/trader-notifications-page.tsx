import { Banknote, Bell, ShoppingBag, Star, Trash2, Truck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notificationTarget } from '@/entities/notification/notification-target';
import { notificationText } from '@/entities/notification/notification-text';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { ListState } from '@/ui/list/list-state';
import { useDeleteNotification, useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from '../api/notifications';
import type { TraderNotification } from '../api/types';
import { relativeTime } from '../lib/format-count';

const TYPE_ICONS = { new_order: ShoppingBag, delivery: Truck, profit: Banknote, review: Star, other: Bell } as const;

function NotificationIcon({ type, label }: { type: TraderNotification['type']; label: string }) {
  const Icon = TYPE_ICONS[type] ?? Bell;
  return (
    <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-600" title={label}>
      <Icon aria-hidden="true" className="size-4.5" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The trader's notifications (seller §2.13): 10 a page, read on open, mark all read, delete. */
export function TraderNotificationsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('trader.nav.notifications'));
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const notifications = useNotifications(page);
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const markAll = useMarkAllNotificationsRead();

  // `type` is the panel's kind here; wording and links go by the stored type (chat, order, product, ...).
  const stored = (notification: TraderNotification) => ({ ...notification, type: notification.notification_type });
  const wording = (notification: TraderNotification) => notificationText(t, i18n.language, stored(notification));

  const open = (notification: TraderNotification) => {
    if (!notification.read) markRead.mutate(notification.id);
    const link = notificationTarget(stored(notification), 'trader');
    if (link) navigate(link);
  };

  return (
    <section className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('trader.nav.notifications')}</h1>
        <Button variant="secondary" onClick={() => markAll.mutate(undefined)} disabled={!notifications.data?.unreadCount}>
          {t('traderPanel.notifications.markAll')}
        </Button>
      </div>
      <ListState
        list={notifications}
        isEmpty={!notifications.data?.notifications.length}
        icon={Bell}
        loadingLabel={t('traderPanel.notifications.loading')}
        emptyTitle={t('traderPanel.notifications.empty')}
        pager={{ page, pagination: notifications.data?.pagination, onChange: setPage }}
      >
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {(notifications.data?.notifications ?? []).map((notification) => (
            <li key={notification.id} className={cn('flex items-start gap-3 p-4', !notification.read && 'bg-brand-50/60')}>
              <span
                aria-hidden="true"
                className={cn('mt-2 size-2 shrink-0 rounded-full', notification.read ? 'bg-transparent' : 'bg-brand-600')}
              />
              <NotificationIcon type={notification.type} label={t(`traderPanel.notifications.types.${notification.type}`)} />
              <button type="button" onClick={() => open(notification)} className="min-w-0 flex-1 text-start">
                <p className="font-medium text-slate-900">{wording(notification).title}</p>
                <p dir="auto" className="text-sm text-slate-600">
                  {wording(notification).message}
                </p>
                <p className="mt-1 text-xs text-slate-600">{relativeTime(notification.createdAt, i18n.language)}</p>
              </button>
              {!notification.read ? (
                <Button variant="ghost" size="sm" onClick={() => markRead.mutate(notification.id)}>
                  {t('traderPanel.notifications.markRead')}
                </Button>
              ) : null}
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('traderPanel.notifications.delete')}
                onClick={() => remove.mutate(notification.id)}
              >
                <Trash2 aria-hidden="true" className="size-4 text-slate-500" />
              </Button>
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  );
}
