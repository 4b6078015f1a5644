import type { OrderStatus, TShipment } from '@gamesouq/core';
import { Download, FileText, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { DigitalOrderPanel } from '@/entities/digital/components/digital-order-panel';
import { CreditNoteButtons } from '@/entities/order/credit-notes';
import { HandoverDialog } from '@/entities/order/handover-dialog';
import { OrderStatusPill } from '@/entities/order/order-status-pill';
import { ShipDialog } from '@/entities/order/ship-dialog';
import { taxText } from '@/entities/order/tax-text';
import { formatDateTime, formatNumber, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useListingLabels } from '@/lib/listing-labels';
import { errorMessage } from '@/lib/messages';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { useChangeOrderStatus } from '../api/change-order-status';
import { useDownloadInvoice } from '../api/download-invoice';
import { useDownloadInvoiceXml } from '../api/download-invoice-xml';
import { useOrder } from '../api/get-order';
import { useOpenProof } from '../api/open-proof';
import { useUploadProof } from '../api/upload-proof';

/** One sale: customer, items, shipping, the moves the state machine allows, proofs and the invoice (seller §2.12). */
export function OrderDetailsDialog({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const order = useOrder(orderId);
  const changeStatus = useChangeOrderStatus();
  const [isShipping, setIsShipping] = useState(false);
  const [isHandingOver, setIsHandingOver] = useState(false);
  const upload = useUploadProof();
  const invoice = useDownloadInvoice();
  const invoiceXml = useDownloadInvoiceXml();
  const openProof = useOpenProof();
  const proofInputId = useId();
  const labels = useListingLabels();
  if (!orderId) return null;
  const data = order.data;
  // The street as the buyer wrote it, the city in the reader's language.
  const address = data?.shippingAddress
    ? [data.shippingAddress.address, data.shippingAddress.city ? labels.city(data.shippingAddress.city) : '']
        .map((part) => part?.trim())
        .filter(Boolean)
        .join(t('common.listSeparator'))
    : data?.shippingInfo.address;

  const move = (status: OrderStatus, shipment?: TShipment) =>
    changeStatus.mutate(
      { id: orderId, status, shipment },
      {
        onSuccess: () => {
          toast.success(t('traderPanel.orders.statusUpdated'));
          setIsShipping(false);
        },
        onError: (error) => toast.error(errorMessage(t, error, { fallback: t('traderPanel.orders.statusFailed') })),
      },
    );

  return (
    <>
      <Dialog
        isOpen
        onClose={onClose}
        title={data ? t('traderPanel.orders.orderTitle', { id: data.orderId }) : t('common.loading')}
        className="max-w-2xl"
      >
        {order.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(t, order.error, { fallback: t('traderPanel.orders.loadFailed') })}
          </p>
        ) : !data ? (
          <p className="text-sm text-slate-500">{t('common.loading')}</p>
        ) : (
          <div className="space-y-5 text-sm">
            <div className="flex flex-wrap items-center gap-3">
              <OrderStatusPill status={data.status} kind={data.kind} digital={data.digital} />
              <span className="text-slate-500">{formatDateTime(data.date, i18n.language)}</span>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="rounded-xl bg-slate-50 p-3">
                <h3 className="font-semibold text-slate-900">{t('traderPanel.orders.customer')}</h3>
                <p className="mt-1">{data.customer.name}</p>
                <p className="text-slate-500" dir="ltr">
                  {data.customer.email}
                </p>
              </div>
              <div className="rounded-xl bg-slate-50 p-3">
                <h3 className="font-semibold text-slate-900">{t('traderPanel.orders.shippingInfo')}</h3>
                <p className="mt-1">{address || t(`traderPanel.orders.delivery.${data.deliveryType}`)}</p>
                <p className="text-slate-500" dir="ltr">
                  {data.shippingInfo.phone}
                </p>
              </div>
            </div>
            <table className="w-full">
              <thead className="text-xs text-slate-500">
                <tr>
                  <th className="py-1 text-start">{t('traderPanel.orders.item')}</th>
                  <th className="py-1 text-center">{t('traderPanel.orders.quantity')}</th>
                  <th className="py-1 text-end">{t('traderPanel.orders.price')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.items.map((item) => (
                  <tr key={item.id}>
                    <td className="py-2">{item.name}</td>
                    <td className="py-2 text-center">{formatNumber(item.quantity, i18n.language)}</td>
                    <td className="py-2 text-end">{formatSar(item.price, i18n.language)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <td colSpan={2} className="pt-2 text-slate-600">
                    {t('cart.summary.tax')}
                  </td>
                  <td className="pt-2 text-end text-slate-600">{taxText({ t, language: i18n.language, ...data })}</td>
                </tr>
                <tr>
                  <td colSpan={2} className="pt-2 font-semibold">
                    {t('traderPanel.orders.total')}
                  </td>
                  <td className="pt-2 text-end font-semibold">{formatSar(data.total, i18n.language)}</td>
                </tr>
              </tfoot>
            </table>

            <div className="space-y-2">
              <h3 className="font-semibold text-slate-900">{t('traderPanel.orders.updateStatus')}</h3>
              {/* A pickup waiting for its buyer: the seller types the code the buyer shows (ADR 021), as on the order page. */}
              {data.status === 'ready_for_pickup' && data.pickup && !data.pickup.handedOverAt ? (
                <Button size="sm" onClick={() => setIsHandingOver(true)}>
                  {t('orders.pickup.confirm')}
                </Button>
              ) : data.nextStatuses.length === 0 ? (
                <p className="text-slate-500">{t('traderPanel.orders.noMoves')}</p>
              ) : (
                <div className="flex flex-wrap gap-2">
                  {data.nextStatuses.map((status) => (
                    <Button
                      key={status}
                      size="sm"
                      variant={status === 'canceled' ? 'danger' : 'primary'}
                      isLoading={changeStatus.isPending && changeStatus.variables?.status === status}
                      disabled={changeStatus.isPending}
                      onClick={() => (status === 'shipped' && data.deliveryType === 'shipping' ? setIsShipping(true) : move(status))}
                    >
                      {t(`traderPanel.orders.moveTo.${status as 'processing'}`)}
                    </Button>
                  ))}
                </div>
              )}
            </div>

            {/* A digital sale: its delivery (mark a service delivered, answer a code report), never its code. */}
            {data.digital ? <DigitalOrderPanel order={data} /> : null}

            <div className="space-y-2">
              <h3 className="font-semibold text-slate-900">{t('traderPanel.orders.proofs')}</h3>
              {data.proofs.length ? (
                <ul className="space-y-1">
                  {data.proofs.map((proof) => (
                    <li key={proof.id}>
                      <button
                        type="button"
                        className="inline-flex items-center gap-2 text-brand-700 hover:underline"
                        onClick={() => openProof.mutate(proof)}
                      >
                        <FileText aria-hidden="true" className="size-4" />
                        {proof.name}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-slate-500">{t('traderPanel.orders.noProofs')}</p>
              )}
              <label
                htmlFor={proofInputId}
                className="inline-flex cursor-pointer items-center gap-2 rounded-xl bg-white px-3 py-2 font-medium ring-1 ring-slate-300 hover:bg-slate-50"
              >
                <Upload aria-hidden="true" className="size-4" />
                {upload.isPending ? t('traderPanel.orders.uploading') : t('traderPanel.orders.uploadProof')}
              </label>
              <input
                id={proofInputId}
                type="file"
                accept="image/*,application/pdf"
                multiple
                className="sr-only"
                onChange={(event) => {
                  const files = Array.from(event.target.files ?? []);
                  event.target.value = '';
                  if (files.length === 0) return;
                  upload.mutate(
                    { id: orderId, files },
                    {
                      onSuccess: () => toast.success(t('traderPanel.orders.proofUploaded')),
                      onError: (error) => toast.error(errorMessage(t, error, { fallback: t('traderPanel.orders.proofFailed') })),
                    },
                  );
                }}
              />
            </div>
          </div>
        )}
        {data ? (
          <div className="mt-5 flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4">
            <CreditNoteButtons area="trader" orderId={orderId} />
            <Button
              variant="ghost"
              isLoading={invoiceXml.isPending}
              onClick={() =>
                invoiceXml.mutate(orderId, {
                  onError: (error) => toast.error(errorMessage(t, error, { fallback: t('traderPanel.orders.invoiceFailed') })),
                })
              }
            >
              <Download aria-hidden="true" className="size-4" />
              {t('traderPanel.orders.downloadInvoiceXml')}
            </Button>
            <Button
              variant="secondary"
              isLoading={invoice.isPending}
              onClick={() => invoice.mutate(orderId, { onError: () => toast.error(t('traderPanel.orders.invoiceFailed')) })}
            >
              <Download aria-hidden="true" className="size-4" />
              {t('traderPanel.orders.downloadInvoice')}
            </Button>
          </div>
        ) : null}
      </Dialog>
      <HandoverDialog orderId={orderId} isOpen={isHandingOver} onClose={() => setIsHandingOver(false)} />
      <ShipDialog
        orderId={orderId}
        isOpen={isShipping}
        isBusy={changeStatus.isPending}
        onClose={() => setIsShipping(false)}
        onShip={(shipment) => move('shipped', shipment)}
      />
    </>
  );
}
