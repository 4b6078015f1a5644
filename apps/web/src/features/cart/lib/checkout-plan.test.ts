import { describe, expect, it } from 'vitest';
import type { Cart, CartGroup } from '../api/get-cart';
import { planCheckout } from './checkout-plan';

const group = ({
  sellerId,
  price,
  shippingCost,
  vatPercent,
  deliveryType = 'shipping',
}: {
  sellerId: string;
  price: number;
  shippingCost: number;
  vatPercent: number;
  deliveryType?: 'shipping' | 'hand' | 'both';
}) =>
  ({
    seller: { id: sellerId, name: sellerId, storeName: sellerId, role: 'user', verified: true, rating: 0 },
    orderId: null,
    items: [
      {
        id: `line-${sellerId}`,
        productId: `ad-${sellerId}`,
        name: 'Game',
        image: '',
        platform: 'PS5',
        condition: 'new',
        type: 'Shipping',
        deliveryType,
        city: 'Riyadh',
        location: 'Al Olaya',
        price,
        originalPrice: price,
        discount: '0%',
        quantity: 1,
        stock: 5,
        inStock: true,
        shippingCost,
        reservedUntil: null,
      },
    ],
    subtotal: price,
    deliveryType: deliveryType === 'hand' ? 'pickup' : 'shipping',
    vatPercent,
    vat: 0,
  }) satisfies CartGroup;

describe('planCheckout', () => {
  it('adds nothing to the prices and shows the VAT inside a registered shop’s items and shipping only', () => {
    const cart: Cart = {
      success: true,
      cart: [
        group({ sellerId: 'shop', price: 200, shippingCost: 30, vatPercent: 15 }),
        group({ sellerId: 'person', price: 200, shippingCost: 0, vatPercent: 0 }),
      ],
      summary: { subtotal: 400, shipping: 30, tax: 0, vat: 30, total: 430 },
    };
    const plan = planCheckout({ cart, choices: {}, promo: null });
    expect(plan.totals).toEqual({ subtotal: 400, shipping: 30, tax: 0, vat: 30, vatPercent: 15, discount: 0, total: 430 });
    // A promo is the platform's: the buyer pays less, the shop's VAT stays what its supply carries.
    const promo = { code: 'TEN', type: 'percentage', value: 10 } as Parameters<typeof planCheckout>[0]['promo'];
    expect(planCheckout({ cart, choices: {}, promo }).totals).toMatchObject({ discount: 40, vat: 30, total: 390 });
  });

  it('says where the groups going by pickup are collected', () => {
    const cart: Cart = {
      success: true,
      cart: [
        group({ sellerId: 'shop', price: 200, shippingCost: 30, vatPercent: 0 }),
        group({ sellerId: 'person', price: 100, shippingCost: 0, vatPercent: 0, deliveryType: 'hand' }),
        group({ sellerId: 'either', price: 100, shippingCost: 0, vatPercent: 0, deliveryType: 'both' }),
      ],
      summary: { subtotal: 400, shipping: 30, tax: 0, vat: 0, total: 430 },
    };
    const place = { city: 'Riyadh', location: 'Al Olaya' };
    expect(planCheckout({ cart, choices: {}, promo: null }).pickups).toEqual([{ sellerName: 'person', ...place }]);
    expect(planCheckout({ cart, choices: { either: 'pickup' }, promo: null }).pickups).toEqual([
      { sellerName: 'person', ...place },
      { sellerName: 'either', ...place },
    ]);
  });
});
