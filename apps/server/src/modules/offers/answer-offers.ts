import { discountedHalalas, offerTurn, type TOfferView } from '@gamesouq/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { clearOfferFromCart, putOfferInCart } from '../cart/index.js';
import { startConversation } from '../chat/index.js';
import { recordEvent } from '../events/index.js';
import { listings, takeOffSale } from '../listings/index.js';
import { tellOffer } from './offer-messages.js';
import { toOfferView } from './offer-views.js';
import { offers } from './tables.js';

type Offer = typeof offers.$inferSelect;
type Listing = typeof listings.$inferSelect;

const hoursFromNow = (hours: number) => sql`now() + ${`${hours} hours`}::interval`;
const listPrice = (listing: Listing) => discountedHalalas(listing.priceHalalas, listing.discountPercentage);
const isBelowMinimum = (listing: Listing, priceHalalas: number) =>
  listing.minOfferHalalas !== null && priceHalalas < listing.minOfferHalalas;

async function readListing(tx: Tx, listingId: string, { lock = false } = {}) {
  const query = tx.select().from(listings).where(eq(listings.id, listingId));
  const [listing] = lock ? await query.for('update') : await query;
  return listing;
}

/**
 * A buyer's offer on a listing that takes them (issue 20): never above its price, one open at a time per listing.
 * Below the seller's minimum it is declined at once; either way the chat thread with the seller shows it.
 */
export async function makeOffer(
  db: Db,
  { buyerId, listingId, priceHalalas, expiryHours }: { buyerId: string; listingId: string; priceHalalas: number; expiryHours: number },
): Promise<TOfferView> {
  return inTransaction(db, async (tx) => {
    const listing = await readListing(tx, listingId);
    if (listing?.status !== 'active' || listing.quantity < 1) throw new AppError('NOT_FOUND', 'validation.productNotFound');
    if (listing.sellerId === buyerId) throw new AppError('OWN_LISTING');
    if (!listing.acceptsOffers) throw new AppError('OFFERS_OFF');
    if (priceHalalas > listPrice(listing)) throw new AppError('OFFER_ABOVE_PRICE');
    const conversation = await startConversation(tx, { userId: buyerId, listingId });
    const isDeclined = isBelowMinimum(listing, priceHalalas);
    const [offer] = await tx
      .insert(offers)
      .values({
        id: newId(),
        listingId,
        buyerId,
        sellerId: listing.sellerId,
        conversationId: conversation.id,
        priceHalalas,
        status: isDeclined ? 'declined' : 'pending',
        expiresAt: hoursFromNow(expiryHours),
      })
      .onConflictDoNothing()
      .returning();
    if (!offer) throw new AppError('OFFER_OPEN');
    await tellOffer(tx, offer, { action: 'offered', senderId: buyerId });
    if (isDeclined) await tellOffer(tx, offer, { action: 'auto_declined', senderId: listing.sellerId });
    return toOfferView(offer, listing);
  });
}

/** The offer, locked, if the user may answer it now: a party whose turn it is, before it expires. */
async function offerToAnswer(tx: Tx, { offerId, userId }: { offerId: string; userId: string }) {
  const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('update');
  if (!offer || (offer.buyerId !== userId && offer.sellerId !== userId)) throw new AppError('NOT_FOUND', 'errors.offerNotFound');
  const turn = offerTurn(offer.status);
  if (!turn || offer.expiresAt <= new Date()) throw new AppError('OFFER_CLOSED');
  if ((turn === 'seller' ? offer.sellerId : offer.buyerId) !== userId) throw new AppError('OFFER_NOT_YOUR_TURN');
  return offer;
}

async function moveOffer(tx: Tx, offer: Offer, values: Partial<Offer> | Record<string, unknown>) {
  const [moved] = await tx
    .update(offers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(offers.id, offer.id))
    .returning();
  return moved!;
}

/**
 * A counter from the party whose turn it is: the new price goes to the other party, with a fresh expiry. A buyer's
 * counter below the seller's minimum is declined at once, as a first offer would be.
 */
export async function counterOffer(
  db: Db,
  { offerId, userId, priceHalalas, expiryHours }: { offerId: string; userId: string; priceHalalas: number; expiryHours: number },
): Promise<TOfferView> {
  return inTransaction(db, async (tx) => {
    const offer = await offerToAnswer(tx, { offerId, userId });
    const listing = await readListing(tx, offer.listingId);
    if (!listing) throw new AppError('NOT_FOUND', 'errors.offerNotFound');
    if (priceHalalas > listPrice(listing)) throw new AppError('OFFER_ABOVE_PRICE');
    const bySeller = userId === offer.sellerId;
    const isDeclined = !bySeller && isBelowMinimum(listing, priceHalalas);
    const moved = await moveOffer(tx, offer, {
      priceHalalas,
      status: isDeclined ? 'declined' : bySeller ? 'countered' : 'pending',
      expiresAt: hoursFromNow(expiryHours),
    });
    await tellOffer(tx, moved, { action: 'countered', senderId: userId });
    if (isDeclined) await tellOffer(tx, moved, { action: 'auto_declined', senderId: offer.sellerId });
    return toOfferView(moved, listing);
  });
}

export async function declineOffer(db: Db, { offerId, userId }: { offerId: string; userId: string }): Promise<TOfferView> {
  return inTransaction(db, async (tx) => {
    const offer = await offerToAnswer(tx, { offerId, userId });
    const moved = await moveOffer(tx, offer, { status: 'declined' });
    await tellOffer(tx, moved, { action: 'declined', senderId: userId });
    const listing = await readListing(tx, offer.listingId);
    return toOfferView(moved, listing!);
  });
}

/**
 * Acceptance by the party whose turn it is: one item of the listing is taken off sale for the buyer (the listing
 * locked first, so of two offers accepted at once on its last item one wins and the other is told it is gone) and
 * put in the buyer's cart at the agreed price, held until `reservationHours` from now.
 */
export async function acceptOffer(
  db: Db,
  { offerId, userId, reservationHours }: { offerId: string; userId: string; reservationHours: number },
): Promise<TOfferView> {
  return inTransaction(db, async (tx) => {
    const [known] = await tx.select({ listingId: offers.listingId }).from(offers).where(eq(offers.id, offerId));
    if (!known) throw new AppError('NOT_FOUND', 'errors.offerNotFound');
    const listing = await readListing(tx, known.listingId, { lock: true });
    const offer = await offerToAnswer(tx, { offerId, userId });
    if (listing?.status !== 'active' || listing.quantity < 1)
      throw new AppError('OUT_OF_STOCK', { key: 'errors.productUnavailable', params: { title: listing?.title ?? 'A product' } });
    // A price lowered since the offer was made is the buyer's gain.
    const priceHalalas = Math.min(offer.priceHalalas, listPrice(listing));
    const left = await takeOffSale(tx, listing.id, 1);
    if (left === 0) await recordEvent(tx, { type: 'listings_changed', listingIds: [listing.id] });
    const moved = await moveOffer(tx, offer, { status: 'accepted', priceHalalas, reservedUntil: hoursFromNow(reservationHours) });
    await putOfferInCart(tx, {
      buyerId: offer.buyerId,
      listingId: offer.listingId,
      offerId: offer.id,
      priceHalalas,
      reservedUntil: moved.reservedUntil,
    });
    await tellOffer(tx, moved, { action: 'accepted', senderId: userId });
    return toOfferView(moved, listing);
  });
}

/** The accepted offers still held for the buyer among `offerIds`, locked for the checkout that buys them. */
export async function lockHeldOffers(tx: Tx, { buyerId, offerIds }: { buyerId: string; offerIds: string[] }) {
  if (offerIds.length === 0) return new Map<string, Offer>();
  const rows = await tx
    .select()
    .from(offers)
    .where(
      and(eq(offers.buyerId, buyerId), eq(offers.status, 'accepted'), inArray(offers.id, offerIds), sql`${offers.reservedUntil} > now()`),
    )
    .orderBy(offers.id)
    .for('update');
  return new Map(rows.map((offer) => [offer.listingId, offer]));
}

/**
 * The held offers a checkout bought: closed as purchased, their cart lines plain again (a card payment that fails
 * later leaves the line at the listing's price; the order's cancellation puts the item back on sale).
 */
export async function markOffersPurchased(tx: Tx, { buyerId, held }: { buyerId: string; held: Offer[] }) {
  for (const offer of held) {
    await tx.update(offers).set({ status: 'purchased', updatedAt: sql`now()` }).where(eq(offers.id, offer.id));
    await clearOfferFromCart(tx, { buyerId, offerId: offer.id });
  }
}
