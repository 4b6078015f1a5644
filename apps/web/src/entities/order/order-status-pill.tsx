import { ORDER_STATUSES, type OrderStatus } from '@gamesouq/core';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

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

/** An order's state as a coloured pill (order cards, order details, the wallet's pending orders). */
export function OrderStatusPill({ status, className }: { status: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        isOrderStatus(status) ? TONES[status] : 'bg-slate-100 text-slate-700 ring-slate-200',
        className,
      )}
    >
      {isOrderStatus(status) ? t(`orders.status.${status}`) : status}
    </span>
  );
}
