import { ShoppingBag, Store } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import type { OrdersView } from '../api/get-orders';

/** Purchases | Sales: the orders the user bought, or the orders of the user's own listings. */
export function ViewSwitch({ value, onChange }: { value: OrdersView; onChange: (view: OrdersView) => void }) {
  const { t } = useTranslation();
  const options = [
    { value: 'buyer' as const, label: t('orders.views.purchases'), icon: ShoppingBag },
    { value: 'seller' as const, label: t('orders.views.sales'), icon: Store },
  ];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring its own border and legend layout.
    <div role="group" aria-label={t('orders.views.label')} className="inline-flex rounded-xl bg-white p-1 shadow-sm ring-1 ring-slate-200">
      {options.map(({ value: option, label, icon: Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'inline-flex h-9 items-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors',
            value === option ? 'bg-brand-600 text-white shadow-sm' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      ))}
    </div>
  );
}
