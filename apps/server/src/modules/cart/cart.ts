import {
  discountedHalalas,
  halalasToSar,
  orderTotals,
  type Role,
  sellerVatPercent,
  type TCartGroupView,
  type TCartItemView,
  type TCartReply,
  type TCartSellerView,
  type TDoneReply,
} from '@gamesouq/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { listings } from '../listings/index.js';
import { cartItems } from './tables.js';

type Row = Record<string, unknown>;

async function activeListing(db: Db, listingId: string, buyerId: string) {
  const [listing] = await db.select().from(listings).where(eq(listings.id, listingId));
  if (listing?.status !== 'active') throw new AppError('NOT_FOUND', 'validation.productNotFound');
  if (listing.sellerId === buyerId) throw new AppError('OWN_LISTING');
  return listing;
}

/**
 * Adds to the cart, or adds to the line already there, never past the stock. The check and the write are one
 * statement: a line already there is locked by the upsert and its new quantity checked against the listing as it is
 * then, so parallel adds cannot pile up more than the stock.
 */
export async function addToCart(
  db: Db,
  { userId, listingId, quantity }: { userId: string; listingId: string; quantity: number },
): Promise<TDoneReply> {
  const listing = await activeListing(db, listingId, userId);
  const [held] = await db
    .select({ offerId: cartItems.offerId })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.listingId, listingId)));
  if (held?.offerId) throw new AppError('OFFER_LINE_FIXED');
  const stock = sql`(select l.quantity from ${listings} l where l.id = ${listingId} and l.status = 'active')`;
  const added = await db.execute(sql`
    insert into ${cartItems} (id, user_id, listing_id, quantity)
    select ${newId()}, ${userId}, ${listingId}, ${quantity} where ${quantity} <= ${stock}
    on conflict (user_id, listing_id) do update set quantity = ${cartItems}.quantity + excluded.quantity
      where ${cartItems}.quantity + excluded.quantity <= ${stock}
    returning quantity`);
  if (added.rows.length === 0) throw new AppError('OUT_OF_STOCK', { key: 'errors.onlyLeft', params: { quantity: listing.quantity } });
  return { success: true, message: 'Added to cart' };
}

export async function setCartQuantity(
  db: Db,
  { userId, itemId, quantity }: { userId: string; itemId: string; quantity: number },
): Promise<TDoneReply> {
  const [item] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
  if (!item) throw new AppError('NOT_FOUND', 'errors.cartItemNotFound');
  if (item.offerId) {
    if (quantity !== 1) throw new AppError('OFFER_LINE_FIXED');
    return { success: true, message: 'Cart updated successfully' };
  }
  const listing = await activeListing(db, item.listingId, userId);
  if (quantity > listing.quantity) throw new AppError('OUT_OF_STOCK', { key: 'errors.onlyLeft', params: { quantity: listing.quantity } });
  await db.update(cartItems).set({ quantity }).where(eq(cartItems.id, itemId));
  return { success: true, message: 'Cart updated successfully' };
}

export async function removeCartItem(db: Db, { userId, itemId }: { userId: string; itemId: string }): Promise<TDoneReply> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
    .returning();
  if (removed.length === 0) throw new AppError('NOT_FOUND', 'errors.cartItemNotFound');
  return { success: true, message: 'Item removed from cart' };
}

/** Every line of the user's cart goes (a closed account), in the caller's transaction. */
export async function emptyCart(tx: Tx, userId: string) {
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
}

/** The cart grouped by seller (buyer §3), priced as checkout will price it. */
export async function readCart(
  db: Db,
  { userId, vatRatePercent }: { userId: string; vatRatePercent: number },
): Promise<Omit<TCartReply, 'success'>> {
  const result = await db.execute(sql`
    select ci.id, ci.quantity, ci.offer_price_halalas, ci.reserved_until > now() as is_held, ci.reserved_until, l.id as listing_id, l.title, l.price_halalas, l.discount_percentage, l.quantity as stock, l.status,
      l.condition, l.delivery_type, l.city, l.location, l.shipping_cost_halalas, p.name as platform_name, u.id as seller_id, u.name as seller_name,
      u.role as seller_role, u.verified as seller_verified, u.vat_number as seller_vat_number,
      (select nullif(trim(up.store_name), '') from user_profiles up where up.user_id = u.id) as store_name,
      (select round(avg(r.rating)::numeric, 1) from reviews r where r.seller_id = u.id) as seller_rating,
      (select file from listing_images i where i.listing_id = l.id order by position limit 1) as image
    from cart_items ci join listings l on l.id = ci.listing_id join users u on u.id = l.seller_id
    left join platforms p on p.id = l.platform_id
    where ci.user_id = ${userId} order by u.name, ci.created_at`);
  const groups = new Map<
    string,
    {
      seller: TCartSellerView;
      items: TCartItemView[];
      subtotal: number;
      shipping: number;
      isPickupOnly: boolean;
      vatPercent: number;
    }
  >();
  for (const row of result.rows as Row[]) {
    // A line of an accepted offer is one item at the agreed price, held for the buyer (its stock already taken).
    const isHeld = Boolean(row.is_held);
    const unit = isHeld ? Number(row.offer_price_halalas) : discountedHalalas(Number(row.price_halalas), Number(row.discount_percentage));
    const group = groups.get(String(row.seller_id)) ?? {
      seller: {
        id: String(row.seller_id),
        name: String(row.seller_name),
        // What buyers know the seller by, as on the ads: the shop's name when it has one (listings/listing-view.ts).
        storeName: String(row.store_name || row.seller_name),
        role: row.seller_role as Role,
        verified: Boolean(row.seller_verified),
        rating: Number(row.seller_rating ?? 0),
      },
      items: [],
      subtotal: 0,
      shipping: 0,
      isPickupOnly: true,
      vatPercent: sellerVatPercent({ vatNumber: (row.seller_vat_number as string | null) ?? null, ratePercent: vatRatePercent }),
    };
    const isAvailable = isHeld || (row.status === 'active' && Number(row.stock) >= Number(row.quantity));
    group.items.push({
      id: String(row.id),
      productId: String(row.listing_id),
      name: String(row.title),
      image: row.image ? `/api/uploads/ads/${row.image}` : '',
      platform: String(row.platform_name ?? ''),
      condition: String(row.condition),
      type: row.delivery_type === 'hand' ? 'Pickup' : row.delivery_type === 'shipping' ? 'Shipping' : 'Shipping or pickup',
      deliveryType: String(row.delivery_type),
      city: String(row.city ?? ''),
      location: String(row.location ?? ''),
      price: halalasToSar(unit),
      originalPrice: halalasToSar(Number(row.price_halalas)),
      discount: isHeld ? '0%' : `${row.discount_percentage}%`,
      quantity: Number(row.quantity),
      stock: isHeld ? 1 : Number(row.stock),
      inStock: isAvailable,
      shippingCost: row.shipping_cost_halalas === null ? 0 : halalasToSar(Number(row.shipping_cost_halalas)),
      reservedUntil: isHeld ? new Date(String(row.reserved_until)).toISOString() : null,
    });
    if (isAvailable) {
      group.subtotal += unit * Number(row.quantity);
      group.shipping += Number(row.shipping_cost_halalas ?? 0);
      if (row.delivery_type !== 'hand') group.isPickupOnly = false;
    }
    groups.set(String(row.seller_id), group);
  }
  // Each group is priced as its order will be: shipping is charged for groups delivered by shipping, the default
  // unless every item is pickup only, and a registered seller's VAT is inside its group's amount.
  const priced = [...groups.values()].map((g) => ({
    group: g,
    totals: orderTotals({ subtotal: g.subtotal, shipping: g.isPickupOnly ? 0 : g.shipping, discount: 0, vatPercent: g.vatPercent }),
  }));
  const sum = (key: 'subtotal' | 'shipping' | 'tax' | 'vat' | 'total') => priced.reduce((total, p) => total + p.totals[key], 0);
  return {
    cart: priced.map(
      ({ group: g, totals }): TCartGroupView => ({
        seller: g.seller,
        orderId: null,
        items: g.items,
        subtotal: halalasToSar(g.subtotal),
        deliveryType: g.isPickupOnly ? 'pickup' : 'shipping',
        vatPercent: totals.vatPercent,
        vat: halalasToSar(totals.vat),
      }),
    ),
    summary: {
      subtotal: halalasToSar(sum('subtotal')),
      shipping: halalasToSar(sum('shipping')),
      tax: halalasToSar(sum('tax')),
      vat: halalasToSar(sum('vat')),
      total: halalasToSar(sum('total')),
    },
  };
}
