import type {
  TCheckoutReply,
  TDoneReply,
  TErrorReply,
  TListingDetailReply,
  TSavedListingReply,
  TSavedTraderProductReply,
  TTraderProductReply,
  TTraderProductStatusReply,
  TTraderProductsReply,
} from '@gamesouq/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogIds, imageBytes, listingForm, postAd } from '../../test/listing-fixtures.js';
import { type TestApp, useTestApp } from '../../test/test-app.js';

/** The audit entries of listing changes, as this test reads them (admin module). */
type AuditLog = { entries: { entityId: string; action: string; before: { price: number }; after: { price: number } }[] };
type User = Awaited<ReturnType<TestApp['createUser']>>;
const t = useTestApp();
let admin: User;
beforeAll(async () => {
  admin = await t.createUser({ role: 'admin' });
});

async function productForm(overrides: Record<string, string> = {}, images = 1) {
  const { category, platform } = await catalogIds(t);
  return listingForm(
    {
      name: 'Elden Ring',
      price: '150',
      city: 'Jeddah',
      location: 'Al Hamra',
      category: category('RPG'),
      platform: platform('PlayStation 5'),
      phone: '+966501234567',
      description: 'Sealed copy.',
      agreeToTerms: 'true',
      quantity: '3',
      weight: '200',
      additionalDetails: JSON.stringify({ edition: 'Deluxe', releaseYear: 2022, originalPrice: 250 }),
      ...overrides,
    },
    await Promise.all(Array.from({ length: images }, () => imageBytes())),
  );
}

describe('trader products', () => {
  it('creates a product for review with images and additional details, and a draft as JSON', async () => {
    const trader = await t.createUser({ role: 'trader' });
    const created = await t.request<TSavedTraderProductReply>('POST', '/api/trader/products', {
      token: trader.token,
      body: await productForm({}, 2),
    });
    expect(created.status).toBe(201);
    expect(created.body.product).toMatchObject({
      name: 'Elden Ring',
      price: 150,
      currency: 'SAR',
      status: 'pending_review',
      quantity: 3,
      weight: 200,
      orders: 0,
      category: { name: 'RPG' },
      platform: { name: 'PlayStation 5' },
      additionalDetails: { edition: 'Deluxe', releaseYear: 2022, originalPrice: 250 },
    });
    expect(created.body.product.images).toHaveLength(2);

    const draft = await t.request<TSavedTraderProductReply>('POST', '/api/trader/products/draft', {
      token: trader.token,
      body: { name: 'Half done', price: 10, status: 'draft', images: [] },
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    expect(draft.body.product).toMatchObject({ name: 'Half done', status: 'draft' });
    const noTitle = await t.request<TErrorReply>('POST', '/api/trader/products/draft', { token: trader.token, body: { price: 10 } });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toBe('Please fill in: Title');

    const missing = await t.request<TErrorReply>('POST', '/api/trader/products', { token: trader.token, body: await productForm({}, 0) });
    expect(missing.body.message).toBe('Please upload at least one image');
    const badImage = await productForm({}, 0);
    badImage.append('images', new Blob([new TextEncoder().encode('not an image')]), 'x.png');
    const refused = await t.request<TErrorReply>('POST', '/api/trader/products', { token: trader.token, body: badImage });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please select a valid image file (JPG, PNG, GIF, WebP)');
  });

  it('lists the trader’s own products by 10 with status, category and platform filters and the spec’s sorts', async () => {
    const trader = await t.createUser({ role: 'trader' });
    const other = await t.createUser({ role: 'trader' });
    await postAd(t, { token: other.token, fields: { title: 'Not mine' } });
    for (let i = 1; i <= 11; i++) {
      await postAd(t, { token: trader.token, fields: { title: `Game ${i}`, price: String(i * 10) } });
    }
    const { category, platform } = await catalogIds(t);
    await postAd(t, {
      token: trader.token,
      approveWith: admin.token,
      fields: { title: 'FIFA', price: '5', category: category('Sports'), platform: platform('Xbox One') },
    });
    const page1 = await t.request<TTraderProductsReply>('GET', '/api/trader/products', { token: trader.token });
    expect(page1.body.products).toHaveLength(10);
    expect(page1.body.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 12, itemsPerPage: 10 });
    expect(page1.body.products[0]!.name).toBe('FIFA');
    const page2 = await t.request<TTraderProductsReply>('GET', '/api/trader/products?page=2', { token: trader.token });
    expect(page2.body.products.map((p) => p.name)).toEqual(['Game 2', 'Game 1']);
    const oldest = await t.request<TTraderProductsReply>('GET', '/api/trader/products?sort=oldest&limit=1', { token: trader.token });
    expect(oldest.body.products[0]!.name).toBe('Game 1');
    const dearest = await t.request<TTraderProductsReply>('GET', '/api/trader/products?sort=price-high&limit=2', { token: trader.token });
    expect(dearest.body.products.map((p) => p.price)).toEqual([110, 100]);
    const cheapest = await t.request<TTraderProductsReply>('GET', '/api/trader/products?sort=price-low&limit=1', { token: trader.token });
    expect(cheapest.body.products[0]!.price).toBe(5);
    for (const query of ['status=active', 'category=sport', 'platform=xbox', `platform=${platform('Xbox One')}`]) {
      const filtered = await t.request<TTraderProductsReply>(`GET`, `/api/trader/products?${query}`, { token: trader.token });
      expect(filtered.body.products.map((p) => p.name)).toEqual(['FIFA']);
    }
    const all = await t.request<TTraderProductsReply>('GET', '/api/trader/products?status=all&category=all', { token: trader.token });
    expect(all.body.pagination.totalItems).toBe(12);
    const searched = await t.request<TTraderProductsReply>('GET', '/api/trader/products?search=game 1', { token: trader.token });
    expect(searched.body.products.map((p) => p.name).sort()).toEqual(['Game 1', 'Game 10', 'Game 11']);
    expect((await t.request('GET', '/api/trader/products?sort=cheapest', { token: trader.token })).status).toBe(400);
  });

  it('sorts by orders: the most ordered first, cancelled orders not counted', async () => {
    const trader = await t.createUser({ role: 'trader' });
    const buyer = await t.createUser();
    await t.request('POST', '/api/user/wallet/deposit', {
      token: buyer.token,
      body: { amount: 5000, cardNumber: '4242424242424242', expiry: '12/39', cvv: '123', cardHolder: 'Buyer' },
    });
    const ids: Record<string, string> = {};
    for (const title of ['Twice', 'Once', 'Cancelled', 'Never']) {
      ids[title] = await postAd(t, { token: trader.token, approveWith: admin.token, fields: { title, price: '10', quantity: '5' } });
    }
    const buy = async (title: string) => {
      // Only the order's id is read here; the orders module owns the reply.
      const placed = await t.checkout<TCheckoutReply>({
        token: buyer.token,
        body: {
          items: [{ productId: ids[title]!, quantity: 1 }],
          deliveryType: 'shipping',
          shippingAddress: { fullName: 'Sara', phone: '+966500000001', city: 'Riyadh', address: 'Olaya St' },
        },
      });
      return placed.body.orders[0]!.id;
    };
    await buy('Twice');
    await buy('Twice');
    await buy('Once');
    const cancelled = await buy('Cancelled');
    await buy('Cancelled');
    await t.request('PATCH', `/api/trader/orders/${cancelled}/status`, { token: trader.token, body: { status: 'cancelled' } });
    const byOrders = await t.request<TTraderProductsReply>('GET', '/api/trader/products?sort=orders', { token: trader.token });
    expect(byOrders.body.products.map((p) => [p.name, p.orders])).toEqual([
      ['Twice', 2],
      ['Cancelled', 1],
      ['Once', 1],
      ['Never', 0],
    ]);
    const newest = await t.request<TTraderProductsReply>('GET', '/api/trader/products?sort=newest', { token: trader.token });
    expect(newest.body.products.map((p) => p.name)).toEqual(['Never', 'Cancelled', 'Once', 'Twice']);
  });

  it('saves a multipart draft with images and sends it for admin review from the edit form', async () => {
    const trader = await t.createUser({ role: 'trader' });
    const form = listingForm({ name: 'Draft with photo', price: '75', status: 'draft' }, [await imageBytes()]);
    const draft = await t.request<TSavedTraderProductReply>('POST', '/api/trader/products', { token: trader.token, body: form });
    expect([draft.status, draft.body.message]).toEqual([201, 'Draft saved successfully']);
    expect(draft.body.product).toMatchObject({ name: 'Draft with photo', price: 75, status: 'draft' });
    expect(draft.body.product.images).toHaveLength(1);
    const noTitle = await t.request<TErrorReply>('POST', '/api/trader/products', {
      token: trader.token,
      body: listingForm({ status: 'draft' }),
    });
    expect([noTitle.status, noTitle.body.message]).toEqual([400, 'Please fill in: Title, Price']);
    // Drafts stay out of the marketplace.
    expect((await t.request('GET', `/api/ads/${draft.body.product.id}`)).status).toBe(404);

    // The edit form completes it and sends it for review in one multipart call.
    const { category, platform } = await catalogIds(t);
    const complete = listingForm({
      city: 'Riyadh',
      location: 'Al Malqa',
      category: category('RPG'),
      platform: platform('PC'),
      phone: '+966501234567',
      description: 'Complete now.',
      agreeToTerms: 'true',
      status: 'pending_review',
    });
    const sent = await t.request<TSavedTraderProductReply>('PUT', `/api/trader/products/${draft.body.product.id}`, {
      token: trader.token,
      body: complete,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.product).toMatchObject({ status: 'pending_review', city: 'Riyadh', category: { name: 'RPG' } });
    const approved = await t.request('POST', `/api/admin/ads/${draft.body.product.id}/approve`, { token: admin.token });
    expect(approved.status).toBe(200);
    expect((await t.request<TListingDetailReply>('GET', `/api/ads/${draft.body.product.id}`)).body).toMatchObject({
      title: 'Draft with photo',
    });
  });

  it('applies the form’s discount to the price buyers pay, and edits or removes it', async () => {
    const trader = await t.createUser({ role: 'trader' });
    const created = await t.request<TSavedTraderProductReply>('POST', '/api/trader/products', {
      token: trader.token,
      body: await productForm({ price: '200', additionalDetails: JSON.stringify({ edition: 'Gold', discount: 25 }) }),
    });
    expect(created.body.product).toMatchObject({ discountPercentage: 25, additionalDetails: { edition: 'Gold', discount: 25 } });
    const id = created.body.product.id;
    const edited = await t.request<TSavedTraderProductReply>('PUT', `/api/trader/products/${id}`, {
      token: trader.token,
      body: listingForm({ additionalDetails: JSON.stringify({ edition: 'Gold', discount: 0 }) }),
    });
    expect(edited.body.product).toMatchObject({ discountPercentage: 0, additionalDetails: { edition: 'Gold', discount: 0 } });
    const tooMuch = await t.request<TErrorReply>('PUT', `/api/trader/products/${id}`, {
      token: trader.token,
      body: { additionalDetails: { discount: 95 } },
    });
    expect([tooMuch.status, tooMuch.body.message]).toEqual([400, 'Discount must be between 0 and 90']);
  });

  it('toggles active and inactive, deletes, and answers 404 for another trader’s product', async () => {
    const trader = await t.createUser({ role: 'trader' });
    const other = await t.createUser({ role: 'trader' });
    const id = await postAd(t, { token: trader.token, approveWith: admin.token });
    const off = await t.request<TTraderProductStatusReply>('PATCH', `/api/trader/products/${id}/status`, {
      token: trader.token,
      body: { status: 'inactive' },
    });
    expect(off.body).toMatchObject({ message: 'Product deactivated successfully', status: 'inactive' });
    const on = await t.request<TTraderProductStatusReply>('PATCH', `/api/trader/products/${id}/status`, {
      token: trader.token,
      body: { status: 'active' },
    });
    expect(on.body.message).toBe('Product activated successfully');

    const pending = await postAd(t, { token: trader.token });
    const early = await t.request<TErrorReply>('PATCH', `/api/trader/products/${pending}/status`, {
      token: trader.token,
      body: { status: 'active' },
    });
    expect(early.status).toBe(409);

    for (const [method, url, body] of [
      ['GET', `/api/trader/products/${id}`, undefined],
      ['PATCH', `/api/trader/products/${id}/status`, { status: 'inactive' }],
      ['PUT', `/api/trader/products/${id}`, { price: 1 }],
      ['DELETE', `/api/trader/products/${id}`, undefined],
    ] as const) {
      const reply = await t.request<TErrorReply>(method, url, { token: other.token, body });
      expect(reply.status, `${method} ${url}`).toBe(404);
    }
    const edited = await t.request<TSavedTraderProductReply>('PUT', `/api/trader/products/${id}`, {
      token: trader.token,
      body: { price: 99 },
    });
    expect(edited.body.product).toMatchObject({ price: 99, status: 'active' });
    const removed = await t.request<TDoneReply>('DELETE', `/api/trader/products/${id}`, { token: trader.token });
    expect(removed.body.message).toBe('Product deleted successfully');
    expect((await t.request('GET', `/api/trader/products/${id}`, { token: trader.token })).status).toBe(404);
  });

  it('lets an admin change another user’s product by id, as /api/user/ads/:id does, and answers the product saved', async () => {
    const trader = await t.createUser({ role: 'trader' });
    const id = await postAd(t, { token: trader.token, approveWith: admin.token, fields: { title: 'Moderated product', price: '200' } });

    const edited = await t.request<TSavedTraderProductReply>('PUT', `/api/trader/products/${id}`, {
      token: admin.token,
      body: { price: 120 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ message: 'Product updated successfully', product: { id, price: 120, user_id: trader.id } });
    const read = await t.request<TTraderProductReply>('GET', `/api/trader/products/${id}`, { token: admin.token });
    expect(read.body.product).toMatchObject({ id, price: 120 });
    // The same as the general area's route for the same admin and listing.
    const general = await t.request<TSavedListingReply>('PUT', `/api/user/ads/${id}`, { token: admin.token, body: { price: 110 } });
    expect([general.status, general.body.ad.price]).toEqual([200, 110]);
    const audit = await t.request<AuditLog>('GET', '/api/admin/audit-log?entityType=listing&limit=100', { token: admin.token });
    const changes = audit.body.entries.filter((e) => e.entityId === id && e.action === 'ads.update');
    expect(changes.map((e) => [e.before.price, e.after.price])).toEqual([
      [120, 110],
      [200, 120],
    ]);

    // The list stays the caller's own products; a trader still gets 404 for another's product.
    const list = await t.request<TTraderProductsReply>('GET', '/api/trader/products', { token: admin.token });
    expect(list.body.products.map((p) => p.id)).not.toContain(id);
    const other = await t.createUser({ role: 'trader' });
    const refused = await t.request<TErrorReply>('PUT', `/api/trader/products/${id}`, { token: other.token, body: { price: 1 } });
    expect(refused.status).toBe(404);
    expect((await t.request<TTraderProductReply>('GET', `/api/trader/products/${id}`, { token: trader.token })).body.product.price).toBe(
      110,
    );
  });

  it('refuses buyers and anonymous callers on every trader route, and lets admins in', async () => {
    const buyer = await t.createUser();
    for (const url of [
      '/api/trader/products',
      '/api/trader/orders',
      '/api/trader/dashboard',
      '/api/trader/wallet',
      '/api/trader/profile',
    ]) {
      const denied = await t.request<TErrorReply>('GET', url, { token: buyer.token });
      expect(denied.status, url).toBe(403);
      expect(denied.body.message).toBe('Access denied. Trader privileges required.');
      expect((await t.request('GET', url)).status, url).toBe(401);
      expect((await t.request('GET', url, { token: admin.token })).status, url).toBe(200);
    }
  });
});
