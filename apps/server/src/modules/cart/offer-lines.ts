import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { newId } from '../../lib/ids.js';
import { cartItems } from './tables.js';

type OfferLine = { buyerId: string; listingId: string; offerId: string; priceHalalas: number; reservedUntil: Date | null };

/** An accepted offer's cart line: one unit at the agreed price, held for the buyer until `reservedUntil`. */
export async function putOfferInCart(tx: Tx, { buyerId, listingId, offerId, priceHalalas, reservedUntil }: OfferLine) {
  await tx
    .insert(cartItems)
    .values({ id: newId(), userId: buyerId, listingId, quantity: 1, offerId, offerPriceHalalas: priceHalalas, reservedUntil })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.listingId],
      set: { quantity: 1, offerId, offerPriceHalalas: priceHalalas, reservedUntil },
    });
}

/** The buyer's cart line of a listing, locked (for an offer about to lapse). */
export async function lockCartLine(tx: Tx, { buyerId, listingId }: { buyerId: string; listingId: string }) {
  await tx
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.userId, buyerId), eq(cartItems.listingId, listingId)))
    .for('update');
}

/** A lapsed offer's cart line leaves the cart (a line the buyer put there himself stays). */
export async function removeOfferLine(tx: Tx, { buyerId, listingId, offerId }: { buyerId: string; listingId: string; offerId: string }) {
  await tx.delete(cartItems).where(and(eq(cartItems.userId, buyerId), eq(cartItems.listingId, listingId), eq(cartItems.offerId, offerId)));
}

/** A bought offer's cart line becomes a plain line again (at the listing's price, no longer held). */
export async function clearOfferFromCart(tx: Tx, { buyerId, offerId }: { buyerId: string; offerId: string }) {
  await tx
    .update(cartItems)
    .set({ offerId: null, offerPriceHalalas: null, reservedUntil: null })
    .where(and(eq(cartItems.userId, buyerId), eq(cartItems.offerId, offerId)));
}
