import { Lock, ShieldCheck, ShoppingBag, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { useWalletBalance } from '@/lib/api/get-wallet-balance';
import { formatNumber, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { Button, buttonClasses } from '@/ui/button';
import type { AppliedPromo } from '../api/apply-promo';
import { addFundsHref } from '../lib/add-funds-href';
import type { CheckoutPlan } from '../lib/checkout-plan';
import { PromoBox } from './promo-box';
import { SummaryLines } from './summary-lines';

type OrderSummaryProps = {
  plan: CheckoutPlan;
  promo: AppliedPromo | null;
  onPromoChange: (promo: AppliedPromo | null) => void;
  onCheckout: () => void;
  isCheckoutDisabled: boolean;
};

/** The summary card: totals, promo box, wallet balance, Proceed to Checkout and the Secure Checkout notes. */
export function OrderSummary({ plan, promo, onPromoChange, onCheckout, isCheckoutDisabled }: OrderSummaryProps) {
  const { t, i18n } = useTranslation();
  const balance = useWalletBalance();
  const available = balance.data?.available;
  const isShort = available !== undefined && available < plan.totals.total;

  return (
    <aside aria-labelledby="cart-summary-title" className="space-y-4 lg:sticky lg:top-24">
      <section className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="cart-summary-title" className="text-lg font-bold text-slate-900">
          {t('cart.summary.title')}
        </h2>
        <SummaryLines totals={plan.totals} promoCode={promo?.code} />
        <PromoBox promo={promo} onChange={onPromoChange} />

        {available !== undefined ? (
          <div className="rounded-xl bg-slate-50 px-3 py-2.5 text-sm">
            <p className="flex items-center justify-between gap-2">
              <span className="flex items-center gap-2 text-slate-600">
                <Wallet aria-hidden="true" className="size-4" />
                {t('cart.walletBalance')}
              </span>
              <span className="font-semibold text-slate-900">{formatSar(available, i18n.language)}</span>
            </p>
            {isShort ? (
              <div className="mt-2 space-y-2 text-amber-800">
                <p>{t('cart.walletShort')}</p>
                <Link to={addFundsHref(plan.totals.total - available)} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                  {t('cart.addFunds')}
                </Link>
              </div>
            ) : null}
          </div>
        ) : null}

        <Button size="lg" className="w-full" onClick={onCheckout} disabled={isCheckoutDisabled}>
          <ShoppingBag aria-hidden="true" className="size-5" />
          {t('cart.checkout')}
        </Button>
        <p className="text-center text-xs text-slate-500">
          {t('cart.ordersNote', { count: plan.orderCount, n: formatNumber(plan.orderCount, i18n.language) })}
        </p>
      </section>

      <section aria-labelledby="cart-secure-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="cart-secure-title" className="flex items-center gap-2 text-sm font-bold text-slate-900">
          <ShieldCheck aria-hidden="true" className="size-4.5 text-emerald-600" />
          {t('cart.secure.title')}
        </h2>
        <ul className="mt-3 space-y-2 text-xs text-slate-600">
          {[t('cart.secure.escrow'), t('cart.secure.wallet'), t('cart.secure.card')].map((note) => (
            <li key={note} className="flex items-start gap-2">
              <Lock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-slate-400" />
              {note}
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
