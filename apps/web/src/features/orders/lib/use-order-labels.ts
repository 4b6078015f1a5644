import { DISPUTE_REASON_VALUES, ORDER_STATUSES, type OrderStatus } from '@gamesouq/core';
import { useTranslation } from '@/lib/i18n';

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

const TRACKING_KEYS = ['placed', 'processing', 'shipped', 'delivered', 'ready', 'picked_up', 'completed'] as const;
const PAYMENT_STATUSES = ['unpaid', 'paid', 'released', 'refunded'] as const;
const RESOLUTIONS = ['release', 'refund', 'partial_refund'] as const;
const DISPUTE_STATUSES = ['open', 'resolved'] as const;

/** The words for order states, tracking steps, payment and dispute values in the current language. */
export function useOrderLabels() {
  const { t } = useTranslation();
  return {
    status: (value: string) => (isOneOf<OrderStatus>(ORDER_STATUSES, value) ? t(`orders.status.${value}`) : value),
    trackingStep: (step: { key: string; label: string }) =>
      isOneOf(TRACKING_KEYS, step.key) ? t(`orders.tracking.${step.key}`) : step.label,
    /** 'N/A' when the order has none (buyer §2). */
    paymentStatus: (value: string | null | undefined) =>
      !value ? t('orders.notAvailable') : isOneOf(PAYMENT_STATUSES, value) ? t(`orders.payment.${value}`) : value,
    delivery: (value: string) => (value === 'pickup' ? t('orders.delivery.pickup') : t('orders.delivery.shipping')),
    disputeReason: (value: string) => (isOneOf(DISPUTE_REASON_VALUES, value) ? t(`orders.dispute.reasons.${value}`) : value),
    disputeStatus: (value: string) => (isOneOf(DISPUTE_STATUSES, value) ? t(`orders.dispute.statuses.${value}`) : value),
    resolution: (value: string) => (isOneOf(RESOLUTIONS, value) ? t(`orders.dispute.resolutions.${value}`) : value),
  };
}
