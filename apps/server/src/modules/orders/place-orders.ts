import { type DeliveryMode, discountedHalalas, isDigitalKind, orderTotals, promoDiscounts } from '@gamesouq/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { cartItems } from '../cart/index.js';
import { platforms } from '../catalog/index.js';
import { reserveCodes } from '../digital-codes/index.js';
import { recordEvent } from '../events/index.js';
import { listingImages, listings } from '../listings/index.js';
import { lockHeldOffers, markOffersPurchased } from '../offers/index.js';
import { takePromo } from '../promos/index.js';
import { consumeCartLines } from './consume-cart.js';
import { deliverCodeOrder } from './digital-delivery.js';
import { payForOrder } from './order-money.js';
import { sellerVatTerms, vatTermsOf } from './order-vat.js';
import { orderItems, orders } from './tables.js';

type Line = { productId: string; quantity: number };

/**
 * Checkout (design §5): one order per seller, each with its own delivery mode, priced from the listings as they are
 * now, stock reserved, one promo over all of them, paid from the buyer's wallet, all in the caller's transaction:
 * if the balance is short, nothing happens at all. The lines bought are those of the buyer's cart (all of it, or the
 * `items` chosen from it), which the checkout consumes. With `awaitsPayment` (a card or wallet method pays, issue 15)
 * the orders wait for the payment instead: stock reserved, nothing paid, the cart kept until the payment arrives
 * (pay-checkout.ts).
 */
export async function placeOrders(
  tx: Tx,
  {
    buyerId,
    items,
    deliveryType,
    deliveries = {},
    shippingAddress = {},
    promoCode,
    vatRatePercent,
    awaitsPayment = false,
  }: {
    buyerId: string;
    items?: Line[];
    deliveryType?: DeliveryMode;
    deliveries?: Record<string, DeliveryMode>;
    shippingAddress?: Record<string, string>;
    promoCode?: string;
    vatRatePercent: number;
    awaitsPayment?: boolean;
  },
) {
  // The buyer's cart lines are locked first (lock order: cart, listings, ledger accounts), so that two checkouts of
  // one cart, with or without an Idempotency-Key, run one after the other and the second finds the cart consumed.
  const cart = await tx.select().from(cartItems).where(eq(cartItems.userId, buyerId)).orderBy(cartItems.listingId).for('update');
  const inCart = new Map(cart.map((line) => [line.listingId, line.quantity]));
  const requested = items?.length ? items : cart.map((line) => ({ productId: line.listingId, quantity: line.quantity }));
  const wanted = new Map<string, number>();
  for (const line of requested) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  if (cart.length === 0) throw new AppError('CART_EMPTY');
  // Checkout buys from the cart: a line it no longer holds (bought from another device) is not bought again.
  for (const [id, quantity] of wanted) if (quantity > (inCart.get(id) ?? 0)) throw new AppError('CART_CHANGED');

  const ids = [...wanted.keys()].sort();
  const rows = await tx.select().from(listings).where(inArray(listings.id, ids)).orderBy(listings.id).for('no key update');
  const byId = new Map(rows.map((row) => [row.id, row]));
  // Lines of accepted offers (issue 20): one item at the agreed price, its stock already taken when it was accepted.
  const held = await lockHeldOffers(tx, {
    buyerId,
    offerIds: cart.filter((line) => line.offerId && wanted.has(line.listingId)).map((line) => line.offerId!),
  });
  for (const id of ids) {
    const listing = byId.get(id);
    if (held.has(id)) {
      if (wanted.get(id) !== 1) throw new AppError('OFFER_LINE_FIXED');
      continue;
    }
    if (listing?.status !== 'active')
      throw new AppError('OUT_OF_STOCK', { key: 'errors.productUnavailable', params: { title: listing?.title ?? 'A product' } });
    if (listing.sellerId === buyerId) throw new AppError('OWN_LISTING');
    if (wanted.get(id)! > listing.quantity)
      throw new AppError('OUT_OF_STOCK', { key: 'errors.onlyLeftOf', params: { quantity: listing.quantity, title: listing.title } });
  }

  const platformNames = new Map(
    (await tx.select({ id: platforms.id, name: platforms.name }).from(platforms)).map((p) => [p.id, p.name] as const),
  );
  const images = new Map(
    (
      await tx
        .select()
        .from(listingImages)
        .where(and(inArray(listingImages.listingId, ids), eq(listingImages.position, 0)))
    ).map((i) => [i.listingId, i.file]),
  );
  // One order per seller and kind (ADR 020): a digital line is delivered and protected on its own clock.
  const bySellerAndKind = new Map<string, typeof rows>();
  for (const listing of rows) {
    const key = `${listing.sellerId}:${listing.type}`;
    bySellerAndKind.set(key, [...(bySellerAndKind.get(key) ?? []), listing]);
  }

  const groups = [...bySellerAndKind.values()].map((group) => {
    const { sellerId, type: kind } = group[0]!;
    const isDigital = isDigitalKind(kind);
    // Nothing travels for a digital order: no address, no shipping cost, whatever delivery the checkout chose.
    const delivery: DeliveryMode = isDigital
      ? 'pickup'
      : (deliveries[sellerId] ?? deliveryType ?? (group.every((l) => l.deliveryType === 'hand') ? 'pickup' : 'shipping'));
    const refused = !isDigital && group.find((l) => (delivery === 'shipping' ? l.deliveryType === 'hand' : l.deliveryType === 'shipping'));
    if (refused) {
      throw new AppError('DELIVERY_NOT_OFFERED', {
        key: delivery === 'shipping' ? 'errors.pickupOnly' : 'errors.shippingOnly',
        params: { title: refused.title },
      });
    }
    const lines = group.map((l) => ({
      listing: l,
      quantity: wanted.get(l.id)!,
      unit: held.get(l.id)?.priceHalalas ?? discountedHalalas(l.priceHalalas, l.discountPercentage),
      shipping: delivery === 'shipping' ? (l.shippingCostHalalas ?? 0) : 0,
    }));
    const deliveryHours = Math.max(0, ...group.map((l) => l.deliveryHours ?? 0));
    return { sellerId, kind, deliveryHours, delivery, lines, subtotal: lines.reduce((sum, line) => sum + line.unit * line.quantity, 0) };
  });
  const promo = promoCode ? await takePromo(tx, promoCode) : null;
  const discounts = promo
    ? promoDiscounts({ type: promo.type, value: promo.value, subtotals: groups.map((g) => g.subtotal) })
    : groups.map(() => 0);

  const vatTerms = await sellerVatTerms(tx, { sellerIds: groups.map((g) => g.sellerId), ratePercent: vatRatePercent });
  const checkoutId = newId();
  const placed: (typeof orders.$inferSelect)[] = [];
  for (const [index, { sellerId, kind, deliveryHours, delivery, lines, subtotal }] of groups.entries()) {
    const totals = orderTotals({
      subtotal,
      shipping: lines.reduce((sum, line) => sum + line.shipping, 0),
      discount: discounts[index] ?? 0,
      vatPercent: vatTermsOf(vatTerms, sellerId).vatPercent,
    });
    const [order] = await tx
      .insert(orders)
      .values({
        id: newId(),
        checkoutId,
        buyerId,
        sellerId,
        kind,
        ...(kind === 'digital_service' ? { deliverBy: sql`now() + make_interval(hours => ${deliveryHours || 24})` } : {}),
        ...(awaitsPayment ? { status: 'awaiting_payment' as const, paymentStatus: 'unpaid' as const } : {}),
        deliveryType: delivery,
        ...totals,
        ...vatTermsOf(vatTerms, sellerId),
        promoCodeId: promo?.id ?? null,
        escrow: totals.subtotal + totals.shipping,
        shippingAddress: delivery === 'shipping' ? shippingAddress : {},
      })
      .returning();
    await tx.insert(orderItems).values(
      lines.map((line) => ({
        id: newId(),
        orderId: order!.id,
        listingId: line.listing.id,
        title: line.listing.title,
        image: images.get(line.listing.id) ?? '',
        platformName: line.listing.platformId ? (platformNames.get(line.listing.platformId) ?? '') : '',
        condition: line.listing.condition,
        unitPrice: line.unit,
        discountPercentage: held.has(line.listing.id) ? 0 : line.listing.discountPercentage,
        quantity: line.quantity,
        shipping: line.shipping,
      })),
    );
    for (const line of lines) {
      if (kind === 'digital_code') {
        await reserveCodes(tx, { listingId: line.listing.id, orderId: order!.id, quantity: line.quantity, title: line.listing.title });
      }
      // A held offer's unit already left the listing's stock when the offer was accepted.
      if (held.has(line.listing.id)) continue;
      const left = line.listing.quantity - line.quantity;
      await tx
        .update(listings)
        .set({ quantity: left, status: left === 0 ? 'sold' : 'active', updatedAt: sql`now()` })
        .where(eq(listings.id, line.listing.id));
    }
    const soldOut = lines.filter((line) => line.listing.quantity === line.quantity).map((line) => line.listing.id);
    if (soldOut.length) await recordEvent(tx, { type: 'listings_changed', listingIds: soldOut });
    if (!awaitsPayment) {
      await payForOrder(tx, order!);
      if (kind === 'digital_code') await deliverCodeOrder(tx, order!);
    }
    placed.push(order!);
  }
  await markOffersPurchased(tx, { buyerId, held: [...held.values()] });
  const orderIds = placed.map((order) => order.id);
  if (awaitsPayment) return orderIds;
  await consumeCartLines(tx, { buyerId, lines: [...wanted].map(([productId, quantity]) => ({ productId, quantity })) });
  await recordEvent(tx, { type: 'orders_changed', orderIds, change: 'placed' });
  return orderIds;
}
