import { taxText } from '@/entities/order/tax-text';
import { cn } from '@/lib/cn';
import { formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import type { CheckoutTotals } from '../lib/checkout-plan';

/** Subtotal, Shipping ('Free' at 0), Tax (the VAT included, never added), the promo discount and the Total. */
export function SummaryLines({ totals, promoCode, className }: { totals: CheckoutTotals; promoCode?: string; className?: string }) {
  const { t, i18n } = useTranslation();
  const sar = (value: number) => formatSar(value, i18n.language);
  const rows = [
    { label: t('cart.summary.subtotal'), value: sar(totals.subtotal) },
    { label: t('cart.summary.shipping'), value: totals.shipping > 0 ? sar(totals.shipping) : t('cart.summary.free') },
    { label: t('cart.summary.tax'), value: taxText({ t, language: i18n.language, ...totals }) },
  ];
  return (
    <dl className={cn('space-y-2 text-sm', className)}>
      {rows.map((row) => (
        <div key={row.label} className="flex justify-between gap-3">
          <dt className="text-slate-600">{row.label}</dt>
          <dd className="font-semibold text-slate-900">{row.value}</dd>
        </div>
      ))}
      {totals.discount > 0 ? (
        <div className="flex justify-between gap-3 text-emerald-700">
          <dt>
            {t('cart.summary.discount')}
            {promoCode ? (
              <>
                {' '}
                (<bdi>{promoCode}</bdi>)
              </>
            ) : null}
          </dt>
          <dd className="font-semibold">−{sar(totals.discount)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-3 border-t border-slate-200 pt-3 text-base">
        <dt className="font-bold text-slate-900">{t('cart.summary.total')}</dt>
        <dd className="font-extrabold text-slate-900">{sar(totals.total)}</dd>
      </div>
    </dl>
  );
}
