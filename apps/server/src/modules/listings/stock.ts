import { and, eq, ne, type SQLWrapper, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { recordEvent } from '../events/index.js';
import { listings } from './tables.js';

/** Units back on sale (a cancelled order, a lapsed offer): a sold-out listing is on sale again. */
export async function putBackOnSale(tx: Tx, listingId: string, quantity: number) {
  await tx
    .update(listings)
    .set({
      quantity: sql`${listings.quantity} + ${quantity}`,
      status: sql`case when ${listings.status} = 'sold' then 'active' else ${listings.status} end`,
      updatedAt: sql`now()`,
    })
    .where(eq(listings.id, listingId));
}

/** Units taken off sale for one buyer (an accepted offer) from a listing the caller has locked; what is left. */
export async function takeOffSale(tx: Tx, listingId: string, quantity: number) {
  const [row] = await tx
    .update(listings)
    .set({
      quantity: sql`${listings.quantity} - ${quantity}`,
      status: sql`case when ${listings.quantity} = ${quantity} then 'sold' else ${listings.status} end`,
      updatedAt: sql`now()`,
    })
    .where(eq(listings.id, listingId))
    .returning({ quantity: listings.quantity });
  return row!.quantity;
}

/** The units a checkout sells, as the JSON value `takeSoldUnitsSql` reads. */
export const soldUnits = (lines: { listingId: string; quantity: number }[]) =>
  JSON.stringify(lines.map((line) => ({ listing_id: line.listingId, quantity: line.quantity })));

/**
 * Units sold by a checkout (`sold`, a JSON value of `soldUnits`), as a common table expression of the caller's
 * statement (`stock`): each listing loses them and a listing left with none is sold out. A listing that no longer holds
 * the units is left as it is. The text is the same whatever is sold (ADR 064).
 */
export function takeSoldUnitsSql(sold: SQLWrapper) {
  return sql`stock as (
      update ${listings} l set quantity = l.quantity - t.quantity,
        status = case when l.quantity = t.quantity then 'sold' else 'active' end, updated_at = now()
      from jsonb_to_recordset(${sold}::jsonb) t(listing_id text, quantity int)
      where l.id = t.listing_id and l.quantity >= t.quantity
    )`;
}

/**
 * A digital code listing's stock is its available codes (ADR 020): the quantity follows them, a listing whose last
 * code went is sold out, one that gets codes again is back on sale; either change is told to cached pages and the
 * listing's favourites.
 */
export async function followCodeStock(tx: Tx, listingId: string, availableCodes: number) {
  const [before] = await tx.select({ status: listings.status }).from(listings).where(eq(listings.id, listingId));
  const [after] = await tx
    .update(listings)
    .set({
      quantity: availableCodes,
      status: sql`case when ${listings.status} = 'active' and ${availableCodes}::int = 0 then 'sold'
        when ${listings.status} = 'sold' and ${availableCodes}::int > 0 then 'active' else ${listings.status} end`,
      updatedAt: sql`now()`,
    })
    .where(eq(listings.id, listingId))
    .returning({ status: listings.status });
  if (before && after && before.status !== after.status) await recordEvent(tx, { type: 'listings_changed', listingIds: [listingId] });
}

/** A closed account's listings are all cancelled, off the marketplace for good. */
export async function cancelListingsOf(tx: Tx, sellerId: string) {
  const cancelled = await tx
    .update(listings)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(and(eq(listings.sellerId, sellerId), ne(listings.status, 'cancelled')))
    .returning({ id: listings.id });
  if (cancelled.length) await recordEvent(tx, { type: 'listings_changed', listingIds: cancelled.map((listing) => listing.id) });
}
