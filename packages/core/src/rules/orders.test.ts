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
  it('adds 10% tax on the subtotal and takes the promo off the total', () => {
    expect(orderTotals({ subtotal: 19_999, shipping: 2500, discount: 1000, taxPercent: 10 })).toEqual({
      subtotal: 19_999,
      shipping: 2500,
      tax: 2000,
      discount: 1000,
      total: 23_499,
    });
  });
  it('rounds the discounted price to the halala', () => {
    expect(discountedHalalas(9_999, 15)).toBe(8_499);
    expect(discountedHalalas(10_000, 0)).toBe(10_000);
  });
});
