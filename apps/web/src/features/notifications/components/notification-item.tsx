import { Bell, MessageCircle, Package, Tag, Wallet } from 'lucide-react';
import { notificationText } from '@/entities/notification/notification-text';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { notificationAge } from '../lib/notification-age';
import type { AppNotification } from '../lib/notification-types';

const ICONS = { order: Package, chat: MessageCircle, product: Tag, withdrawal: Wallet, system: Bell } as const;

export function NotificationItem({ notification, onOpen }: { notification: AppNotification; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const { title, message } = notificationText(t, i18n.language, notification);
  const Icon = ICONS[notification.type] ?? Bell;
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className={cn(
          'flex w-full gap-3 px-4 py-3 text-start transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
          !notification.isRead && 'bg-brand-50/60',
        )}
      >
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-600">
          <Icon aria-hidden="true" className="size-4" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-start gap-2">
            <span className={cn('flex-1 text-sm text-slate-900', !notification.isRead && 'font-semibold')}>{title}</span>
            {notification.isRead ? null : (
              <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600">
                <span className="sr-only">{t('bell.unreadMark')}</span>
              </span>
            )}
          </span>
          <span dir="auto" className="mt-0.5 line-clamp-2 block text-sm text-slate-600">
            {message}
          </span>
          <time dateTime={notification.timestamp} className="mt-1 block text-xs text-slate-600">
            {notificationAge(t, notification.timestamp)}
          </time>
        </span>
      </button>
    </li>
  );
}
