import type { orderItems, orders } from '../orders/index.js';
import { type InvoiceAmounts, type SoldLine, splitVat, vatInside } from './invoice-amounts.js';

type Order = typeof orders.$inferSelect;
type Item = typeof orderItems.$inferSelect;

/** What the buyer was sold, VAT-inclusive: each item, then shipping (a line of the seller's supply) under `shippingTitle`. */
export const soldLines = (order: Order, items: Item[], shippingTitle: string): SoldLine[] => [
  ...items.map((item) => ({ title: item.title, quantity: item.quantity, gross: item.unitPrice * item.quantity })),
  ...(order.shipping > 0 ? [{ title: shippingTitle, quantity: 1, gross: order.shipping }] : []),
];

/** An order's tax invoice amounts: its lines split into net and VAT adding up to the order's own VAT. */
export const invoiceAmounts = (order: Order, lines: SoldLine[]): InvoiceAmounts =>
  splitVat({ lines, discount: order.discount, vat: order.vat, total: order.total, percent: order.vatPercent });

/** A refund as a credit note credits it: the whole invoice when the order was undone, else one line of the part refunded. */
export type Refund = { amount: number; full: boolean };

export function creditedAmounts(order: Order, lines: SoldLine[], refund: Refund, partTitle: string): InvoiceAmounts {
  if (refund.full) return invoiceAmounts(order, lines);
  const vat = vatInside(refund.amount, order.vatPercent);
  return splitVat({
    lines: [{ title: partTitle, quantity: 1, gross: refund.amount }],
    discount: 0,
    vat,
    total: refund.amount,
    percent: order.vatPercent,
  });
}
