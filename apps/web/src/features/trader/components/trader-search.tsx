import { Package, ShoppingBag } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useDebounced } from '@/lib/use-debounced';
import { SearchInput } from '@/ui/search-input';
import { useOrders } from '../api/get-orders';
import { useProducts } from '../api/get-products';

const RESULTS = 5;

/** The panel's header search: the trader's own products and orders as you type; Enter opens the products list filtered. */
export function TraderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), 250);
  const [isOpen, setIsOpen] = useState(false);
  const boxRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  const isEnabled = query.length >= 2;
  const products = useProducts(
    { page: 1, status: 'all', category: 'all', platform: 'all', sort: 'newest', search: query, limit: RESULTS },
    { isEnabled },
  );
  const orders = useOrders({ page: 1, sort: 'date', search: query, limit: RESULTS }, { isEnabled });
  const go = (to: string) => {
    setIsOpen(false);
    setText('');
    navigate(to);
  };
  const productHits = isEnabled ? (products.data?.products ?? []) : [];
  const orderHits = isEnabled ? (orders.data?.orders ?? []) : [];
  const search = encodeURIComponent(query);

  return (
    <search ref={boxRef} className="relative min-w-0 max-w-md flex-1">
      <SearchInput
        tone="bar"
        label={t('common.search')}
        role="combobox"
        aria-expanded={isOpen && isEnabled}
        aria-controls={listId}
        autoComplete="off"
        placeholder={t('traderPanel.searchPlaceholder')}
        value={text}
        onChange={(value) => {
          setText(value);
          setIsOpen(true);
        }}
        onFocus={() => setIsOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setIsOpen(false);
          if (event.key === 'Enter' && text.trim()) go(`${paths.trader.products.getHref()}?search=${encodeURIComponent(text.trim())}`);
        }}
      />
      {isOpen && isEnabled ? (
        <div
          id={listId}
          className="absolute inset-x-0 top-12 z-50 max-h-96 overflow-y-auto rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200"
        >
          {productHits.length === 0 && orderHits.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-500">
              {products.isFetching || orders.isFetching ? t('common.loading') : t('traderPanel.noResults')}
            </p>
          ) : null}
          {productHits.length ? (
            <p className="px-3 pt-1 text-xs font-semibold text-slate-500 uppercase">{t('trader.nav.products')}</p>
          ) : null}
          {productHits.map((product) => (
            <button
              key={product.id}
              type="button"
              onClick={() => go(`${paths.trader.products.getHref()}?search=${search}&open=${encodeURIComponent(product.id)}`)}
              className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-start text-sm hover:bg-slate-50"
            >
              <Package aria-hidden="true" className="size-4 text-slate-400" />
              <span dir="auto" className="truncate">
                {product.name}
              </span>
            </button>
          ))}
          {orderHits.length ? <p className="px-3 pt-2 text-xs font-semibold text-slate-500 uppercase">{t('trader.nav.orders')}</p> : null}
          {orderHits.map((order) => (
            <button
              key={order.id}
              type="button"
              onClick={() => go(`${paths.trader.orders.getHref()}?search=${search}&open=${encodeURIComponent(order.id)}`)}
              className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-start text-sm hover:bg-slate-50"
            >
              <ShoppingBag aria-hidden="true" className="size-4 text-slate-400" />
              <span className="truncate">
                {order.orderId} · {order.customer.name}
              </span>
            </button>
          ))}
        </div>
      ) : null}
    </search>
  );
}
