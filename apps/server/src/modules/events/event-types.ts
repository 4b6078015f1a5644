import type { OfferAction, OrderChange } from '@gamesouq/core';

/**
 * The domain events services record in their transaction, each a type and the ids its subscribers read back when
 * they run (the rows are committed by then).
 */
export type DomainEvent =
  | { type: 'orders_changed'; orderIds: string[]; change: OrderChange; exceptUserId?: string }
  | { type: 'order_reviewed'; orderId: string; rating: number }
  | { type: 'withdrawals_decided'; withdrawalIds: string[] }
  | { type: 'listing_decided'; listingId: string }
  | { type: 'listing_taken_down'; listingId: string; reason: string }
  /**
   * Listings buyers can see changed (edited, removed, sold out, back on sale): kept listing pages are emptied.
   * `itemIds`: catalogue items they were offers of and no longer are or can no longer be read from (a listing deleted
   * or relinked), whose pages must be drawn again too.
   */
  | { type: 'listings_changed'; listingIds: string[]; itemIds?: string[] }
  /**
   * An admin created, edited or deleted a category or platform, or changed its icon, or edited, merged or gave art to
   * a catalogue item: the kept listing replies are emptied.
   */
  | { type: 'catalog_changed'; kind: 'category' | 'platform' | 'item'; id: string }
  /** What listings show of a seller changed (name, shop name, profile privacy, verified badge): kept pages follow. */
  | { type: 'seller_changed'; userId: string }
  | { type: 'seller_request_decided'; userId: string; sellerType: 'store' | 'person'; isApproved: boolean; reason: string | null }
  | { type: 'deletion_request_declined'; userId: string; reason: string }
  /** An admin's message from the notification centre to the picked users, or everyone (`new`). */
  | { type: 'admin_broadcast'; userIds: string[]; subject: string; content: string; audience: 'new' | 'personal' | 'group' }
  /** A sign-in from an address the account never used, with login alerts on; `at` is when it happened. */
  | { type: 'signed_in_from_new_address'; userId: string; ip: string; at: string }
  /** A tax invoice was issued: it is reported to ZATCA (FATOORA) after the transaction, never inside it. */
  | { type: 'invoice_issued'; invoiceId: string }
  /**
   * Money of a paid order went back to its buyer (a cancellation, a dispute's full or partial refund, a digital code's
   * refund): `refundEntryId` is the ledger entry that moved it, `amount` what the buyer got back (halalas), `full` whether
   * the whole order was undone. Its credit note (or refund receipt) is issued from it, once per entry.
   */
  | { type: 'order_refunded'; orderId: string; refundEntryId: string; amount: number; full: boolean }
  /** An offer moved (issue 20): `messageId` is its message in the chat thread, `actorId` who moved it (not told). */
  | { type: 'offer_changed'; offerId: string; messageId: string; action: OfferAction; actorId: string };

export type EventType = DomainEvent['type'];
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;
/** An event as a subscriber receives it: with the id it was recorded under, the key of idempotent delivery. */
export type DeliveredEvent<T extends EventType = EventType> = EventOf<T> & { id: string };
