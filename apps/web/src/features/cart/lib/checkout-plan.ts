import { type DeliveryMode, halalasToSar, orderTotals, promoDiscounts, sarToHalalas, type TCheckoutRequest } from '@gamesouq/core';
import type { AppliedPromo } from '../api/apply-promo';
import type { Cart, CartGroup } from '../api/get-cart';

/** The delivery modes every in-stock item of a group offers ('hand' items are pickup only, 'shipping' items shipping only). */
export function deliveryOptions(group: CartGroup): DeliveryMode[] {
  const items = group.items.filter((item) => item.inStock);
  const options: DeliveryMode[] = [];
  if (items.every((item) => item.deliveryType !== 'hand')) options.push('shipping');
  if (items.every((item) => item.deliveryType !== 'shipping')) options.push('pickup');
  return options;
}

const isSamePlace = (a: PickupPlace, b: PickupPlace) => a.sellerName === b.sellerName && a.city === b.city && a.location === b.location;

/** The mode a group goes by: the buyer's choice when the group offers it, else the server's default. */
export function chosenMode(group: CartGroup, choices: Record<string, DeliveryMode>): DeliveryMode {
  const choice = choices[group.seller.id];
  return choice && deliveryOptions(group).includes(choice) ? choice : group.deliveryType;
}

/** SAR. `tax` is an old order's added tax (0 at checkout); `vat` is included in the amounts, at `vatPercent`. */
export type CheckoutTotals = {
  subtotal: number;
  shipping: number;
  tax: number;
  vat: number;
  vatPercent: number;
  discount: number;
  total: number;
};

export type CheckoutPlan = {
  /** The one checkout request: every in-stock line, each seller group's delivery mode and the promo code. */
  request: TCheckoutRequest;
  /** SAR, as the orders will be priced. */
  totals: CheckoutTotals;
  orderCount: number;
  isShipping: boolean;
  /** Where the groups going by pickup are collected: one entry per seller and place. */
  pickups: PickupPlace[];
};

export type PickupPlace = { sellerName: string; city: string; location: string };

/**
 * Prices the checkout as the server will (design §8): per seller, shipping only when shipped, nothing added, a
 * VAT-registered seller's VAT inside its prices, the promo split over every order by the shared rule. One request pays for every order in one transaction, so a
 * short balance leaves the whole cart as it was.
 */
export function planCheckout({
  cart,
  choices,
  promo,
}: {
  cart: Cart;
  choices: Record<string, DeliveryMode>;
  promo: AppliedPromo | null;
}): CheckoutPlan {
  const groups = cart.cart
    .map((group) => {
      const items = group.items.filter((item) => item.inStock);
      const mode = chosenMode(group, choices);
      return {
        sellerId: group.seller.id,
        sellerName: group.seller.storeName || group.seller.name,
        vatPercent: group.vatPercent,
        mode,
        items,
        subtotal: items.reduce((sum, item) => sum + sarToHalalas(item.price) * item.quantity, 0),
        shipping: mode === 'shipping' ? items.reduce((sum, item) => sum + sarToHalalas(item.shippingCost), 0) : 0,
      };
    })
    .filter((group) => group.items.length > 0);

  const discounts = promo
    ? promoDiscounts({ type: promo.type, value: promo.value, subtotals: groups.map((group) => group.subtotal) })
    : groups.map(() => 0);
  const totals = { subtotal: 0, shipping: 0, tax: 0, vat: 0, discount: 0, total: 0 };
  let vatPercent = 0;
  groups.forEach((group, index) => {
    const order = orderTotals({
      subtotal: group.subtotal,
      shipping: group.shipping,
      discount: discounts[index] ?? 0,
      vatPercent: group.vatPercent,
    });
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += order[key];
    vatPercent = Math.max(vatPercent, order.vatPercent);
  });

  const request: TCheckoutRequest = {
    items: groups.flatMap((group) => group.items.map((item) => ({ productId: item.productId, quantity: item.quantity }))),
    deliveries: Object.fromEntries(groups.map((group) => [group.sellerId, group.mode])),
  };
  if (promo) request.promoCode = promo.code;

  return {
    request,
    totals: {
      subtotal: halalasToSar(totals.subtotal),
      shipping: halalasToSar(totals.shipping),
      tax: halalasToSar(totals.tax),
      vat: halalasToSar(totals.vat),
      vatPercent,
      discount: halalasToSar(totals.discount),
      total: halalasToSar(totals.total),
    },
    orderCount: groups.length,
    isShipping: groups.some((group) => group.mode === 'shipping'),
    pickups: groups
      .filter((group) => group.mode === 'pickup')
      .flatMap((group) => group.items.map((item) => ({ sellerName: group.sellerName, city: item.city, location: item.location })))
      .filter((place, index, places) => places.findIndex((other) => isSamePlace(other, place)) === index),
  };
}
