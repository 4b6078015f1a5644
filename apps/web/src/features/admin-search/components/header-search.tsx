import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useDebounced } from '@/lib/use-debounced';
import { SearchInput } from '@/ui/search-input';
import { useAdminSearch } from '../api/search';

/** The admin header's search by #, name or email: orders and users as links, shown as the admin types. */
export function AdminHeaderSearch() {
  const { t, i18n } = useTranslation();
  const [q, setQ] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const results = useAdminSearch(useDebounced(q.trim()));
  const close = () => {
    setIsOpen(false);
    setQ('');
  };
  const hasResults = (results.data?.orders.length ?? 0) + (results.data?.users.length ?? 0) > 0;
  return (
    <search className="relative min-w-0 max-w-md flex-1" onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setIsOpen(false)}>
      <SearchInput
        tone="bar"
        label={t('adminPanel.search.label')}
        value={q}
        placeholder={t('admin.search')}
        onChange={(value) => {
          setQ(value);
          setIsOpen(true);
        }}
        onKeyDown={(e) => e.key === 'Escape' && close()}
      />
      {isOpen && q.trim() && results.data ? (
        <div className="absolute start-0 top-full z-50 mt-2 w-full rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200">
          {!hasResults ? <p className="px-3 py-2 text-sm text-slate-500">{t('adminPanel.search.none')}</p> : null}
          {results.data.orders.length ? (
            <p className="px-3 pt-1 text-xs font-semibold text-slate-500 uppercase">{t('adminPanel.search.orders')}</p>
          ) : null}
          {results.data.orders.map((order) => (
            <Link
              key={order.id}
              to={paths.admin.order.getHref(order.id)}
              onClick={close}
              className="flex justify-between rounded-lg px-3 py-2 text-sm hover:bg-slate-100"
            >
              <span>
                <bdi className="font-semibold">{order.orderId}</bdi> · {order.buyer}
              </span>
              <span>{formatSar(order.total, i18n.language)}</span>
            </Link>
          ))}
          {results.data.users.length ? (
            <p className="px-3 pt-1 text-xs font-semibold text-slate-500 uppercase">{t('adminPanel.search.users')}</p>
          ) : null}
          {results.data.users.map((user) => (
            <Link
              key={user.id}
              to={`${paths.admin.clients.getHref()}?search=${encodeURIComponent(user.email)}`}
              onClick={close}
              className="block rounded-lg px-3 py-2 text-sm hover:bg-slate-100"
            >
              <span className="font-semibold">{user.name}</span> <bdi className="text-slate-500">{user.email}</bdi>
            </Link>
          ))}
        </div>
      ) : null}
    </search>
  );
}
