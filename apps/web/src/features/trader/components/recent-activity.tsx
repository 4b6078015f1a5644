import { Banknote, Package, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { buttonClasses } from '@/ui/button';
import type { ActivityItem } from '../api/types';
import { relativeTime } from '../lib/format-count';

const ICONS = { order: ShoppingBag, withdrawal: Banknote, product: Package } as const;

/** Where an event leads: its order or product opened in its list, a withdrawal to the wallet. */
const linkOf = (item: ActivityItem) =>
  item.type === 'order'
    ? `${paths.trader.orders.getHref()}?open=${encodeURIComponent(item.subjectId)}`
    : item.type === 'product'
      ? `${paths.trader.products.getHref()}?open=${encodeURIComponent(item.subjectId)}`
      : paths.trader.wallet.getHref();

/** The last five events of the trader's orders, products and withdrawals; View All opens the notifications. */
export function RecentActivity({ items }: { items: ActivityItem[] }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">{t('traderPanel.dashboard.recentActivity')}</h2>
        <Link to={paths.trader.notifications.getHref()} className={buttonClasses({ variant: 'link', size: 'sm' })}>
          {t('traderPanel.dashboard.viewAll')}
        </Link>
      </div>
      {items.length === 0 ? (
        <p className="mt-6 text-sm text-slate-500">{t('traderPanel.dashboard.noActivity')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {items.slice(0, 5).map((item) => {
            const Icon = ICONS[item.type];
            const title =
              item.type === 'withdrawal'
                ? t('traderPanel.activity.withdrawal')
                : item.type === 'order'
                  ? t('traderPanel.activity.order', { name: item.title.replace(/^Order /, '') })
                  : item.title;
            return (
              <li key={item.id}>
                <Link to={linkOf(item)} className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-3 hover:bg-slate-50">
                  <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-600">
                    <Icon aria-hidden="true" className="size-4.5" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p dir="auto" className="truncate text-sm font-medium text-slate-900">
                      {title}
                    </p>
                    <p className="truncate text-xs text-slate-500">
                      {t(`traderPanel.activity.${item.type}Status.${item.status}` as 'traderPanel.activity.orderStatus.pending', {
                        defaultValue: item.description,
                      })}
                    </p>
                  </div>
                  <div className="text-end">
                    <p className="text-sm font-semibold text-slate-900">{formatSar(item.amount, i18n.language)}</p>
                    <p className="text-xs text-slate-500">{relativeTime(item.timestamp, i18n.language)}</p>
                  </div>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
