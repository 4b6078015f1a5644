import { Banknote, CircleCheck, Clock, Hourglass, Inbox } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { OrderStatusPill } from '@/entities/order/order-status-pill';
import { useConfirmDelivery } from '@/lib/api/confirm-delivery';
import { useReleaseFunds } from '@/lib/api/release-funds';
import { cn } from '@/lib/cn';
import { formatDate, formatNumber, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { EmptyState } from '@/ui/empty-state';
import type { PendingOrder } from '../api/get-pending-orders';

function PendingOrderRow({
  order,
  onConfirm,
  onRelease,
  isReleasing,
}: {
  order: PendingOrder;
  onConfirm: () => void;
  onRelease: () => void;
  isReleasing: boolean;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const isSale = order.role === 'seller';
  const isHandedOver = order.status === 'shipped' || order.status === 'ready_for_pickup';
  const note = isSale
    ? !isHandedOver
      ? t('wallet.pending.awaitingShipment')
      : order.daysRemaining > 0
        ? t('wallet.pending.releaseIn', { count: order.daysRemaining, n: formatNumber(order.daysRemaining, i18n.language) })
        : null
    : order.canConfirm
      ? null
      : t('wallet.pending.awaitingSeller');

  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="font-bold text-slate-900">
            <Link to={paths.app.order.getHref(order.id)} className="rounded hover:text-brand-700">
              {t('orders.orderTitle', { id: order.orderId })}
            </Link>
          </h3>
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-semibold',
              isSale ? 'bg-emerald-50 text-emerald-700' : 'bg-brand-50 text-brand-700',
            )}
          >
            {isSale ? t('wallet.pending.sale') : t('wallet.pending.purchase')}
          </span>
          <OrderStatusPill status={order.status} kind={order.kind} digital={order.digital} />
        </div>
        <p className="truncate text-sm text-slate-700">
          <bdi>{order.productName}</bdi>
        </p>
        <p className="text-xs text-slate-500">
          {isSale ? t('wallet.pending.buyer', { name: order.buyerName }) : t('wallet.pending.seller', { name: order.sellerName })}
          {' · '}
          {formatDate(order.orderDate, i18n.language)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:flex-col sm:items-end sm:gap-2">
        <p className="text-lg font-extrabold text-slate-900">{formatSar(order.amount, i18n.language)}</p>
        {order.canConfirm ? (
          <Button size="sm" onClick={onConfirm}>
            <CircleCheck aria-hidden="true" className="size-4" />
            {t('orders.actions.confirmDelivery')}
          </Button>
        ) : null}
        {order.canRelease ? (
          <Button size="sm" onClick={onRelease} isLoading={isReleasing}>
            {isReleasing ? null : <Banknote aria-hidden="true" className="size-4" />}
            {t('wallet.pending.autoWithdraw')}
          </Button>
        ) : null}
        {note ? (
          <p className="flex items-center gap-1.5 text-xs font-medium text-slate-500">
            {isSale ? <Hourglass aria-hidden="true" className="size-3.5" /> : <Clock aria-hidden="true" className="size-3.5" />}
            {note}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** Orders whose money is held in escrow: Confirm Delivery (buyer), Auto Withdraw when due (seller), else the days left. */
export function PendingOrdersList({ orders }: { orders: PendingOrder[] }) {
  const { t } = useTranslation();
  const confirmDelivery = useConfirmDelivery();
  const releaseFunds = useReleaseFunds();
  const [toConfirm, setToConfirm] = useState<PendingOrder | null>(null);

  if (orders.length === 0) return <EmptyState icon={Inbox} title={t('wallet.pending.empty')} hint={t('wallet.pending.emptyHint')} />;

  const confirm = () => {
    if (!toConfirm) return;
    confirmDelivery.mutate(toConfirm.id, {
      onSuccess: () => {
        toast.success(t('orders.deliveryConfirmed'));
        setToConfirm(null);
      },
      onError: (error) => toast.error(errorMessage(t, error, { fallback: t('orders.confirmFailed') })),
    });
  };

  const release = (order: PendingOrder) =>
    releaseFunds.mutate(order.id, {
      onSuccess: () => toast.success(t('orders.released')),
      onError: (error) => toast.error(errorMessage(t, error, { fallback: t('orders.releaseFailed') })),
    });

  return (
    <>
      <ul className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {orders.map((order) => (
          <li key={order.id}>
            <PendingOrderRow
              order={order}
              onConfirm={() => setToConfirm(order)}
              onRelease={() => release(order)}
              isReleasing={releaseFunds.isPending && releaseFunds.variables === order.id}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={toConfirm !== null}
        tone="primary"
        title={t('orders.confirmTitle', { id: toConfirm?.orderId ?? '' })}
        description={t('orders.confirmText', { seller: toConfirm?.sellerName ?? '' })}
        confirmLabel={t('orders.actions.confirmDelivery')}
        isBusy={confirmDelivery.isPending}
        onCancel={() => setToConfirm(null)}
        onConfirm={confirm}
      />
    </>
  );
}
