import { discountedHalalas, type OfferFacts } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

type Row = Record<string, unknown>;

/** An offer of a catalogue item as the item page counts it: what the buyer pays for one (after the discount) and how it reaches him. */
export type ItemOffer = Pick<OfferFacts, 'id' | 'type' | 'condition' | 'priceHalalas' | 'shippingHalalas' | 'deliveryType' | 'city'> & {
  sellerId: string;
  title: string;
};

/** The columns of a listing `l` that `offerOf` reads. */
export const OFFER_COLUMNS = sql`l.id, l.seller_id, l.title, l.type, l.condition, l.price_halalas, l.discount_percentage,
  l.shipping_cost_halalas, l.delivery_type, l.city`;

/** A listing on sale: the item page shows it and its watchers hear of it. */
export const ON_SALE = sql`l.status = 'active' and l.quantity > 0`;

export const offerOf = (row: Row): ItemOffer => ({
  id: String(row.id),
  sellerId: String(row.seller_id),
  title: String(row.title),
  type: String(row.type),
  condition: String(row.condition),
  priceHalalas: discountedHalalas(Number(row.price_halalas), Number(row.discount_percentage)),
  shippingHalalas: row.shipping_cost_halalas === null ? null : Number(row.shipping_cost_halalas),
  deliveryType: String(row.delivery_type),
  city: String(row.city),
});

/** The offers on sale of the items (one, or a duplicate and the item it is merged into). */
export async function selectOffersOnSale(db: DbOrTx, itemIds: string[]) {
  const result = await db.execute(sql`select ${OFFER_COLUMNS} from listings l
    where l.catalogue_item_id in (${sql.join(
      itemIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and ${ON_SALE}`);
  return (result.rows as Row[]).map(offerOf);
}
