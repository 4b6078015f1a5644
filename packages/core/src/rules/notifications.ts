// Apart from the reply schemas (replies/notifications.ts), so that a client using these names loads no zod.

export const NOTIFICATION_TYPES = ['order', 'chat', 'product', 'withdrawal', 'system'] as const;

/** What happened to an order, as its notifications tag it in `data.event`. */
export const ORDER_CHANGES = [
  'placed',
  'processing',
  'shipped',
  'ready_for_pickup',
  'canceled',
  'completed',
  'disputed',
  'dispute_message',
  'dispute_decided',
  /** A checkout's payment failed or expired: its orders are cancelled, the stock and the wallet part are back. */
  'payment_failed',
  /** A payment that arrived after its checkout had expired: refunded to where it came from. */
  'payment_refunded',
  /** The carrier reports the parcel out for delivery, or delivered (ADR 021). */
  'out_for_delivery',
  'delivered',
  /** Digital goods (ADR 020): a code order was delivered (never the code itself), reported, replaced; a service delivered. */
  'code_ready',
  'code_reported',
  'code_replaced',
  'service_delivered',
] as const;
export type OrderChange = (typeof ORDER_CHANGES)[number];

/** Every event a notification tags in `data.event`: each client words the notification by it in its user's language. */
export const NOTIFICATION_EVENTS = [
  ...ORDER_CHANGES,
  'reviewed',
  'withdrawal_approved',
  'withdrawal_rejected',
  'listing_approved',
  'listing_rejected',
  'listing_taken_down',
  'store_request_approved',
  'person_request_approved',
  'seller_request_rejected',
  'sign_in',
  'offer_made',
  'offer_countered',
  'offer_accepted',
  'offer_declined',
  'offer_expired',
  'followed_seller_listing',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
