import { type ListingKind, ORDER_STATUSES, type OrderStatus, type TDigitalDeliveryView } from '@gamesouq/core';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

/**
 * Buyer §4 colours: completed green, shipped (and ready for pickup) blue, processing yellow, canceled red, pending
 * orange; awaiting payment (issue 15) grey, as nothing has happened yet.
 */
const TONES: Record<OrderStatus, string> = {
  completed: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  shipped: 'bg-sky-50 text-sky-700 ring-sky-200',
  ready_for_pickup: 'bg-sky-50 text-sky-700 ring-sky-200',
  processing: 'bg-yellow-50 text-yellow-800 ring-yellow-300',
  canceled: 'bg-red-50 text-red-700 ring-red-200',
  pending: 'bg-orange-50 text-orange-700 ring-orange-200',
  awaiting_payment: 'bg-slate-100 text-slate-700 ring-slate-300',
};

const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

/**
 * The key of an order's state as its kind reads it (ADR 020): nothing is shipped in a digital order, so its `shipped`
 * is "Code ready" (a code nobody has revealed yet) or "Delivered", and a service's is "Delivered by seller".
 */
export function orderStateKey({
  status,
  kind = 'physical',
  digital,
}: {
  status: OrderStatus;
  kind?: ListingKind;
  digital?: Pick<TDigitalDeliveryView, 'codes'> | null;
}) {
  if (status !== 'shipped' || kind === 'physical') return `orders.status.${status}` as const;
  if (kind === 'digital_service') return 'orders.digitalStatus.deliveredBySeller' as const;
  const isUnrevealed = digital ? digital.codes.length > 0 && digital.codes.every((code) => !code.revealedAt) : false;
  return isUnrevealed ? ('orders.digitalStatus.codeReady' as const) : ('orders.digitalStatus.delivered' as const);
}

/** An order's state as a coloured pill (order cards, order details, lists), worded by what was sold. */
export function OrderStatusPill({
  status,
  kind,
  digital,
  className,
}: {
  status: string;
  kind?: ListingKind;
  digital?: Pick<TDigitalDeliveryView, 'codes'> | null;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        isOrderStatus(status) ? TONES[status] : 'bg-slate-100 text-slate-700 ring-slate-200',
        className,
      )}
    >
      {isOrderStatus(status) ? t(orderStateKey({ status, kind, digital })) : status}
    </span>
  );
}
