import { PAYMENT_METHODS, type PaymentMethod } from '@gamesouq/core';
import { CreditCard, Smartphone } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

const ICONS = { mada: CreditCard, creditcard: CreditCard, applepay: Smartphone, stcpay: Smartphone } as const;

/** The gateway's ways to pay (issue 15): mada, Visa/Mastercard, Apple Pay, STC Pay, as one radio group. */
export function PaymentMethodPicker({
  value,
  field,
  error,
}: {
  value: PaymentMethod | undefined;
  field: UseFormRegisterReturn;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset aria-describedby={error ? 'payment-method-error' : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">{t('wallet.addFunds.method')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {PAYMENT_METHODS.map((method) => {
          const Icon = ICONS[method];
          return (
            <label
              key={method}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2.5 text-sm font-medium ring-1 transition-colors ring-inset has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                value === method ? 'bg-brand-50 text-brand-800 ring-brand-300' : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50',
              )}
            >
              <input type="radio" value={method} {...field} className="size-4 accent-brand-600 focus:outline-none" />
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {t(`wallet.addFunds.methods.${method}`)}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id="payment-method-error" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
