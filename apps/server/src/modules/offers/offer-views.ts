import { discountedHalalas, halalasToSar, offerTurn, type TOfferView } from '@gamesouq/core';
import { and, desc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { listings } from '../listings/index.js';
import { offers } from './tables.js';

type Offer = typeof offers.$inferSelect;
type Listing = typeof listings.$inferSelect;

export function toOfferView(offer: Offer, listing: Pick<Listing, 'title' | 'priceHalalas' | 'discountPercentage'>): TOfferView {
  return {
    id: offer.id,
    productId: offer.listingId,
    productTitle: listing.title,
    buyerId: offer.buyerId,
    sellerId: offer.sellerId,
    chatId: offer.conversationId,
    price: halalasToSar(offer.priceHalalas),
    listPrice: halalasToSar(discountedHalalas(listing.priceHalalas, listing.discountPercentage)),
    status: offer.status,
    turn: offerTurn(offer.status),
    expiresAt: offer.expiresAt.toISOString(),
    reservedUntil: offer.reservedUntil?.toISOString() ?? null,
    createdAt: offer.createdAt.toISOString(),
  };
}

/** The offers the user made or received, newest first, optionally on one listing. */
export async function listOffers(db: DbOrTx, { userId, listingId }: { userId: string; listingId?: string }) {
  const rows = await db
    .select({ offer: offers, listing: listings })
    .from(offers)
    .innerJoin(listings, eq(listings.id, offers.listingId))
    .where(and(or(eq(offers.buyerId, userId), eq(offers.sellerId, userId)), listingId ? eq(offers.listingId, listingId) : undefined))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(100);
  return rows.map((row) => toOfferView(row.offer, row.listing));
}
