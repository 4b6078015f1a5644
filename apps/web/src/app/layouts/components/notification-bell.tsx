import { Bell, BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '@/ui/dropdown';

/** The bell with the unread count (99+ above 99); the live list arrives with the notifications issue. */
export function NotificationBell({ unreadCount = 0 }: { unreadCount?: number }) {
  const { t } = useTranslation();
  const badge = unreadCount > 99 ? '99+' : String(unreadCount);
  return (
    <Dropdown
      kind="dialog"
      triggerLabel={t('notifications.label')}
      triggerClassName="relative size-10 justify-center text-slate-600 hover:bg-slate-100"
      trigger={
        <>
          <Bell aria-hidden="true" className="size-5" />
          {unreadCount > 0 ? (
            <span className="absolute -end-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1 text-[0.65rem] font-bold text-white">
              {badge}
            </span>
          ) : null}
        </>
      }
      panelClassName="w-80 max-w-[calc(100vw-2rem)] p-0"
    >
      {() => (
        <div>
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <p className="text-sm font-bold text-slate-900">{t('notifications.title')}</p>
            <button
              type="button"
              disabled={unreadCount === 0}
              className="rounded text-xs font-semibold text-brand-700 hover:underline disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline"
            >
              {t('notifications.markAllRead')}
            </button>
          </div>
          <div className="flex flex-col items-center px-4 py-10 text-center">
            <BellOff aria-hidden="true" className="size-7 text-slate-300" />
            <p className="mt-2 text-sm text-slate-500">{t('notifications.empty')}</p>
          </div>
        </div>
      )}
    </Dropdown>
  );
}
