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
  /** Saved searches and favourites (issue 20): a new match, the day's matches in one digest, a price drop, back in stock. */
  'saved_search_match',
  'saved_search_digest',
  'price_dropped',
  'back_in_stock',
  /** Notify me on an item page (issue 22): a new offer of the item, an offer's total below the lowest told. */
  'item_new_offer',
  'item_price_dropped',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/**
 * The kinds of notification a user lets onto their devices by Web Push (ADR 036), each with its switch in Preferences:
 * chat messages, order updates (and withdrawals), offers, alerts (sellers followed, saved searches) and the account's
 * own news (listings decided, seller requests, sign-in alerts, an admin's personal message).
 */
export const PUSH_TOPICS = ['chat', 'orders', 'offers', 'alerts', 'account'] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];

/** Events that tell of listings the user asked to hear about: the alerts topic. */
export const ALERT_EVENTS: readonly string[] = [
  'followed_seller_listing',
  'saved_search_match',
  'saved_search_digest',
  'price_dropped',
  'back_in_stock',
  'item_new_offer',
  'item_price_dropped',
];

/**
 * The push topic of a stored notification, or null for what never goes to a device: the admins' announcements to
 * everyone or a group (promotional, ADR 005).
 */
export function pushTopicOf(type: (typeof NOTIFICATION_TYPES)[number], data: Record<string, string>): PushTopic | null {
  if (type === 'chat') return 'chat';
  if (data.event?.startsWith('offer_')) return 'offers';
  if (type === 'order' || type === 'withdrawal') return 'orders';
  if (data.event && ALERT_EVENTS.includes(data.event)) return 'alerts';
  if (type === 'system' && (data.audience === 'new' || data.audience === 'group')) return null;
  return 'account';
}
