import type { OfferAction, OrderChange } from '@gamesouq/core';
import { halalasToSar } from '@gamesouq/core';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Realtime } from '../../plugins/realtime.js';
import type { DeliveredEvent, Subscribers } from '../events/index.js';
import { followersOf } from '../follows/index.js';
import { listings } from '../listings/index.js';
import { offers } from '../offers/index.js';
import { orders } from '../orders/index.js';
import { withdrawals } from '../wallet/index.js';
import { notify, notifyMany } from './notify.js';

/** What happened to an order, and who hears about it; sent by the queue once the change has committed. */
const ORDER_EVENTS = {
  placed: { to: 'seller', title: 'New order', text: (n: number) => `You have a new order #${n}.` },
  processing: { to: 'buyer', title: 'Order processing', text: (n: number) => `The seller is preparing order #${n}.` },
  shipped: { to: 'buyer', title: 'Order shipped', text: (n: number) => `Order #${n} is on its way. Confirm delivery when it arrives.` },
  ready_for_pickup: { to: 'buyer', title: 'Ready for pickup', text: (n: number) => `Order #${n} is ready for pickup.` },
  canceled: { to: 'both', title: 'Order cancelled', text: (n: number) => `Order #${n} was cancelled and the buyer refunded.` },
  completed: {
    to: 'seller',
    title: 'Funds released',
    text: (n: number) => `Order #${n} is complete: the funds are in your available balance.`,
  },
  disputed: {
    to: 'seller',
    title: 'Dispute opened',
    text: (n: number) => `The buyer opened a dispute on order #${n}. The payment is on hold.`,
  },
  dispute_message: {
    to: 'both',
    title: 'New message in a dispute',
    text: (n: number) => `There is a new message in the dispute on order #${n}.`,
  },
  dispute_decided: { to: 'both', title: 'Dispute decided', text: (n: number) => `An admin decided the dispute on order #${n}.` },
  payment_failed: {
    to: 'buyer',
    title: 'Payment not completed',
    text: (n: number) => `The payment for order #${n} did not go through, so the order was cancelled. Your cart is unchanged.`,
  },
  payment_refunded: {
    to: 'buyer',
    title: 'Payment refunded',
    text: (n: number) => `Your payment for order #${n} arrived after its reservation had expired and is being refunded.`,
  },
  out_for_delivery: {
    to: 'buyer',
    title: 'Out for delivery',
    text: (n: number) => `The parcel of order #${n} is out for delivery today.`,
  },
  delivered: {
    to: 'buyer',
    title: 'Parcel delivered',
    text: (n: number) => `The carrier delivered order #${n}. Check it, then confirm delivery or open a dispute.`,
  },
  code_ready: {
    to: 'buyer',
    title: 'Your code is ready',
    text: (n: number) => `Order #${n} is delivered: reveal your code on the order page.`,
  },
  code_reported: {
    to: 'seller',
    title: 'Code reported',
    text: (n: number) => `The buyer reported the code of order #${n}. Send a replacement or accept a refund before the deadline.`,
  },
  code_replaced: {
    to: 'buyer',
    title: 'Replacement code ready',
    text: (n: number) => `The seller sent a new code for order #${n}: reveal it on the order page.`,
  },
  service_delivered: {
    to: 'buyer',
    title: 'Order delivered',
    text: (n: number) => `The seller delivered order #${n}. Confirm it when you have checked it.`,
  },
} as const satisfies Record<OrderChange, unknown>;

async function notifyOrders(
  db: Db,
  realtime: Realtime,
  { id: eventId, orderIds, change: event, exceptUserId }: DeliveredEvent<'orders_changed'>,
) {
  if (orderIds.length === 0) return;
  const rows = await db.select().from(orders).where(inArray(orders.id, orderIds));
  const { to, title, text } = ORDER_EVENTS[event];
  for (const order of rows) {
    const recipients = to === 'both' ? [order.buyerId, order.sellerId] : [to === 'buyer' ? order.buyerId : order.sellerId];
    // The author of a dispute message is not told about it.
    for (const userId of recipients.filter((id) => id !== exceptUserId)) {
      await notify(db, realtime, {
        eventKey: `${eventId}:${order.id}:${userId}`,
        userId,
        type: 'order',
        title,
        message: text(order.number ?? 0),
        // The event and its figures let each client word the notification in the user's language.
        data: { orderId: order.id, event, number: String(order.number ?? 0) },
      });
    }
  }
}

/** Rate & Review: the seller hears the rating the buyer gave the order (the trader panel's `review` kind). */
async function notifyReview(db: Db, realtime: Realtime, { id: eventId, orderId, rating }: DeliveredEvent<'order_reviewed'>) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const number = order.number ?? 0;
  await notify(db, realtime, {
    eventKey: `${eventId}:${order.sellerId}`,
    userId: order.sellerId,
    type: 'order',
    title: 'New review',
    message: `The buyer rated order #${number} ${rating} out of 5.`,
    data: { orderId: order.id, event: 'reviewed', number: String(number), rating: String(rating) },
  });
}

async function notifyWithdrawals(db: Db, realtime: Realtime, { id: eventId, withdrawalIds }: DeliveredEvent<'withdrawals_decided'>) {
  const rows = await db.select().from(withdrawals).where(inArray(withdrawals.id, withdrawalIds));
  for (const row of rows) {
    const amount = `${halalasToSar(row.amountHalalas).toFixed(2)} SAR`;
    const isApproved = row.status === 'approved';
    await notify(db, realtime, {
      eventKey: `${eventId}:${row.id}`,
      userId: row.userId,
      type: 'withdrawal',
      title: isApproved ? 'Withdrawal approved' : 'Withdrawal rejected',
      data: {
        event: isApproved ? 'withdrawal_approved' : 'withdrawal_rejected',
        amount: halalasToSar(row.amountHalalas).toFixed(2),
        reason: row.rejectionReason ?? '',
      },
      message: isApproved
        ? `Your withdrawal of ${amount} is on its way.`
        : `Your withdrawal of ${amount} was rejected: ${row.rejectionReason}. The amount is back in your balance.`,
    });
  }
}

/**
 * The followers of a seller hear of each listing of theirs that goes live, once per listing and follower (the key
 * does not name the event, so a listing approved again after an edit, or a retried event, tells nobody twice).
 */
async function notifyFollowers(db: Db, realtime: Realtime, listing: typeof listings.$inferSelect) {
  const seller = sellerName(
    await db.execute(sql`
    select coalesce(nullif(trim(up.store_name), ''), u.name) as name from users u left join user_profiles up on up.user_id = u.id
    where u.id = ${listing.sellerId}`),
  );
  for (const userId of await followersOf(db, listing.sellerId)) {
    await notify(db, realtime, {
      eventKey: `follow:${listing.id}:${userId}`,
      userId,
      type: 'product',
      title: `New from ${seller}`,
      message: `${seller} listed "${listing.title}".`,
      data: { productId: listing.id, event: 'followed_seller_listing', title: listing.title, seller },
    });
  }
}
const sellerName = (result: { rows: unknown[] }) => String((result.rows[0] as { name?: string } | undefined)?.name ?? '');

async function notifyListingDecision(db: Db, realtime: Realtime, { id: eventId, listingId }: DeliveredEvent<'listing_decided'>) {
  const [listing] = await db.select().from(listings).where(eq(listings.id, listingId));
  if (!listing) return;
  const isLive = listing.status === 'active' || listing.status === 'sold';
  if (listing.status === 'active') await notifyFollowers(db, realtime, listing);
  await notify(db, realtime, {
    eventKey: eventId,
    userId: listing.sellerId,
    type: 'product',
    title: isLive ? 'Ad approved' : 'Ad rejected',
    message: isLive ? `"${listing.title}" is now live.` : `"${listing.title}" was rejected: ${listing.rejectionReason ?? ''}`,
    data: {
      productId: listing.id,
      event: isLive ? 'listing_approved' : 'listing_rejected',
      title: listing.title,
      reason: listing.rejectionReason ?? '',
    },
  });
}

/** A reported listing an admin took down: the seller hears why. */
async function notifyListingTakenDown(
  db: Db,
  realtime: Realtime,
  { id: eventId, listingId, reason }: DeliveredEvent<'listing_taken_down'>,
) {
  const [listing] = await db.select().from(listings).where(eq(listings.id, listingId));
  if (!listing) return;
  await notify(db, realtime, {
    eventKey: eventId,
    userId: listing.sellerId,
    type: 'product',
    title: 'Ad taken down',
    message: `"${listing.title}" was taken down after a report: ${reason}`,
    data: { productId: listing.id, event: 'listing_taken_down', title: listing.title, reason },
  });
}

/** The applicant hears the decision on their seller request. */
async function notifySellerRequestDecision(
  db: Db,
  realtime: Realtime,
  { id: eventId, userId, sellerType: type, isApproved, reason }: DeliveredEvent<'seller_request_decided'>,
) {
  await notify(db, realtime, {
    eventKey: eventId,
    userId,
    type: 'system',
    title: isApproved ? 'Seller request approved' : 'Seller request rejected',
    message: isApproved
      ? type === 'store'
        ? 'Your store is approved. The trader panel is now open to you.'
        : 'Your account is now a verified seller.'
      : `Your seller request was rejected${reason ? `: ${reason}` : '.'}`,
    data: {
      event: isApproved ? (type === 'store' ? 'store_request_approved' : 'person_request_approved') : 'seller_request_rejected',
      reason: reason ?? '',
    },
  });
}

async function notifyDeletionDeclined(
  db: Db,
  realtime: Realtime,
  { id: eventId, userId, reason }: DeliveredEvent<'deletion_request_declined'>,
) {
  await notify(db, realtime, {
    eventKey: eventId,
    userId,
    type: 'system',
    title: 'Account deletion request declined',
    message: `Your account deletion request was declined: ${reason}`,
  });
}

/** Login alerts: the owner hears of a sign-in from a new address while it happens. */
async function notifySignIn(db: Db, realtime: Realtime, { id: eventId, userId, ip, at }: DeliveredEvent<'signed_in_from_new_address'>) {
  await notify(db, realtime, {
    eventKey: eventId,
    userId,
    type: 'system',
    title: 'New sign-in to your account',
    message: `Your account was signed in to from a new address, ${ip}, at ${at.slice(0, 16).replace('T', ' ')} UTC. If this was not you, change your password now.`,
    data: { event: 'sign_in', ip, at },
  });
}

/** The audience tells the mailer whether this is an announcement, sent by e-mail only to who accepts promotional e-mails. */
async function notifyBroadcast(db: Db, realtime: Realtime, { id, userIds, subject, content, audience }: DeliveredEvent<'admin_broadcast'>) {
  await notifyMany(db, realtime, { eventId: id, userIds, type: 'system', title: subject, message: content, data: { audience } });
}

/** What each move of an offer is called in its notification (`data.event`), and its English words. */
const OFFER_EVENTS = {
  offered: { event: 'offer_made', title: 'New offer', text: (t: string, a: string) => `New offer of ${a} on "${t}".` },
  countered: { event: 'offer_countered', title: 'Counter-offer', text: (t: string, a: string) => `Counter-offer of ${a} on "${t}".` },
  accepted: {
    event: 'offer_accepted',
    title: 'Offer accepted',
    text: (t: string, a: string) => `The offer of ${a} on "${t}" was accepted.`,
  },
  declined: { event: 'offer_declined', title: 'Offer declined', text: (t: string) => `Your offer on "${t}" was declined.` },
  auto_declined: { event: 'offer_declined', title: 'Offer declined', text: (t: string) => `Your offer on "${t}" was declined.` },
  expired: { event: 'offer_expired', title: 'Offer ended', text: (t: string) => `The offer on "${t}" ended without a purchase.` },
  lapsed: { event: 'offer_expired', title: 'Offer ended', text: (t: string) => `The offer on "${t}" ended without a purchase.` },
} as const satisfies Record<OfferAction, unknown>;

/** The other party hears of an offer's move; when a reservation lapses, both do (the item is back on sale). */
async function notifyOffer(db: Db, realtime: Realtime, { id: eventId, offerId, action, actorId }: DeliveredEvent<'offer_changed'>) {
  const [row] = await db
    .select({ offer: offers, title: listings.title })
    .from(offers)
    .innerJoin(listings, eq(listings.id, offers.listingId))
    .where(eq(offers.id, offerId));
  if (!row) return;
  const { offer, title } = row;
  const { event, title: heading, text } = OFFER_EVENTS[action];
  const amount = halalasToSar(offer.priceHalalas).toFixed(2);
  const recipients = [offer.buyerId, offer.sellerId].filter((userId) => action === 'lapsed' || userId !== actorId);
  for (const userId of recipients) {
    await notify(db, realtime, {
      eventKey: `${eventId}:${userId}`,
      userId,
      type: 'order',
      title: heading,
      message: text(title, `${amount} SAR`),
      data: { chatId: offer.conversationId, productId: offer.listingId, event, title, amount },
    });
  }
}

/** The notifications module's part in each event: the stored notification, its socket push (and later its e-mail). */
export function notificationSubscribers(db: Db, realtime: Realtime): Subscribers {
  return {
    orders_changed: (event) => notifyOrders(db, realtime, event),
    order_reviewed: (event) => notifyReview(db, realtime, event),
    withdrawals_decided: (event) => notifyWithdrawals(db, realtime, event),
    listing_decided: (event) => notifyListingDecision(db, realtime, event),
    listing_taken_down: (event) => notifyListingTakenDown(db, realtime, event),
    seller_request_decided: (event) => notifySellerRequestDecision(db, realtime, event),
    deletion_request_declined: (event) => notifyDeletionDeclined(db, realtime, event),
    signed_in_from_new_address: (event) => notifySignIn(db, realtime, event),
    admin_broadcast: (event) => notifyBroadcast(db, realtime, event),
    offer_changed: (event) => notifyOffer(db, realtime, event),
  };
}
