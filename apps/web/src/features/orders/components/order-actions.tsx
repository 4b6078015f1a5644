import { canMoveOrder, type OrderStatus, type TShipment } from '@gamesouq/core';
import { Ban, Banknote, CircleCheck, FileDown, KeyRound, PackageCheck, ShieldAlert, Star, Store, Truck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { HandoverDialog } from '@/entities/order/handover-dialog';
import { ShipDialog } from '@/entities/order/ship-dialog';
import { useConfirmDelivery } from '@/lib/api/confirm-delivery';
import { useReleaseFunds } from '@/lib/api/release-funds';
import { formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { useCancelOrder } from '../api/cancel-order';
import { useDownloadInvoice } from '../api/download-invoice';
import type { Order } from '../api/get-orders';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { sellerNameOf } from '../lib/seller-name';
import { DisputeDialog } from './dispute-dialog';
import { ReviewDialog } from './review-dialog';

type Dialogs = 'cancel' | 'confirm' | 'dispute' | 'handover' | 'review' | 'ship' | null;

/**
 * What the viewer may do with an order now. Buyers: Confirm Delivery, Open a Dispute, Rate & Review, Cancel Order.
 * Sellers (the Sales view): Mark Processing, Mark Shipped or Ready for Pickup, Release Funds, Cancel Order.
 * Everyone: Download Invoice. `leading` and `trailing` add the page's own buttons (View Details, Print...).
 */
export function OrderActions({ order, leading, trailing }: { order: Order; leading?: ReactNode; trailing?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [dialog, setDialog] = useState<Dialogs>(null);
  const updateStatus = useUpdateOrderStatus();
  const cancelOrder = useCancelOrder();
  const confirmDelivery = useConfirmDelivery();
  const releaseFunds = useReleaseFunds();
  const downloadInvoice = useDownloadInvoice();
  const isSeller = order.role === 'seller';
  const isDisputeOpen = order.dispute?.status === 'open';
  const isBuyer = order.role === 'buyer';
  const sellerMay = (to: OrderStatus) =>
    isSeller && canMoveOrder({ actor: 'seller', from: order.status, to, delivery: order.deliveryType, kind: order.kind });
  const close = () => setDialog(null);

  const move = (status: OrderStatus, shipment?: TShipment) =>
    updateStatus.mutate(
      { id: order.id, status, shipment },
      {
        onSuccess: () => {
          toast.success(t('orders.statusUpdated'));
          close();
        },
        onError: (error) => toast.error(errorMessage(t, error, { fallback: t('orders.statusFailed') })),
      },
    );

  const cancel = () => {
    if (isSeller) {
      move('canceled');
      return;
    }
    cancelOrder.mutate(
      { id: order.id },
      {
        onSuccess: () => {
          toast.success(t('orders.canceled'));
          close();
        },
        onError: (error) => toast.error(errorMessage(t, error, { fallback: t('orders.cancelFailed') })),
      },
    );
  };

  const confirm = () =>
    confirmDelivery.mutate(order.id, {
      onSuccess: () => {
        toast.success(t('orders.deliveryConfirmed'));
        close();
      },
      onError: (error) => toast.error(errorMessage(t, error, { fallback: t('orders.confirmFailed') })),
    });

  const release = () =>
    releaseFunds.mutate(order.id, {
      onSuccess: () => toast.success(t('orders.released')),
      onError: (error) => toast.error(errorMessage(t, error, { fallback: t('orders.releaseFailed') })),
    });

  const download = () =>
    downloadInvoice.mutate(
      { id: order.id, number: order.number },
      { onError: (error) => toast.error(errorMessage(t, error, { fallback: t('orders.invoiceFailed') })) },
    );

  // Nothing travels in a digital order: the buyer confirms that the code works or that the service was delivered.
  const confirmKey =
    order.kind === 'digital_code'
      ? 'orders.actions.confirmCode'
      : order.kind === 'digital_service'
        ? 'orders.actions.confirmService'
        : 'orders.actions.confirmDelivery';
  const movingTo = updateStatus.isPending ? updateStatus.variables?.status : undefined;
  const total = formatSar(order.total, i18n.language);

  return (
    <>
      <div className="flex flex-wrap gap-2">
        {leading}
        {sellerMay('processing') ? (
          <Button size="sm" onClick={() => move('processing')} isLoading={movingTo === 'processing'}>
            {movingTo === 'processing' ? null : <PackageCheck aria-hidden="true" className="size-4" />}
            {t('orders.actions.markProcessing')}
          </Button>
        ) : null}
        {sellerMay('shipped') ? (
          <Button size="sm" onClick={() => setDialog('ship')}>
            <Truck aria-hidden="true" className="size-4" />
            {t('orders.actions.markShipped')}
          </Button>
        ) : null}
        {sellerMay('ready_for_pickup') ? (
          <Button size="sm" onClick={() => move('ready_for_pickup')} isLoading={movingTo === 'ready_for_pickup'}>
            {movingTo === 'ready_for_pickup' ? null : <Store aria-hidden="true" className="size-4" />}
            {t('orders.actions.markReady')}
          </Button>
        ) : null}
        {isSeller && order.pickup && !order.pickup.handedOverAt && order.status === 'ready_for_pickup' ? (
          <Button size="sm" onClick={() => setDialog('handover')}>
            <KeyRound aria-hidden="true" className="size-4" />
            {t('orders.pickup.confirm')}
          </Button>
        ) : null}
        {isSeller && order.canRelease ? (
          <Button size="sm" onClick={release} isLoading={releaseFunds.isPending}>
            {releaseFunds.isPending ? null : <Banknote aria-hidden="true" className="size-4" />}
            {t('orders.actions.releaseFunds')}
          </Button>
        ) : null}
        {isBuyer && order.canConfirm ? (
          // With a dispute open, confirming (which ends it with the release) comes after the dispute's own actions.
          <Button size="sm" variant={isDisputeOpen ? 'secondary' : 'primary'} onClick={() => setDialog('confirm')}>
            <CircleCheck aria-hidden="true" className="size-4" />
            {t(confirmKey)}
          </Button>
        ) : null}
        {isBuyer && order.canReview ? (
          <Button size="sm" onClick={() => setDialog('review')}>
            <Star aria-hidden="true" className="size-4" />
            {t('orders.actions.rateReview')}
          </Button>
        ) : null}
        <Button variant="secondary" size="sm" onClick={download} isLoading={downloadInvoice.isPending}>
          {downloadInvoice.isPending ? null : <FileDown aria-hidden="true" className="size-4" />}
          {t('orders.actions.downloadInvoice')}
        </Button>
        {isBuyer && order.canDispute ? (
          <Button variant="secondary" size="sm" className="text-red-700" onClick={() => setDialog('dispute')}>
            <ShieldAlert aria-hidden="true" className="size-4" />
            {t('orders.actions.openDispute')}
          </Button>
        ) : null}
        {order.canCancel && (isBuyer || isSeller) ? (
          <Button variant="secondary" size="sm" className="text-red-700" onClick={() => setDialog('cancel')}>
            <Ban aria-hidden="true" className="size-4" />
            {t('orders.actions.cancelOrder')}
          </Button>
        ) : null}
        {trailing}
      </div>

      <ConfirmDialog
        isOpen={dialog === 'cancel'}
        title={t('orders.cancelTitle', { id: order.orderId })}
        description={
          isSeller
            ? t('orders.cancelTextSeller', { total })
            : order.paidByMethod > 0
              ? t('orders.cancelTextBuyerSplit', {
                  method: formatSar(order.paidByMethod, i18n.language),
                  wallet: formatSar(order.total - order.paidByMethod, i18n.language),
                })
              : t('orders.cancelTextBuyer', { total })
        }
        confirmLabel={t('orders.cancelConfirm')}
        isBusy={cancelOrder.isPending || movingTo === 'canceled'}
        onCancel={close}
        onConfirm={cancel}
      />
      <ConfirmDialog
        isOpen={dialog === 'confirm'}
        tone="primary"
        title={t('orders.confirmTitle', { id: order.orderId })}
        description={t('orders.confirmText', { seller: sellerNameOf(order) })}
        confirmLabel={t(confirmKey)}
        isBusy={confirmDelivery.isPending}
        onCancel={close}
        onConfirm={confirm}
      />
      <ShipDialog
        orderId={order.id}
        isOpen={dialog === 'ship'}
        isBusy={movingTo === 'shipped'}
        onClose={close}
        onShip={(shipment) => move('shipped', shipment)}
      />
      <HandoverDialog orderId={order.id} isOpen={dialog === 'handover'} onClose={close} />
      <ReviewDialog order={order} isOpen={dialog === 'review'} onClose={close} />
      <DisputeDialog order={order} isOpen={dialog === 'dispute'} onClose={close} />
    </>
  );
}
