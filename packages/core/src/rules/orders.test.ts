import { describe, expect, it } from 'vitest';
import { discountedHalalas } from './listings.js';
import { canMoveOrder, orderTotals, trackingSteps } from './orders.js';

describe('order rules', () => {
  it('lets each actor make only its own moves', () => {
    expect(canMoveOrder({ actor: 'buyer', from: 'pending', to: 'canceled', delivery: 'shipping' })).toBe(true);
    expect(canMoveOrder({ actor: 'buyer', from: 'processing', to: 'canceled', delivery: 'shipping' })).toBe(false);
    expect(canMoveOrder({ actor: 'seller', from: 'processing', to: 'shipped', delivery: 'shipping' })).toBe(true);
    expect(canMoveOrder({ actor: 'seller', from: 'processing', to: 'shipped', delivery: 'pickup' })).toBe(false);
    expect(canMoveOrder({ actor: 'seller', from: 'shipped', to: 'canceled', delivery: 'shipping' })).toBe(false);
    expect(canMoveOrder({ actor: 'admin', from: 'shipped', to: 'canceled', delivery: 'shipping' })).toBe(true);
    expect(canMoveOrder({ actor: 'admin', from: 'completed', to: 'canceled', delivery: 'shipping' })).toBe(false);
  });
  it('tracks shipping and pickup orders as the spec shows', () => {
    expect(trackingSteps('processing', 'shipping').map((s) => s.isDone)).toEqual([true, true, false, false]);
    expect(trackingSteps('completed', 'pickup').map((s) => s.label)).toEqual([
      'Order Placed',
      'Processing',
      'Ready for Pickup',
      'Picked Up',
    ]);
  });
  it('shows a cancelled order as placed only: buyer §4 marks Processing done when not pending, but a cancellation is no progress', () => {
    expect(trackingSteps('canceled', 'shipping').map((s) => s.isDone)).toEqual([true, false, false, false]);
    expect(trackingSteps('canceled', 'pickup').map((s) => s.isDone)).toEqual([true, false, false, false]);
    expect(trackingSteps('shipped', 'shipping').map((s) => s.isDone)).toEqual([true, true, true, false]);
  });
  it('adds nothing at checkout: the total is items + shipping - promo, a registered seller’s VAT inside items + shipping', () => {
    expect(orderTotals({ subtotal: 20_000, shipping: 0, discount: 0, vatPercent: 0 })).toEqual({
      subtotal: 20_000,
      shipping: 0,
      tax: 0,
      discount: 0,
      total: 20_000,
      vat: 0,
      vatPercent: 0,
    });
    expect(orderTotals({ subtotal: 23_000, shipping: 0, discount: 0, vatPercent: 15 })).toMatchObject({ total: 23_000, vat: 3000 });
    // Shipping is the seller's supply too; a promo is paid by the platform, so the seller's supply and its VAT stay.
    expect(orderTotals({ subtotal: 20_000, shipping: 3000, discount: 2300, vatPercent: 15 })).toMatchObject({
      total: 20_700,
      vat: 3000,
      tax: 0,
    });
  });
  it('rounds the discounted price to the halala', () => {
    expect(discountedHalalas(9_999, 15)).toBe(8_499);
    expect(discountedHalalas(10_000, 0)).toBe(10_000);
  });
});
