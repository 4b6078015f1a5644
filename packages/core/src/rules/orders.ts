import type { ListingKind } from './digital.js';
import { includedVat } from './vat.js';

/**
 * Order states and who may move them (design §5). `awaiting_payment`: placed with a card or wallet method, stock
 * reserved, not paid yet; nobody moves it by hand (the payment or its expiry does), and sellers do not see it.
 */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'pending',
  'processing',
  'shipped',
  'ready_for_pickup',
  'completed',
  'canceled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type DeliveryMode = 'shipping' | 'pickup';
export type OrderActor = 'buyer' | 'seller' | 'admin';

/** Every move an actor may make; anything else is refused with 409. Completion has its own calls (confirm, release). */
const MOVES: Record<OrderActor, Partial<Record<OrderStatus, OrderStatus[]>>> = {
  buyer: { pending: ['canceled'] },
  seller: { pending: ['processing', 'canceled'], processing: ['shipped', 'ready_for_pickup', 'canceled'] },
  admin: {
    pending: ['processing', 'canceled'],
    processing: ['shipped', 'ready_for_pickup', 'canceled'],
    shipped: ['canceled'],
    ready_for_pickup: ['canceled'],
  },
};

export function canMoveOrder({
  actor,
  from,
  to,
  delivery,
  kind = 'physical',
}: {
  actor: OrderActor;
  from: OrderStatus;
  to: OrderStatus;
  delivery: DeliveryMode;
  kind?: ListingKind;
}): boolean {
  // A digital order is delivered by its own events (a code at payment, a service by the seller's "delivered"), never
  // shipped or handed over by its seller (ADR 020); an admin may still move it by hand.
  if ((to === 'shipped' || to === 'ready_for_pickup') && kind !== 'physical' && actor === 'seller') return false;
  if (to === 'shipped' && delivery !== 'shipping') return false;
  if (to === 'ready_for_pickup' && delivery !== 'pickup') return false;
  return MOVES[actor][from]?.includes(to) ?? false;
}

export const IN_PROGRESS_STATUSES: readonly OrderStatus[] = ['pending', 'processing', 'shipped', 'ready_for_pickup'];

/**
 * The tracking stepper of buyer §4. Its "Processing (status not pending)" is read for live orders: a cancelled order
 * shows only Order Placed, because nothing records whether it was being processed when it was cancelled, and the
 * red Canceled pill says the rest.
 */
export function trackingSteps(
  status: OrderStatus,
  delivery: DeliveryMode,
  kind: ListingKind = 'physical',
): { key: string; label: string; isDone: boolean }[] {
  const past = (...states: OrderStatus[]) => states.includes(status);
  // A digital order is delivered when paid (a code) or by the seller's "delivered" (a service): nothing travels.
  if (kind !== 'physical') {
    return [
      { key: 'placed', label: 'Order Placed', isDone: true },
      { key: 'delivered', label: 'Delivered', isDone: past('shipped', 'completed') },
      { key: 'completed', label: 'Completed', isDone: past('completed') },
    ];
  }
  if (delivery === 'pickup') {
    return [
      { key: 'placed', label: 'Order Placed', isDone: true },
      { key: 'processing', label: 'Processing', isDone: !past('awaiting_payment', 'pending', 'canceled') },
      { key: 'ready', label: 'Ready for Pickup', isDone: past('ready_for_pickup', 'completed') },
      { key: 'picked_up', label: 'Picked Up', isDone: past('completed') },
    ];
  }
  return [
    { key: 'placed', label: 'Order Placed', isDone: true },
    { key: 'processing', label: 'Processing', isDone: !past('awaiting_payment', 'pending', 'canceled') },
    { key: 'shipped', label: 'Shipped', isDone: past('shipped', 'completed') },
    { key: 'delivered', label: 'Delivered', isDone: past('completed') },
  ];
}

/**
 * Money of one order in halalas (design §8): the total is items + shipping − promo, nothing added. `vat` is the VAT
 * at `vatPercent` (0 unless the seller is VAT-registered) included in the seller's supply, items + shipping: that is
 * what the seller's escrow receives, since the platform pays the promo (ADR 011). `tax` is the old added tax, 0 for
 * every new order.
 */
export function orderTotals({
  subtotal,
  shipping,
  discount,
  vatPercent,
}: {
  subtotal: number;
  shipping: number;
  discount: number;
  vatPercent: number;
}) {
  const total = subtotal + shipping - discount;
  return { subtotal, shipping, tax: 0, discount, total, vat: includedVat(subtotal + shipping, vatPercent), vatPercent };
}
