import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { lockCartLine, removeOfferLine } from '../cart/index.js';
import { recordEvent } from '../events/index.js';
import { putBackOnSale } from '../listings/index.js';
import { tellOffer } from './offer-messages.js';
import { offers } from './tables.js';

const BATCH = 50;

/**
 * Closes what ran out of time (once a minute): open offers nobody answered expire, and accepted offers not bought
 * within their reservation lapse, their item back on sale and out of the buyer's cart. Each offer is closed in its
 * own transaction, after the cart line (the checkout's lock order: cart, listing, offer), so a checkout buying it at
 * the last moment either finishes first (the offer is then purchased and left alone) or finds the line gone.
 */
export async function expireOffers(db: Db) {
  const closed: string[] = [];
  const due = await db
    .select({ id: offers.id })
    .from(offers)
    .where(
      sql`(${offers.status} in ('pending', 'countered') and ${offers.expiresAt} <= now())
        or (${offers.status} = 'accepted' and ${offers.reservedUntil} <= now())`,
    )
    .limit(BATCH);
  for (const { id } of due) {
    const isClosed = await inTransaction(db, async (tx) => {
      const [known] = await tx.select().from(offers).where(eq(offers.id, id));
      if (!known) return false;
      await lockCartLine(tx, { buyerId: known.buyerId, listingId: known.listingId });
      const [offer] = await tx.select().from(offers).where(eq(offers.id, id)).for('update');
      if (!offer) return false;
      if (offer.status === 'pending' || offer.status === 'countered') {
        if (offer.expiresAt > new Date()) return false;
        await tx.update(offers).set({ status: 'expired', updatedAt: sql`now()` }).where(eq(offers.id, id));
        // The message comes from the party who let it expire.
        await tellOffer(tx, offer, { action: 'expired', senderId: offer.status === 'pending' ? offer.sellerId : offer.buyerId });
        return true;
      }
      if (offer.status !== 'accepted' || !offer.reservedUntil || offer.reservedUntil > new Date()) return false;
      await tx.update(offers).set({ status: 'lapsed', updatedAt: sql`now()` }).where(eq(offers.id, id));
      await removeOfferLine(tx, { buyerId: offer.buyerId, listingId: offer.listingId, offerId: id });
      await putBackOnSale(tx, offer.listingId, 1);
      // The item is back on sale: cached pages and the listing's favourites hear of it.
      await recordEvent(tx, { type: 'listings_changed', listingIds: [offer.listingId] });
      await tellOffer(tx, offer, { action: 'lapsed', senderId: offer.buyerId });
      return true;
    });
    if (isClosed) closed.push(id);
  }
  return closed;
}
