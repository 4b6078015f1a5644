import { ClipboardList, Download, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { OrderStatusPill } from '@/entities/order/order-status-pill';
import { taxText } from '@/entities/order/tax-text';
import { formatDateTime, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useListingLabels } from '@/lib/listing-labels';
import { errorMessage } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdImage } from '@/ui/ad-image';
import { BackButton } from '@/ui/back-button';
import { Button, buttonClasses } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LoadingState } from '@/ui/loading-state';
import { VerifiedTick } from '@/ui/verified-tick';
import { useAdminOrder, useDownloadInvoiceXml } from '../api/orders';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 className="font-bold text-slate-900">{title}</h2>
      <div className="mt-3 text-sm">{children}</div>
    </section>
  );
}

/** An order as the admin sees it: items, money, payment history from the ledger, the parties and the timeline. */
export function AdminOrderDetailPage() {
  const { t, i18n } = useTranslation();
  const { orderId = '' } = useParams();
  const order = useAdminOrder(orderId);
  const invoiceXml = useDownloadInvoiceXml();
  const labels = useListingLabels();
  useDocumentTitle(order.data ? t('adminPanel.orderDetail.title', { id: order.data.orderId }) : t('adminPanel.orderDetail.loading'));
  const sar = (value: number) => formatSar(value, i18n.language);
  const back = <BackButton to={paths.admin.orders.getHref()} label={t('adminPanel.orderDetail.back')} />;
  if (order.isPending) return <LoadingState label={t('adminPanel.orderDetail.loading')} />;
  if (order.isError)
    return (
      <div className="space-y-4">
        {back}
        <EmptyState icon={ClipboardList} tone="error" title={t('adminPanel.orderDetail.notFound')} />
      </div>
    );
  const o = order.data;
  // The city is one of the cities' codes: shown in the reader's language.
  const address = Object.entries(o.shippingAddress ?? {})
    .filter(([, value]) => value)
    .map(([field, value]) => [field, field === 'city' ? labels.city(String(value)) : value] as const);
  return (
    <div className="space-y-6">
      {back}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900" dir="ltr">
            {o.orderId}
          </h1>
          <OrderStatusPill status={o.status} kind={o.kind} digital={o.digital} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="ghost"
            isLoading={invoiceXml.isPending}
            onClick={() =>
              invoiceXml.mutate(o.id, {
                onError: (error) => toast.error(errorMessage(t, error, { fallback: t('adminPanel.orderDetail.invoiceXmlFailed') })),
              })
            }
          >
            <Download aria-hidden="true" className="size-4" />
            {t('adminPanel.orderDetail.invoiceXml')}
          </Button>
          <Link to={paths.admin.editOrder.getHref(o.id)} className={buttonClasses({ variant: 'secondary' })}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('adminPanel.orders.edit')}
          </Link>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <Panel title={t('adminPanel.orderDetail.items')}>
            <ul className="divide-y divide-slate-100">
              {o.items.map((item) => (
                <li key={item.id} className="flex items-center gap-3 py-3">
                  <AdImage src={item.image} alt="" width={56} height={56} className="size-14 rounded-lg object-cover" />
                  <div className="min-w-0 flex-1">
                    <p dir="auto" className="truncate font-semibold">
                      {item.name}
                    </p>
                    <p className="text-xs text-slate-500">
                      {item.platform.name} · {t('adminPanel.orderDetail.quantity', { n: item.quantity })}
                    </p>
                  </div>
                  <p className="font-semibold">{sar(item.price * item.quantity)}</p>
                </li>
              ))}
            </ul>
            <dl className="mt-3 space-y-1.5 border-t border-slate-100 pt-3">
              {(['subtotal', 'discount', 'shipping'] as const).map((key) => (
                <div key={key} className="flex justify-between">
                  <dt className="text-slate-500">{t(`adminPanel.orderDetail.${key}`)}</dt>
                  <dd>{key === 'discount' && o.discount > 0 ? `−${sar(o.discount)}` : sar(o[key])}</dd>
                </div>
              ))}
              <div className="flex justify-between gap-3">
                <dt className="text-slate-500">{t('adminPanel.orderDetail.tax')}</dt>
                <dd>{taxText({ t, language: i18n.language, ...o })}</dd>
              </div>
              <div className="flex justify-between border-t border-slate-100 pt-2 text-base font-bold">
                <dt>{t('adminPanel.orderDetail.total')}</dt>
                <dd>{sar(o.total)}</dd>
              </div>
            </dl>
          </Panel>
          <Panel title={t('adminPanel.orderDetail.payments')}>
            <ul className="divide-y divide-slate-100">
              {o.payments.map((payment) => (
                <li key={payment.id} className="flex justify-between gap-3 py-2">
                  <span>
                    {t(`adminPanel.orderDetail.paymentKinds.${payment.kind as 'purchase'}`, { defaultValue: payment.kind })}
                    <span className="block text-xs text-slate-500">{formatDateTime(payment.createdAt, i18n.language)}</span>
                  </span>
                  <span className="font-semibold">{sar(payment.amount)}</span>
                </li>
              ))}
            </ul>
          </Panel>
        </div>
        <div className="space-y-6">
          <Panel title={t('adminPanel.orderDetail.customer')}>
            <p className="font-semibold">{o.buyer.name}</p>
            <p className="text-slate-600" dir="ltr">
              {o.buyer.email}
            </p>
            <p className="text-slate-600" dir="ltr">
              {o.buyer.phone}
            </p>
            {address.length ? (
              <p className="mt-2 text-slate-600">
                {t('adminPanel.orderDetail.shipTo')}: {address.map(([, value]) => value).join(t('common.listSeparator'))}
              </p>
            ) : null}
          </Panel>
          <Panel title={t('adminPanel.orderDetail.seller')}>
            <p className="flex items-center gap-1 font-semibold">
              {o.seller.name}
              {o.seller.verified ? <VerifiedTick /> : null}
            </p>
            <p className="text-slate-600">
              {t(o.seller.role === 'trader' ? 'adminPanel.clients.typeLabel.Store' : 'adminPanel.clients.typeLabel.Person')}
            </p>
          </Panel>
          <Panel title={t('adminPanel.orderDetail.timeline')}>
            <ol className="space-y-3 border-s-2 border-brand-200 ps-4">
              {o.timeline.map((step) => (
                <li key={step.key}>
                  <p className="font-medium">
                    {/* A digital order's "shipped" is its delivery: the code at payment, a service by its seller. */}
                    {t(
                      step.key === 'shipped' && o.kind !== 'physical'
                        ? 'adminPanel.orderDetail.steps.delivered'
                        : `adminPanel.orderDetail.steps.${step.key}`,
                    )}
                  </p>
                  <p className="text-xs text-slate-500">{formatDateTime(step.at, i18n.language)}</p>
                </li>
              ))}
            </ol>
            {o.cancel_reason ? <p className="mt-3 text-red-700">{o.cancel_reason}</p> : null}
          </Panel>
        </div>
      </div>
    </div>
  );
}
