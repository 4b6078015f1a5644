import { Eye, KeyRound, ShieldAlert, Store, User } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { DISPUTE_SECTION_ID, DisputeStatePill } from '@/entities/dispute/dispute-state-pill';
import { OrderStatusPill } from '@/entities/order/order-status-pill';
import { taxFact } from '@/entities/order/tax-text';
import { cn } from '@/lib/cn';
import { formatDate, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { isShop } from '@/lib/listing-types';
import { buttonClasses } from '@/ui/button';
import { RatingStars } from '@/ui/rating-stars';
import { VerifiedTick } from '@/ui/verified-tick';
import type { Order } from '../api/get-orders';
import { sellerNameOf } from '../lib/seller-name';
import { useOrderLabels } from '../lib/use-order-labels';
import { OrderActions } from './order-actions';
import { OrderItems } from './order-items';
import { ReviewSummary } from './review-summary';
import { TrackingStepper } from './tracking-stepper';

/** An order in My Orders (buyer §2): an article named "Order #100001", with its tracking, items, facts and actions. */
export function OrderCard({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const labels = useOrderLabels();
  const titleId = useId();
  const isSale = order.role === 'seller';
  const date = (value: string | null) => (value ? formatDate(value, i18n.language) : '—');

  const facts = [
    { label: t('orders.created'), value: date(order.created_at) },
    order.status === 'canceled'
      ? { label: t('orders.canceledOn'), value: date(order.canceled_at) }
      : { label: t('orders.completed'), value: date(order.completed_at) },
    { label: t('orders.paymentStatus'), value: labels.paymentStatus(order.payment_status) },
    { label: t('orders.deliveryLabel'), value: labels.delivery(order.deliveryType) },
    taxFact({ t, language: i18n.language, ...order }),
    // The seller's escrow: subtotal and shipping, VAT included (an old order's added tax went to the platform; a
    // promo is paid by the platform).
    ...(isSale ? [{ label: t('orders.payout'), value: formatSar(order.subtotal + order.shipping, i18n.language) }] : []),
  ];

  return (
    <article aria-labelledby={titleId} className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 p-4 sm:px-5">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={titleId} className="font-bold text-slate-900">
              {t('orders.orderTitle', { id: order.orderId })}
            </h2>
            {order.dispute?.status === 'open' ? null : <OrderStatusPill status={order.status} kind={order.kind} digital={order.digital} />}
            {order.dispute ? <DisputeStatePill dispute={order.dispute} /> : null}
          </div>
          <p className="text-xs text-slate-500">{t('orders.placedOn', { date: formatDate(order.created_at, i18n.language) })}</p>
        </div>
        <p className="text-end">
          <span className="block text-xs text-slate-500">{t('orders.total')}</span>
          <span className="text-lg font-extrabold text-slate-900">{formatSar(order.total, i18n.language)}</span>
        </p>
      </header>

      <div className="space-y-4 p-4 sm:px-5">
        {isSale ? (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <User aria-hidden="true" className="size-4 text-slate-400" />
            <span className="text-slate-500">{t('orders.buyer')}:</span>
            <bdi className="font-semibold">{order.buyer.name}</bdi>
          </p>
        ) : (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
            {isShop(order.seller) ? (
              <Store aria-hidden="true" className="size-4 text-slate-400" />
            ) : (
              <User aria-hidden="true" className="size-4 text-slate-400" />
            )}
            <span className="text-slate-500">{t('orders.seller')}:</span>
            <bdi className="font-semibold">{sellerNameOf(order)}</bdi>
            {order.seller.verified ? <VerifiedTick /> : null}
            <RatingStars rating={order.seller.rating} />
          </p>
        )}

        {order.status === 'canceled' ? (
          <p className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-100">
            {order.cancel_reason ? t('orders.canceledReason', { reason: order.cancel_reason }) : t('orders.canceledNote')}
          </p>
        ) : (
          <TrackingStepper tracking={order.tracking} className="rounded-xl bg-slate-50 px-2 py-3" />
        )}

        <OrderItems items={order.items} />

        <dl className={cn('grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-3 text-sm', isSale ? 'sm:grid-cols-5' : 'sm:grid-cols-4')}>
          {facts.map((fact) => (
            <div key={fact.label} className="min-w-0">
              <dt className="text-xs text-slate-500">{fact.label}</dt>
              <dd className="truncate font-semibold text-slate-900">{fact.value}</dd>
            </div>
          ))}
        </dl>

        {order.dispute ? (
          <p className="flex items-center gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
            <ShieldAlert aria-hidden="true" className="size-4 shrink-0" />
            {order.dispute.status === 'open'
              ? t('orders.dispute.openNote')
              : t('orders.dispute.resolvedNote', { resolution: labels.resolution(order.dispute.resolution ?? '') })}
          </p>
        ) : null}
        {order.review ? <ReviewSummary review={order.review} isSale={order.role === 'seller'} /> : null}

        <OrderActions
          order={order}
          leading={
            order.dispute?.status === 'open' ? (
              <Link to={`${paths.app.order.getHref(order.id)}#${DISPUTE_SECTION_ID}`} className={buttonClasses({ size: 'sm' })}>
                <ShieldAlert aria-hidden="true" className="size-4" />
                {t('orders.actions.viewDispute')}
              </Link>
            ) : (
              <>
                <Link to={paths.app.order.getHref(order.id)} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                  <Eye aria-hidden="true" className="size-4" />
                  {t('orders.actions.viewDetails')}
                </Link>
                {/* A paid code is on its order page, behind the Reveal step that starts the protection window. */}
                {order.digital?.canReveal ? (
                  <Link to={paths.app.order.getHref(order.id)} className={buttonClasses({ size: 'sm' })}>
                    <KeyRound aria-hidden="true" className="size-4" />
                    {t('orders.actions.revealCode')}
                  </Link>
                ) : null}
              </>
            )
          }
        />
      </div>
    </article>
  );
}
