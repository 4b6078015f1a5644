import {
  ArrowLeft,
  CreditCard,
  Headset,
  MapPin,
  MessageSquarePlus,
  PackageX,
  Printer,
  RefreshCw,
  Route,
  ShieldAlert,
  Store,
  TriangleAlert,
  User,
} from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { DigitalOrderPanel } from '@/entities/digital/components/digital-order-panel';
import { DISPUTE_SECTION_ID, DisputeStatePill } from '@/entities/dispute/dispute-state-pill';
import { CreditNoteButtons } from '@/entities/order/credit-notes';
import { OrderStatusPill } from '@/entities/order/order-status-pill';
import { taxText } from '@/entities/order/tax-text';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatDateTime, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useListingLabels } from '@/lib/listing-labels';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button, buttonClasses } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LoadingState } from '@/ui/loading-state';
import { RatingStars } from '@/ui/rating-stars';
import { VerifiedTick } from '@/ui/verified-tick';
import { useOrder } from '../api/get-order';
import type { Order } from '../api/get-orders';
import { DisputePanel } from '../components/dispute-panel';
import { OrderActions } from '../components/order-actions';
import { OrderItems } from '../components/order-items';
import { ParcelCard } from '../components/parcel-card';
import { PickupCard } from '../components/pickup-card';
import { ReviewSummary } from '../components/review-summary';
import { TrackingStepper } from '../components/tracking-stepper';
import { sellerNameOf } from '../lib/seller-name';
import { useOrderLabels } from '../lib/use-order-labels';

const TRACKER_ID = 'order-tracking';

function Card({ title, icon, children, id }: { title: string; icon?: ReactNode; children: ReactNode; id?: string }) {
  return (
    <section
      id={id}
      tabIndex={id ? -1 : undefined}
      aria-label={title}
      className="scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 focus:outline-none"
    >
      <h2 className="flex items-center gap-2 text-base font-bold text-slate-900">
        {icon}
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Facts({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="space-y-2 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="flex justify-between gap-3">
          <dt className="text-slate-500">{row.label}</dt>
          <dd className="text-end font-semibold text-slate-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const labels = useOrderLabels();
  const listingLabels = useListingLabels();
  const sar = (value: number) => formatSar(value, i18n.language);
  const address = order.shippingAddress ?? {};
  const addressLines = [address.fullName, address.phone, address.address, address.city ? listingLabels.city(address.city) : '']
    .map((line) => line?.trim())
    .filter(Boolean);

  const isDisputeOpen = order.dispute?.status === 'open';
  const { hash } = useLocation();
  const hasDisputePanel = order.dispute !== null;

  /** Scrolls to the dispute and focuses it, or `field` in it (its message box, to add evidence). */
  const goToDispute = (field?: 'textarea') => {
    const panel = document.getElementById(DISPUTE_SECTION_ID);
    panel?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    const target = (field ? panel?.querySelector<HTMLElement>(field) : null) ?? panel;
    target?.focus({ preventScroll: true });
  };

  // An order card's "View dispute" opens the page at the dispute.
  useEffect(() => {
    if (hash === `#${DISPUTE_SECTION_ID}` && hasDisputePanel)
      document.getElementById(DISPUTE_SECTION_ID)?.scrollIntoView({ block: 'start' });
  }, [hash, hasDisputePanel]);

  const trackOrder = () => {
    const tracker = document.getElementById(TRACKER_ID);
    tracker?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    tracker?.focus({ preventScroll: true });
  };

  const timeline = [
    { label: t('orders.created'), value: order.created_at },
    {
      label: order.digital
        ? t('orders.tracking.delivered')
        : order.deliveryType === 'pickup'
          ? t('orders.tracking.ready')
          : t('orders.shippedOn'),
      value: order.shipped_at,
    },
    { label: t('orders.completed'), value: order.completed_at },
    { label: t('orders.canceledOn'), value: order.canceled_at },
  ].filter((row): row is { label: string; value: string } => Boolean(row.value));

  return (
    <div className="mx-auto max-w-6xl space-y-6 print:max-w-none">
      <Link to={paths.app.orders.getHref()} className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'print:hidden' })}>
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('orders.backToOrders')}
      </Link>

      <header className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{t('orders.orderTitle', { id: order.orderId })}</h1>
              {isDisputeOpen ? null : <OrderStatusPill status={order.status} kind={order.kind} digital={order.digital} />}
              {order.dispute ? <DisputeStatePill dispute={order.dispute} /> : null}
            </div>
            <p className="text-sm text-slate-500">{t('orders.placedOn', { date: formatDateTime(order.created_at, i18n.language) })}</p>
            {isDisputeOpen ? <p className="text-sm text-amber-900">{t('orders.dispute.openNote')}</p> : null}
          </div>
          <p className="text-end">
            <span className="block text-xs text-slate-500">{t('orders.total')}</span>
            <span className="text-2xl font-extrabold text-slate-900">{sar(order.total)}</span>
          </p>
        </div>
        <div className="print:hidden">
          <OrderActions
            order={order}
            leading={
              isDisputeOpen ? (
                <>
                  <Button size="sm" onClick={() => goToDispute()}>
                    <ShieldAlert aria-hidden="true" className="size-4" />
                    {t('orders.actions.viewDispute')}
                  </Button>
                  <Button variant="secondary" size="sm" onClick={() => goToDispute('textarea')}>
                    <MessageSquarePlus aria-hidden="true" className="size-4" />
                    {t('orders.actions.addEvidence')}
                  </Button>
                </>
              ) : // A digital order does not travel: its panel below is its delivery.
              order.digital ? null : (
                <Button variant="secondary" size="sm" onClick={trackOrder}>
                  <Route aria-hidden="true" className="size-4" />
                  {t('orders.actions.trackOrder')}
                </Button>
              )
            }
            trailing={
              <>
                <CreditNoteButtons area="user" orderId={order.id} />
                <Button variant="secondary" size="sm" onClick={() => window.print()}>
                  <Printer aria-hidden="true" className="size-4" />
                  {t('orders.actions.printOrder')}
                </Button>
                <Link to={paths.contact.getHref()} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                  <Headset aria-hidden="true" className="size-4" />
                  {t('orders.actions.contactSupport')}
                </Link>
              </>
            }
          />
        </div>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          {order.digital ? <DigitalOrderPanel order={order} /> : null}
          <Card id={TRACKER_ID} title={t('orders.trackingTitle')}>
            {order.status === 'canceled' ? (
              <p className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-100">
                {order.cancel_reason ? t('orders.canceledReason', { reason: order.cancel_reason }) : t('orders.canceledNote')}
              </p>
            ) : (
              <TrackingStepper tracking={order.tracking} />
            )}
            <ul className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
              {timeline.map((row) => (
                <li key={row.label} className="flex justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2">
                  <span className="text-slate-500">{row.label}</span>
                  <time dateTime={row.value} className="font-semibold text-slate-900">
                    {formatDate(row.value, i18n.language)}
                  </time>
                </li>
              ))}
            </ul>
            {order.role === 'seller' && order.releaseAt && order.status !== 'completed' && order.status !== 'canceled' ? (
              <p className="mt-3 text-sm text-slate-600">
                {order.canRelease
                  ? t('orders.releaseReady')
                  : t('orders.releaseIn', { count: order.daysRemaining ?? 0, date: formatDate(order.releaseAt, i18n.language) })}
              </p>
            ) : null}
            <p className="mt-3 text-xs text-slate-500">{t('orders.completeNote')}</p>
          </Card>

          {order.parcel ? <ParcelCard parcel={order.parcel} /> : null}
          {order.pickup ? <PickupCard pickup={order.pickup} /> : null}

          <Card title={t('orders.itemsTitle')}>
            <OrderItems items={order.items} />
          </Card>

          {order.dispute ? <DisputePanel orderId={order.id} /> : null}
          {order.review ? <ReviewSummary review={order.review} isSale={order.role === 'seller'} /> : null}
        </div>

        <div className="space-y-6">
          <Card title={t('orders.summaryTitle')}>
            <Facts
              rows={[
                { label: t('cart.summary.subtotal'), value: sar(order.subtotal) },
                { label: t('cart.summary.shipping'), value: order.shipping > 0 ? sar(order.shipping) : t('cart.summary.free') },
                { label: t('cart.summary.discount'), value: order.discount > 0 ? `−${sar(order.discount)}` : sar(0) },
                { label: t('cart.summary.tax'), value: taxText({ t, language: i18n.language, ...order }) },
              ]}
            />
            <p className="mt-3 flex justify-between gap-3 border-t border-slate-200 pt-3 text-base">
              <span className="font-bold text-slate-900">{t('cart.summary.total')}</span>
              <span className="font-extrabold text-slate-900">{sar(order.total)}</span>
            </p>
          </Card>

          {/* A digital order has nothing to ship or hand over: the codes panel is its delivery. */}
          {order.digital ? null : (
            <Card
              title={order.deliveryType === 'pickup' ? t('orders.pickupTitle') : t('orders.addressTitle')}
              icon={<MapPin aria-hidden="true" className="size-4.5 text-slate-400" />}
            >
              {order.deliveryType === 'pickup' ? (
                <p className="text-sm text-slate-700">{t('orders.pickupText', { seller: sellerNameOf(order) })}</p>
              ) : addressLines.length > 0 ? (
                <address className="space-y-0.5 text-sm not-italic text-slate-700">
                  {addressLines.map((line) => (
                    <p key={line}>
                      <bdi>{line}</bdi>
                    </p>
                  ))}
                </address>
              ) : (
                <p className="text-sm text-slate-500">{t('orders.noAddress')}</p>
              )}
            </Card>
          )}

          <Card title={t('orders.paymentTitle')} icon={<CreditCard aria-hidden="true" className="size-4.5 text-slate-400" />}>
            <Facts
              rows={[
                {
                  label: t('orders.paymentMethod'),
                  value: order.paymentMethod
                    ? t('orders.methodAndWallet', {
                        method: t(`orders.methods.${order.paymentMethod}`),
                        paid: sar(order.paidByMethod),
                        wallet: sar(order.total - order.paidByMethod),
                      })
                    : t('orders.walletMethod'),
                },
                { label: t('orders.paymentStatus'), value: labels.paymentStatus(order.payment_status) },
              ]}
            />
          </Card>

          <Card
            title={order.role === 'seller' ? t('orders.buyer') : t('orders.seller')}
            icon={
              order.role === 'seller' ? (
                <User aria-hidden="true" className="size-4.5 text-slate-400" />
              ) : (
                <Store aria-hidden="true" className="size-4.5 text-slate-400" />
              )
            }
          >
            {order.role === 'seller' ? (
              <div className="space-y-1 text-sm text-slate-700">
                <p className="font-semibold text-slate-900">
                  <bdi>{order.buyer.name}</bdi>
                </p>
                {order.buyer.email ? (
                  <p dir="ltr" className="rtl:text-right">
                    {order.buyer.email}
                  </p>
                ) : null}
                {order.buyer.phone ? (
                  <p dir="ltr" className="rtl:text-right">
                    {order.buyer.phone}
                  </p>
                ) : null}
              </div>
            ) : (
              <div className="space-y-1">
                <p className="flex items-center gap-1.5 font-semibold text-slate-900">
                  <bdi>{sellerNameOf(order)}</bdi>
                  {order.seller.verified ? <VerifiedTick /> : null}
                </p>
                <RatingStars rating={order.seller.rating} />
              </div>
            )}
          </Card>
        </div>
      </div>
    </div>
  );
}

/** Order details (/orders/{id}): the real order, its tracking, money, delivery, parties, actions and dispute. */
export function OrderDetailsPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const { data: order, isPending, isError, error, refetch } = useOrder(orderId);
  useDocumentTitle(order ? t('orders.orderTitle', { id: order.orderId }) : t('pages.orderDetails'));

  if (isPending) return <LoadingState label={t('orders.loadingDetails')} className="mx-auto max-w-6xl" />;
  if (isError) {
    const isMissing = error instanceof ApiError && error.status === 404;
    return (
      <EmptyState
        className="mx-auto max-w-3xl"
        icon={isMissing ? PackageX : TriangleAlert}
        tone={isMissing ? 'neutral' : 'error'}
        title={isMissing ? t('orders.notFound') : t('orders.detailsFailed')}
        hint={isMissing ? t('orders.notFoundHint') : undefined}
        action={
          isMissing ? (
            <Link to={paths.app.orders.getHref()} className={buttonClasses()}>
              <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
              {t('orders.backToOrders')}
            </Link>
          ) : (
            <Button variant="secondary" onClick={() => void refetch()}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {t('common.tryAgain')}
            </Button>
          )
        }
      />
    );
  }
  return <OrderDetails order={order} />;
}
