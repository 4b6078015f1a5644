import type { DeliveryMode } from '@gamesouq/core';
import { Store, Truck } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

/** Shipping or pickup for one seller's items, offered only when every item allows both. */
export function DeliveryChoice({
  value,
  onChange,
  sellerName,
}: {
  value: DeliveryMode;
  onChange: (mode: DeliveryMode) => void;
  sellerName: string;
}) {
  const { t } = useTranslation();
  const name = useId();
  const options = [
    { mode: 'shipping' as const, label: t('cart.deliveryShipping'), icon: Truck },
    { mode: 'pickup' as const, label: t('cart.deliveryPickup'), icon: Store },
  ];
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-slate-800">
        {t('cart.deliveryMethod')}
        <span className="sr-only"> ({sellerName})</span>
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map(({ mode, label, icon: Icon }) => (
          <label
            key={mode}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2.5 text-sm font-medium ring-1 transition-colors ring-inset has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
              value === mode ? 'bg-brand-50 text-brand-800 ring-brand-300' : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={mode}
              checked={value === mode}
              onChange={() => onChange(mode)}
              className="size-4 accent-brand-600 focus:outline-none"
            />
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
