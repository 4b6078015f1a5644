import { CreditCard, Smartphone, Wallet } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { Checkbox } from '@/ui/checkbox';
import { TextField } from '@/ui/text-field';
import { PAY_OPTIONS, type PaymentPlan, type PayOption, splitPayment } from '../lib/payment-plan';

const ICONS = { wallet: Wallet, mada: CreditCard, creditcard: CreditCard, applepay: Smartphone, stcpay: Smartphone } as const;

/**
 * How the checkout is paid: the wallet alone, or mada, a Visa/Mastercard card, Apple Pay or STC Pay, with the wallet
 * balance taken first (all of it or a chosen part) when the buyer wants; says how much comes from each.
 */
export function PaymentChoice({
  plan,
  onChange,
  total,
  available,
}: {
  plan: PaymentPlan;
  onChange: (plan: PaymentPlan) => void;
  total: number;
  available: number;
}) {
  const { t, i18n } = useTranslation();
  const name = useId();
  const split = splitPayment({ plan, total, available });
  const sar = (amount: number) => formatSar(amount, i18n.language);
  return (
    <fieldset className="mt-5 min-w-0">
      <legend className="mb-2 text-sm font-bold text-slate-900">{t('cart.pay.title')}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {PAY_OPTIONS.map((option: PayOption) => {
          const Icon = ICONS[option];
          return (
            <label
              key={option}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2.5 text-sm font-medium ring-1 transition-colors ring-inset has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                plan.option === option
                  ? 'bg-brand-50 text-brand-800 ring-brand-300'
                  : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={plan.option === option}
                onChange={() => onChange({ ...plan, option })}
                className="size-4 accent-brand-600 focus:outline-none"
              />
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {option === 'wallet' ? t('cart.pay.wallet', { balance: sar(available) }) : t(`cart.pay.methods.${option}`)}
            </label>
          );
        })}
      </div>

      {plan.option !== 'wallet' && available > 0 ? (
        <div className="mt-3 space-y-2 rounded-xl bg-slate-50 p-3">
          <Checkbox
            label={t('cart.pay.useWallet', { balance: sar(available) })}
            checked={plan.useWallet}
            onChange={(event) => onChange({ ...plan, useWallet: event.target.checked })}
          />
          {plan.useWallet ? (
            <TextField
              label={t('cart.pay.walletAmount')}
              inputMode="decimal"
              dir="ltr"
              value={plan.walletAmount}
              placeholder={String(Math.min(available, total))}
              hint={t('cart.pay.walletAmountHint')}
              onChange={(event) => onChange({ ...plan, walletAmount: event.target.value })}
            />
          ) : null}
        </div>
      ) : null}

      <dl className="mt-3 space-y-1 text-sm" aria-live="polite">
        <div className="flex justify-between gap-2">
          <dt className="text-slate-600">{t('cart.pay.fromWallet')}</dt>
          <dd className="font-semibold text-slate-900">{sar(split.wallet)}</dd>
        </div>
        {plan.option !== 'wallet' ? (
          <div className="flex justify-between gap-2">
            <dt className="text-slate-600">{t('cart.pay.byMethod', { method: t(`cart.pay.methods.${plan.option}`) })}</dt>
            <dd className="font-semibold text-slate-900">{sar(split.method)}</dd>
          </div>
        ) : null}
      </dl>
    </fieldset>
  );
}
