import { KeyRound } from 'lucide-react';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import type { Order } from '../api/get-orders';

type Pickup = NonNullable<Order['pickup']>;

/** A pickup's hand-over: the buyer's code to show the seller, or when the seller confirmed it. */
export function PickupCard({ pickup }: { pickup: Pickup }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-label={t('orders.pickup.title')} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 className="flex items-center gap-2 text-base font-bold text-slate-900">
        <KeyRound aria-hidden="true" className="size-5 text-violet-600" />
        {t('orders.pickup.title')}
      </h2>
      {pickup.handedOverAt ? (
        <p className="mt-3 text-sm text-slate-700">
          {t('orders.pickup.handedOver', { date: formatDateTime(pickup.handedOverAt, i18n.language) })}
        </p>
      ) : pickup.code ? (
        <>
          <p className="mt-3 text-sm text-slate-600">{t('orders.pickup.showCode')}</p>
          <p
            dir="ltr"
            data-testid="pickup-code"
            className="mt-3 rounded-xl bg-violet-50 py-3 text-center font-mono text-3xl font-bold tracking-[0.4em] text-violet-800"
          >
            {pickup.code}
          </p>
        </>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t('orders.pickup.askCode')}</p>
      )}
    </section>
  );
}
