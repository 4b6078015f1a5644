import type { ListingKind } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared-query.js';
import { cartItems } from '../cart/index.js';
import { platforms } from '../catalog/index.js';
import { listingImages, listings } from '../listings/index.js';
import { users } from '../users/index.js';
import { checkoutPayments } from './tables.js';

export type CartLine = { listingId: string; quantity: number; offerId: string | null };
/** What an order keeps of a listing, as it is at checkout: the listing, its platform's name, its first photo, its seller's VAT numbers. */
export type CheckoutListing = {
  id: string;
  sellerId: string;
  title: string;
  status: string;
  quantity: number;
  type: ListingKind;
  deliveryType: string;
  priceHalalas: number;
  discountPercentage: number;
  shippingCostHalalas: number | null;
  deliveryHours: number | null;
  condition: string;
  platformName: string | null;
  image: string | null;
  sellerVatNumber: string | null;
  sellerCrNumber: string | null;
};

type Locked = { cart: CartLine[]; open: string[]; listings: CheckoutListing[] };

// Built once: its text is the same for every checkout, the chosen listings one array (ADR 051, 064).
const lockStatement = preparedStatement<Locked>(
  () => sql`
    with cart as materialized (
      select c.listing_id, c.quantity, c.offer_id from ${cartItems} c where c.user_id = ${sql.placeholder('buyerId')} order by c.listing_id for update
    ), open_checkouts as materialized (
      select p.id from ${checkoutPayments} p where p.buyer_id = ${sql.placeholder('buyerId')} and p.status = 'awaiting' order by p.id for update
    )
    select
      (select coalesce(json_agg(json_build_object('listingId', listing_id, 'quantity', quantity, 'offerId', offer_id) order by listing_id), '[]')
       from cart) as cart,
      (select coalesce(json_agg(id order by id), '[]') from open_checkouts) as open,
      (select coalesce(json_agg(l order by l.id), '[]') from (
        select l.id, l.seller_id as "sellerId", l.title, l.status, l.quantity, l.type, l.delivery_type as "deliveryType",
          l.price_halalas as "priceHalalas", l.discount_percentage as "discountPercentage",
          l.shipping_cost_halalas as "shippingCostHalalas", l.delivery_hours as "deliveryHours", l.condition,
          (select p.name from ${platforms} p where p.id = l.platform_id) as "platformName",
          (select i.file from ${listingImages} i where i.listing_id = l.id and i.position = 0 order by i.id limit 1) as image,
          (select u.vat_number from ${users} u where u.id = l.seller_id) as "sellerVatNumber",
          (select u.cr_number from ${users} u where u.id = l.seller_id) as "sellerCrNumber"
        from ${listings} l
        where l.id in (select listing_id from cart)
          and (${sql.placeholder('chosen')}::text[] is null or l.id = any(${sql.placeholder('chosen')}::text[]))
        order by l.id for no key update of l
      ) l) as listings`,
);

/**
 * Everything a checkout reads, locked, in one statement and in the lock order of every checkout: the buyer's cart
 * lines, then the buyer's checkouts awaiting payment (their ids), then the listings bought (the cart's, or those of
 * `itemIds` among them), each set in id order. The ledger accounts come last, when the orders are paid. Each scalar
 * subquery is evaluated whole, in the order written, before the next: the cart is locked before any listing.
 */
export async function lockCheckoutInputs(tx: Tx, { buyerId, itemIds }: { buyerId: string; itemIds?: string[] }) {
  const [locked] = await lockStatement(tx, { buyerId, chosen: itemIds?.length ? itemIds : null });
  return locked!;
}
