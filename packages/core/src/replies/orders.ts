import { z } from 'zod';
import { CARRIERS, SHIPMENT_EVENTS } from '../rules/carriers.js';
import { LISTING_KINDS } from '../rules/digital.js';
import { ORDER_STATUSES } from '../rules/orders.js';
import { PAYMENT_METHODS } from '../rules/payments.js';
import { ZDoneReply, ZTimestamp } from './common.js';
import { ZDigitalDeliveryView } from './digital-codes.js';

export const ZOrderItemView = z.object({
  id: z.string(),
  /** The ad bought; null once the ad is gone. */
  productId: z.string().nullable(),
  name: z.string(),
  image: z.string(),
  platform: z.object({ name: z.string() }),
  condition: z.string(),
  quantity: z.number().int(),
  type: z.enum(['Shipping', 'Pickup']),
  /** SAR, after the ad's discount. */
  price: z.number(),
  discount: z.number(),
  inStock: z.boolean(),
});
export type TOrderItemView = z.output<typeof ZOrderItemView>;

/** An order as its buyer, its seller or an admin sees it (money in SAR), with what the viewer may do next. */
export const ZOrderView = z.object({
  _id: z.string(),
  id: z.string(),
  /** The order number as people read it: `#100012`. */
  orderId: z.string(),
  number: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  deliveryType: z.enum(['shipping', 'pickup']),
  created_at: ZTimestamp,
  shipped_at: ZTimestamp.nullable(),
  completed_at: ZTimestamp.nullable(),
  canceled_at: ZTimestamp.nullable(),
  cancel_reason: z.string().nullable(),
  subtotal: z.number(),
  shipping: z.number(),
  /** Tax added on top of the prices of an order placed before VAT-inclusive prices; 0 for newer orders. */
  tax: z.number(),
  discount: z.number(),
  total: z.number(),
  /** The VAT included in `total`, the seller's, and its rate; 0 when the seller was not VAT-registered. */
  vat: z.number(),
  vatPercent: z.number(),
  payment_status: z.string(),
  /** SAR of the total paid by a card or wallet method (the rest from the wallet): what a refund sends back there. */
  paidByMethod: z.number(),
  /** The card or wallet method that paid `paidByMethod`; null when the wallet paid everything. */
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  shippingAddress: z.record(z.string(), z.string()),
  seller: z.object({
    id: z.string(),
    name: z.string(),
    storeName: z.string(),
    verified: z.boolean(),
    role: z.string(),
    rating: z.number(),
  }),
  buyer: z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string() }),
  items: z.array(ZOrderItemView),
  tracking: z.array(z.object({ key: z.string(), label: z.string(), isDone: z.boolean() })),
  review: z.object({ rating: z.number().int(), review: z.string() }).nullable(),
  canReview: z.boolean(),
  dispute: z.object({ id: z.string(), status: z.string(), resolution: z.string().nullable() }).nullable(),
  canDispute: z.boolean(),
  role: z.enum(['buyer', 'seller', 'admin']),
  canCancel: z.boolean(),
  canConfirm: z.boolean(),
  canRelease: z.boolean(),
  /** The parcel of a shipped order: its carrier, tracking number and link, and what the carrier reported. */
  parcel: z
    .object({
      carrier: z.enum(CARRIERS),
      trackingNumber: z.string(),
      trackingUrl: z.string().nullable(),
      events: z.array(z.object({ event: z.enum(SHIPMENT_EVENTS), occurredAt: ZTimestamp })),
      /** The seller's photo of the parcel or its receipt, served only to the order's parties and admins. */
      proof: z.object({ url: z.string(), uploadedAt: ZTimestamp }).nullable(),
    })
    .nullable(),
  /**
   * A pickup ready to hand over: the code only its buyer sees (null for everyone else) and when the seller confirmed
   * the hand-over with it (the protection window starts then).
   */
  pickup: z.object({ code: z.string().nullable(), handedOverAt: ZTimestamp.nullable() }).nullable(),
  /** When the carrier (or the buyer) reported the delivery; the protection window starts then. */
  delivered_at: ZTimestamp.nullable(),
  /** When the seller may release the escrow; null before the protection window starts. */
  releaseAt: ZTimestamp.nullable(),
  daysRemaining: z.number().int().nullable(),
  /** What was sold (ADR 020): the kind of its listings. */
  kind: z.enum(LISTING_KINDS),
  /** A digital order's delivery: its codes' reveal state (never the codes), the report, the service's deadline. */
  digital: ZDigitalDeliveryView.nullable(),
});
export type TOrderView = z.output<typeof ZOrderView>;

/** GET /api/user/orders/:id answers the order itself, without an envelope (as the first client read it). */
export const ZOrderReply = ZOrderView;
export type TOrderReply = z.output<typeof ZOrderReply>;

export const ZOrdersReply = z.object({ success: z.literal(true), orders: z.array(ZOrderView) });
export type TOrdersReply = z.output<typeof ZOrdersReply>;

/** Checkout: one order per seller. */
export const ZCheckoutReply = z.object({
  success: z.literal(true),
  message: z.string(),
  msg: z.string(),
  orders: z.array(ZOrderView),
  /** Paying by a method: the checkout, the gateway payment of the method part, and where the browser goes to pay it. */
  checkoutId: z.string().optional(),
  paymentId: z.string().optional(),
  redirectUrl: z.string().optional(),
  /** SAR taken from the wallet and left to the method (0 when the wallet pays everything). */
  walletAmount: z.number().optional(),
  methodAmount: z.number().optional(),
});
export type TCheckoutReply = z.output<typeof ZCheckoutReply>;

/** A status change or a cancellation, with the order as it now stands. */
export const ZOrderChangeReply = z.object({ success: z.literal(true), message: z.string(), order: ZOrderView });
export type TOrderChangeReply = z.output<typeof ZOrderChangeReply>;

export const ZReviewReply = ZDoneReply;
export type TReviewReply = z.output<typeof ZReviewReply>;

/** The carrier webhook's answer: whether the event was new for a shipped order we know. */
export const ZCarrierWebhookReply = z.object({ success: z.literal(true), recorded: z.boolean() });

/**
 * A credit note of a refunded order (a simplified tax credit note crediting its tax invoice, or a refund receipt
 * crediting its receipt): its number, what the buyer got back and the VAT it credits (SAR).
 */
export const ZCreditNoteView = z.object({
  id: z.string(),
  kind: z.enum(['credit_note', 'refund_receipt']),
  number: z.string(),
  creditsNumber: z.string(),
  issuedAt: z.string(),
  amount: z.number(),
  vat: z.number(),
});
export type TCreditNoteView = z.output<typeof ZCreditNoteView>;

export const ZCreditNotesReply = z.object({ success: z.literal(true), creditNotes: z.array(ZCreditNoteView) });
export type TCreditNotesReply = z.output<typeof ZCreditNotesReply>;
