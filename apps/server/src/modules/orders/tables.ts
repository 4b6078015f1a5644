import { CARRIERS, CODE_REPORT_REASONS, CODE_REPORT_STATUSES, LISTING_KINDS, ORDER_STATUSES, SHIPMENT_EVENTS } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { listings } from '../listings/index.js';
import { users } from '../users/index.js';

/** One order per seller of a checkout; money in halalas, copied at checkout so later edits of the listing change nothing. */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    number: integer('number').generatedAlwaysAsIdentity({ startWith: 100001 }),
    checkoutId: text('checkout_id').notNull(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    /** What was sold (ADR 020); one kind per order, so checkout splits a seller's digital lines from the rest. */
    kind: text('kind', { enum: LISTING_KINDS }).notNull().default('physical'),
    deliveryType: text('delivery_type', { enum: ['shipping', 'pickup'] }).notNull(),
    subtotal: integer('subtotal').notNull(),
    shipping: integer('shipping').notNull(),
    /**
     * Orders placed before issue 15: tax added on top of the prices and collected by the platform. Newer orders: 0
     * (nothing is added at the cart); their VAT is `vat`, inside the total.
     */
    tax: integer('tax').notNull(),
    /** VAT included in the total, the seller's (0 unless the seller was VAT-registered when the order was placed). */
    vat: integer('vat').notNull().default(0),
    /** The VAT rate in percent applied to this order, and the seller's registration at that time (invoice snapshot). */
    vatPercent: integer('vat_percent').notNull().default(0),
    sellerVatNumber: text('seller_vat_number'),
    sellerCrNumber: text('seller_cr_number'),
    discount: integer('discount').notNull().default(0),
    promoCodeId: text('promo_code_id'),
    total: integer('total').notNull(),
    /** The part of the total a card or wallet method paid (the rest came from the wallet): what a refund sends back there. */
    paidByMethod: integer('paid_by_method').notNull().default(0),
    /** What the seller's pending balance holds for this order until release or refund. */
    escrow: integer('escrow').notNull(),
    /** `unpaid`: placed with a payment method that has not paid (yet): no money moved for it. */
    paymentStatus: text('payment_status', { enum: ['unpaid', 'paid', 'released', 'refunded'] })
      .notNull()
      .default('paid'),
    shippingAddress: jsonb('shipping_address').$type<Record<string, string>>().notNull().default({}),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** The parcel of a shipped order (ADR 021). */
    carrier: text('carrier', { enum: CARRIERS }),
    trackingNumber: text('tracking_number'),
    /** The seller's photo of the parcel or its receipt given when shipping (an `order_proofs` row; issue 18). */
    shipmentProofId: text('shipment_proof_id'),
    /** The carrier's delivered event, or the buyer's confirmation. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Where the release clock starts (ADR 021): the delivery for tracked parcels, the hand-over otherwise. */
    protectionStartsAt: timestamp('protection_starts_at', { withTimezone: true }),
    /** A pickup's hand-over code: shown to the buyer, typed by the seller at the hand-over; wrong tries are counted. */
    pickupCode: text('pickup_code'),
    pickupCodeFailures: integer('pickup_code_failures').notNull().default(0),
    pickupCodeLockedUntil: timestamp('pickup_code_locked_until', { withTimezone: true }),
    /** A digital order's window end, fixed by the settings when it starts (ADR 020): then the escrow is released. */
    protectionEndsAt: timestamp('protection_ends_at', { withTimezone: true }),
    /** A digital service's deadline to deliver, from the listing's hours. */
    deliverBy: timestamp('deliver_by', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** Set when an admin deletes a settled order: it leaves the admin lists, the parties and the ledger keep it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_buyer_idx').on(t.buyerId, t.createdAt),
    index('orders_seller_idx').on(t.sellerId, t.createdAt),
    index('orders_status_idx').on(t.status, t.shippedAt),
    index('orders_tracking_idx').on(t.carrier, t.trackingNumber),
    index('orders_release_idx').on(t.status, t.protectionStartsAt),
  ],
);

/**
 * A checkout paid by a card or wallet method (issue 15): its orders wait for the payment with their stock reserved
 * until `expiresAt`; the wallet part is held meanwhile. `lines` are the cart lines it buys, consumed once it is paid.
 */
export const checkoutPayments = pgTable(
  'checkout_payments',
  {
    /** The orders' `checkout_id`. */
    id: text('id').primaryKey(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['awaiting', 'paid', 'failed', 'expired', 'superseded'] })
      .notNull()
      .default('awaiting'),
    method: text('method').notNull(),
    walletAmount: integer('wallet_amount').notNull(),
    methodAmount: integer('method_amount').notNull(),
    /** The gateway payment of the method part, once started. */
    paymentId: text('payment_id'),
    redirectUrl: text('redirect_url'),
    lines: jsonb('lines').$type<{ productId: string; quantity: number }[]>().notNull(),
    /** What the buyer asked for: the same request again while this one is open answers this checkout. */
    requestHash: text('request_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('checkout_payments_buyer_idx').on(t.buyerId, t.status), index('checkout_payments_open_idx').on(t.status, t.expiresAt)],
);

/** What the carrier reported about an order's parcel, once per kind of event. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    event: text('event', { enum: SHIPMENT_EVENTS }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The carrier provider that reported it: `sandbox`, `smsa`, `aramex` or `webhook`. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shipment_events_order_event_idx').on(t.orderId, t.event)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    listingId: text('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    image: text('image').notNull().default(''),
    platformName: text('platform_name').notNull().default(''),
    condition: text('condition').notNull().default('new'),
    unitPrice: integer('unit_price').notNull(),
    discountPercentage: integer('discount_percentage').notNull().default(0),
    quantity: integer('quantity').notNull(),
    shipping: integer('shipping').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_listing_idx').on(t.listingId)],
);

/** Rate & Review of a completed order, one per order; seller and listing ratings are averages of these. */
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id),
    rating: integer('rating').notNull(),
    review: text('review').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reviews_seller_idx').on(t.sellerId)],
);

export const DISPUTE_REASONS = ['not_received', 'not_as_described', 'damaged', 'counterfeit', 'other'] as const;

/** Buyer protection (design §5): an open dispute freezes the order's escrow until an admin decides. */
export const disputes = pgTable(
  'disputes',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    openedBy: text('opened_by')
      .notNull()
      .references(() => users.id),
    reason: text('reason', { enum: DISPUTE_REASONS }).notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    resolution: text('resolution', { enum: ['release', 'refund', 'partial_refund'] }),
    refundAmount: integer('refund_amount'),
    decisionNote: text('decision_note'),
    decidedBy: text('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('disputes_status_idx').on(t.status, t.createdAt)],
);

export const disputeMessages = pgTable(
  'dispute_messages',
  {
    id: text('id').primaryKey(),
    disputeId: text('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dispute_messages_dispute_idx').on(t.disputeId, t.createdAt)],
);

/** Photos of a dispute (design §5), attached to one of its messages; kept in a private folder, served to the parties and admins. */
export const disputePhotos = pgTable(
  'dispute_photos',
  {
    id: text('id').primaryKey(),
    disputeId: text('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    messageId: text('message_id')
      .notNull()
      .references(() => disputeMessages.id, { onDelete: 'cascade' }),
    /** WebP file and thumbnail under the private disputes folder. */
    file: text('file').notNull(),
    thumb: text('thumb').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dispute_photos_message_idx').on(t.messageId)],
);

/**
 * A buyer's report of a digital code within the protection window (ADR 020): it freezes the release until the
 * seller replaces the code or refunds by `sellerDeadline`, or an admin decides; past the deadline the order is refunded.
 */
export const codeReports = pgTable(
  'code_reports',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id),
    codeId: text('code_id').notNull(),
    reason: text('reason', { enum: CODE_REPORT_REASONS }).notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: CODE_REPORT_STATUSES }).notNull().default('open'),
    /** The admin's note when an admin decided the report. */
    decisionNote: text('decision_note'),
    sellerDeadline: timestamp('seller_deadline', { withTimezone: true }).notNull(),
    replacementCodeId: text('replacement_code_id'),
    decidedBy: text('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('code_reports_one_open_idx').on(t.orderId).where(sql`${t.status} = 'open'`),
    index('code_reports_open_idx').on(t.status, t.sellerDeadline),
    index('code_reports_seller_idx').on(t.sellerId, t.status),
  ],
);

/**
 * Sellers whose buyers' code reports were upheld (replaced or refunded) often (ADR 034): computed each time a report
 * is upheld; `flaggedAt` is set while the last count reached `DIGITAL_REPORTS_FLAG_COUNT` in 30 days.
 */
export const sellerCodeFlags = pgTable('seller_code_flags', {
  sellerId: text('seller_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  upheldReports: integer('upheld_reports').notNull(),
  flaggedAt: timestamp('flagged_at', { withTimezone: true }),
  countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Proof of shipment or delivery a seller attaches to an order: a re-encoded image or a PDF, kept out of public uploads. */
export const orderProofs = pgTable(
  'order_proofs',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    uploadedBy: text('uploaded_by')
      .notNull()
      .references(() => users.id),
    /** File name under the private proofs folder. */
    file: text('file').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type', { enum: ['image/webp', 'application/pdf'] }).notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_proofs_order_idx').on(t.orderId, t.createdAt)],
);
