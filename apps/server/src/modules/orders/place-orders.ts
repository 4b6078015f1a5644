import { type DeliveryMode, discountedHalalas, isDigitalKind, orderTotals, promoDiscounts } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { columnList, columnValues, jsonRecords, jsonRows } from '../../db/json-rows.js';
import { preparedStatement } from '../../db/prepared-query.js';
import { SERIALIZATION_FAILURE } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { cartLinesBought, consumeCartSql } from '../cart/index.js';
import { reserveCodes } from '../digital-codes/index.js';
import { type DomainEvent, eventRows, recordEventsSql } from '../events/index.js';
import { soldUnits, takeSoldUnitsSql } from '../listings/index.js';
import { lockHeldOffers, markOffersPurchased } from '../offers/index.js';
import { takePromo } from '../promos/index.js';
import { ledgerRows, NO_LEDGER_ROWS, postingsSql } from '../wallet/index.js';
import { deliverCodeOrder } from './digital-delivery.js';
import type { CartLine, CheckoutListing } from './lock-checkout.js';
import { orderPayment, placedOrderPayment } from './order-money.js';
import { sellerVatTerms } from './order-vat.js';
import { checkoutPayments, orderItems, orders } from './tables.js';

const ORDER_COLUMNS = columnList([
  orders.id,
  orders.checkoutId,
  orders.buyerId,
  orders.sellerId,
  orders.kind,
  orders.status,
  orders.paymentStatus,
  orders.deliveryType,
  orders.subtotal,
  orders.shipping,
  orders.tax,
  orders.discount,
  orders.total,
  orders.vat,
  orders.vatPercent,
  orders.sellerVatNumber,
  orders.sellerCrNumber,
  orders.promoCodeId,
  orders.escrow,
  orders.shippingAddress,
]);
const LINE_COLUMNS = columnList([
  orderItems.id,
  orderItems.orderId,
  orderItems.listingId,
  orderItems.title,
  orderItems.image,
  orderItems.platformName,
  orderItems.condition,
  orderItems.unitPrice,
  orderItems.discountPercentage,
  orderItems.quantity,
  orderItems.shipping,
]);

/**
 * One statement writes the checkout: every order, their lines, the stock they take, the events they cause and, unless
 * a payment is awaited, the cart lines they consume and their payment from the wallet (each given as a JSON value;
 * what is not done is given empty). Its locks were taken by the caller, but for the ledger accounts: the sellers'
 * escrow accounts are the rows other checkouts wait for, so they are held only from this statement to the commit. Its
 * text is the same for every checkout, built once and planned once per connection: building it with drizzle at every
 * checkout cost the server more than PostgreSQL's work (ADR 060, 064). A digital service's deadline counts from the
 * statement's time (`deliver_hours`).
 */
const writeCheckout = preparedStatement<{ overdrawn: number; open: number }>(() => {
  const payment = postingsSql(sql.placeholder('ledger'), { describedBy: placedOrderPayment });
  return sql`with placed_orders as (
      insert into ${orders} (${ORDER_COLUMNS}, deliver_by)
      select ${ORDER_COLUMNS}, now() + make_interval(hours => (given ->> 'deliver_hours')::int)
      from jsonb_array_elements(${sql.placeholder('orders')}::jsonb) given, jsonb_populate_record(null::${orders}, given) o
      returning id, number
    ),
    order_lines as (insert into ${orderItems} (${LINE_COLUMNS}) select ${LINE_COLUMNS} from ${jsonRecords(orderItems, sql.placeholder('lines'))}),
    ${takeSoldUnitsSql(sql.placeholder('sold'))},
    ${consumeCartSql(sql.placeholder('cart'))},
    ${payment.ctes},
    ${recordEventsSql(sql.placeholder('events'))}
    select ${payment.overdrawn} as overdrawn,
      (select count(*)::int from ${checkoutPayments} where buyer_id = ${sql.placeholder('buyerId')} and status = 'awaiting') as open`;
});

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
    cart,
    listings,
    items,
    deliveryType,
    deliveries = {},
    shippingAddress = {},
    promoCode,
    vatRatePercent,
    awaitsPayment = false,
  }: {
    buyerId: string;
    /** The buyer's cart lines and the listings they buy, locked by the caller (closeOpenCheckouts) in the checkout's lock order. */
    cart: CartLine[];
    listings: CheckoutListing[];
    items?: Line[];
    deliveryType?: DeliveryMode;
    deliveries?: Record<string, DeliveryMode>;
    shippingAddress?: Record<string, string>;
    promoCode?: string;
    vatRatePercent: number;
    awaitsPayment?: boolean;
  },
) {
  // The cart's lines were locked first (lock order: cart, listings, ledger accounts), so that two checkouts of one
  // cart, with or without an Idempotency-Key, run one after the other and the second finds the cart consumed.
  const inCart = new Map(cart.map((line) => [line.listingId, line.quantity]));
  const requested = items?.length ? items : cart.map((line) => ({ productId: line.listingId, quantity: line.quantity }));
  const wanted = new Map<string, number>();
  for (const line of requested) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  if (cart.length === 0) throw new AppError('CART_EMPTY');
  // Checkout buys from the cart: a line it no longer holds (bought from another device) is not bought again.
  for (const [id, quantity] of wanted) if (quantity > (inCart.get(id) ?? 0)) throw new AppError('CART_CHANGED');

  const ids = [...wanted.keys()].sort();
  const rows = listings.filter((listing) => wanted.has(listing.id));
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

  // One order per seller and kind (ADR 020): a digital line is delivered and protected on its own clock.
  const bySellerAndKind = new Map<string, typeof rows>();
  for (const listing of rows) {
    const key = `${listing.sellerId}:${listing.type}`;
    const group = bySellerAndKind.get(key);
    if (group) group.push(listing);
    else bySellerAndKind.set(key, [listing]);
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

  const checkoutId = newId();
  const planned = groups.map(({ sellerId, kind, deliveryHours, delivery, lines, subtotal }, index) => {
    const { sellerVatNumber, sellerCrNumber } = lines[0]!.listing;
    const vatTerms = sellerVatTerms({ vatNumber: sellerVatNumber, crNumber: sellerCrNumber }, vatRatePercent);
    const totals = orderTotals({
      subtotal,
      shipping: lines.reduce((sum, line) => sum + line.shipping, 0),
      discount: discounts[index] ?? 0,
      vatPercent: vatTerms.vatPercent,
    });
    const order = {
      id: newId(),
      checkoutId,
      buyerId,
      sellerId,
      kind,
      status: awaitsPayment ? ('awaiting_payment' as const) : ('pending' as const),
      paymentStatus: awaitsPayment ? ('unpaid' as const) : ('paid' as const),
      deliveryType: delivery,
      ...totals,
      ...vatTerms,
      promoCodeId: promo?.id ?? null,
      escrow: totals.subtotal + totals.shipping,
      shippingAddress: delivery === 'shipping' ? shippingAddress : {},
    };
    return { order, kind, lines, deliverHours: kind === 'digital_service' ? deliveryHours || 24 : null };
  });
  const orderIds = planned.map(({ order }) => order.id);
  // A held offer's unit already left the listing's stock when the offer was accepted.
  const taken = planned.flatMap(({ lines }) => lines.filter((line) => !held.has(line.listing.id)));
  const soldOut = taken.filter((line) => line.listing.quantity === line.quantity).map((line) => line.listing.id);
  const events: DomainEvent[] = soldOut.length ? [{ type: 'listings_changed', listingIds: soldOut }] : [];
  if (!awaitsPayment) events.push({ type: 'orders_changed', orderIds, change: 'placed' });
  const payment = awaitsPayment ? null : ledgerRows(planned.map(({ order }) => orderPayment(order)));
  const [written] = await writeCheckout(tx, {
    orders: JSON.stringify(planned.map(({ order, deliverHours }) => ({ ...columnValues(orders, order), deliver_hours: deliverHours }))),
    lines: jsonRows(
      orderItems,
      planned.flatMap(({ order, lines }) =>
        lines.map((line) => ({
          id: newId(),
          orderId: order.id,
          listingId: line.listing.id,
          title: line.listing.title,
          image: line.listing.image ?? '',
          platformName: line.listing.platformName ?? '',
          condition: line.listing.condition,
          unitPrice: line.unit,
          discountPercentage: held.has(line.listing.id) ? 0 : line.listing.discountPercentage,
          quantity: line.quantity,
          shipping: line.shipping,
        })),
      ),
    ),
    sold: soldUnits(taken.map((line) => ({ listingId: line.listing.id, quantity: line.quantity }))),
    // Unless a payment is awaited, the cart lines bought leave the cart, and the wallet pays.
    cart: cartLinesBought(buyerId, awaitsPayment ? [] : [...wanted].map(([productId, quantity]) => ({ productId, quantity }))),
    ledger: payment?.value ?? NO_LEDGER_ROWS,
    events: eventRows(events),
    buyerId,
  });
  // The caller closed every checkout of the buyer it saw; one still awaiting was committed by a concurrent checkout
  // of the same cart after the lock statement's snapshot was taken, though before its cart lock was granted. The whole
  // transaction is tried again (inTransaction), and then sees it.
  if (written!.open > 0) throw Object.assign(new Error('A concurrent checkout of the same cart'), { code: SERIALIZATION_FAILURE });
  if (written!.overdrawn > 0) throw new AppError('INSUFFICIENT_BALANCE');
  await markOffersPurchased(tx, { buyerId, held: [...held.values()] });
  for (const [index, { kind, lines }] of planned.entries()) {
    if (kind !== 'digital_code') continue;
    for (const line of lines) {
      await reserveCodes(tx, { listingId: line.listing.id, orderId: orderIds[index]!, quantity: line.quantity, title: line.listing.title });
    }
    if (!awaitsPayment) await deliverCodeOrder(tx, { id: orderIds[index]! });
  }
  return orderIds;
}
