import type { TOrderReply, TRecentOrdersReply } from '@gamesouq/core';
import { describe, expect, it } from 'vitest';
import { postAd } from '../../test/listing-fixtures.js';
import { buyListing } from '../../test/order-fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { priceBeforeDiscount } from './dashboard.js';

const t = useTestApp();

describe('dashboard recent orders', () => {
  it('show what the buyer paid for a discounted listing, discounted once, and the price before the discount', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const seller = await t.createUser({ role: 'trader' });
    const listingId = await postAd(t, {
      token: seller.token,
      approveWith: admin.token,
      fields: { title: 'Discounted Elden Ring', price: '199.99', discountPercentage: '15', deliveryType: 'shipping' },
    });
    const { orderId } = await buyListing(t, { listingId });

    const recent = await t.request<TRecentOrdersReply>('GET', '/api/admin/dashboard/recent-orders', { token: admin.token });
    const order = recent.body.orders.find((o) => o.id === orderId)!;
    // 199.99 less 15% is 169.99 (what checkout charged), not 144.49 (the discount taken a second time).
    expect(order.product).toMatchObject({ name: 'Discounted Elden Ring', price: 169.99, originalPrice: 199.99 });
    const placed = await t.request<TOrderReply>('GET', `/api/user/orders/${orderId}`, { token: seller.token });
    expect(placed.body.items[0]).toMatchObject({ price: 169.99, discount: 15 });
  });

  it('find the price before the discount from the discounted unit price', () => {
    expect(priceBeforeDiscount(16999, 15)).toBe(19999);
    expect(priceBeforeDiscount(15000, 0)).toBe(15000);
    expect(priceBeforeDiscount(9000, 10)).toBe(10000);
  });
});
