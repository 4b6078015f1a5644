import type { TDoneReply, TErrorReply, TPromoBulkReply, TPromoCodeReply, TPromoCodesReply, TWalletBalanceReply } from '@gamesouq/core';
import { describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../../test/ledger-invariants.js';
import { postAd } from '../../test/listing-fixtures.js';
import { TEST_CARD } from '../../test/order-fixtures.js';
import { useAdmin, useTestApp } from '../../test/test-app.js';

/** Replies of the cart and checkout, read here only for what promo codes change (their schemas are the cart's and the orders'). */
type PromoPreview = { message?: string; promoCode?: object };
type Checkout = { message?: string; orders: object[] };
const t = useTestApp();
const admin = useAdmin(t);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const create = <T = TPromoCodeReply>(body: Record<string, unknown>, token = admin.token) =>
  t.request<T>('POST', '/api/admin/promo-codes', { token, body });

describe('promo codes for admins', () => {
  it('keeps a code inactive when an edit leaves `active` out', async () => {
    const made = await create({ code: 'KEEPOFF', type: 'fixed', value: 5, expiresAt: inDays(5), usageLimit: 3, active: false });
    expect(made.body.promoCode).toMatchObject({ active: false });
    const edited = await t.request<TPromoCodeReply>('PUT', `/api/admin/promo-codes/${made.body.promoCode.id}`, {
      token: admin.token,
      body: { code: 'KEEPOFF', type: 'fixed', value: 7, expiresAt: inDays(5), usageLimit: 3 },
    });
    expect(edited.body.promoCode).toMatchObject({ value: 7, active: false });
  });

  it('creates, lists, edits, toggles and deletes, with the spec messages', async () => {
    const user = await t.createUser();
    expect((await create({ code: 'X', type: 'fixed', value: 5, expiresAt: inDays(5), usageLimit: 1 }, user.token)).status).toBe(403);
    const missing = await create<TErrorReply>({ code: '', type: 'percentage', value: -1, usageLimit: 0 });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toMatchObject({
      code: 'Code is required',
      value: 'Value must be 0 or more',
      usageLimit: 'Usage limit must be at least 1',
    });
    const made = await create({ code: 'ramadan10', type: 'percentage', value: 10, expiresAt: inDays(30), usageLimit: 100 });
    expect(made.body).toMatchObject({
      message: 'Promo code created successfully',
      promoCode: { code: 'RAMADAN10', status: 'Active', usedCount: 0 },
    });
    expect((await create({ code: 'RAMADAN10', type: 'fixed', value: 5, expiresAt: inDays(5), usageLimit: 1 })).status).toBe(409);
    const id = made.body.promoCode.id;
    const edited = await t.request<TPromoCodeReply>('PUT', `/api/admin/promo-codes/${id}`, {
      token: admin.token,
      body: { code: 'RAMADAN15', type: 'percentage', value: 15, expiresAt: inDays(30), usageLimit: 100 },
    });
    expect(edited.body.promoCode).toMatchObject({ code: 'RAMADAN15', value: 15 });
    expect(
      (await t.request<TDoneReply>('PATCH', `/api/admin/promo-codes/${id}`, { token: admin.token, body: { active: false } })).body.message,
    ).toBe('Promo code deactivated successfully');
    const list = await t.request<TPromoCodesReply>('GET', '/api/admin/promo-codes?search=RAMADAN&sort=code', { token: admin.token });
    expect(list.body.promoCodes).toEqual([expect.objectContaining({ code: 'RAMADAN15', status: 'Inactive' })]);
    expect(list.body.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 1, itemsPerPage: 10 });
    const bulk = await t.request<TPromoBulkReply>('POST', '/api/admin/promo-codes/bulk', {
      token: admin.token,
      body: { action: 'delete', promoCodeIds: [id] },
    });
    expect(bulk.body.message).toBe('Bulk delete completed successfully');
    expect((await t.request('DELETE', `/api/admin/promo-codes/${id}`, { token: admin.token })).status).toBe(404);
  });
});

describe('activating promo codes', () => {
  const patch = (id: string, active: boolean) =>
    t.request<TDoneReply>('PATCH', `/api/admin/promo-codes/${id}`, { token: admin.token, body: { active } });
  const bulk = <T = TPromoBulkReply>(action: string, promoCodeIds: string[]) =>
    t.request<T>('POST', '/api/admin/promo-codes/bulk', { token: admin.token, body: { action, promoCodeIds } });
  const statusOf = async (code: string) =>
    (await t.request<TPromoCodesReply>('GET', `/api/admin/promo-codes?search=${code}`, { token: admin.token })).body.promoCodes[0]?.status;
  const preview = async (code: string) =>
    (await t.request<PromoPreview>('POST', '/api/user/cart/promo', { token: admin.token, body: { code } })).body;

  it('activates one code again, so that buyers can use it', async () => {
    const made = await create({ code: 'BACKAGAIN', type: 'fixed', value: 5, expiresAt: inDays(5), usageLimit: 5, active: false });
    expect(made.body.promoCode.status).toBe('Inactive');
    expect((await preview('BACKAGAIN')).message).toBe('This promo code is not valid.');
    const activated = await patch(made.body.promoCode.id, true);
    expect(activated.body.message).toBe('Promo code activated successfully');
    expect(await statusOf('BACKAGAIN')).toBe('Active');
    expect((await preview('BACKAGAIN')).promoCode).toMatchObject({ code: 'BACKAGAIN', status: 'Active' });
    expect((await patch('no-such-code', true)).status).toBe(404);
    expect((await t.request('PATCH', `/api/admin/promo-codes/${made.body.promoCode.id}`, { token: admin.token, body: {} })).status).toBe(
      400,
    );
  });

  it('activates and deactivates codes in bulk, and refuses it to non-admins', async () => {
    const ids: string[] = [];
    for (const code of ['BULKA', 'BULKB', 'BULKC']) {
      ids.push((await create({ code, type: 'percentage', value: 5, expiresAt: inDays(5), usageLimit: 5 })).body.promoCode.id);
    }
    const off = await bulk('deactivate', ids.slice(0, 2));
    expect(off.body).toMatchObject({ message: 'Bulk deactivate completed successfully', processed: 2 });
    expect([await statusOf('BULKA'), await statusOf('BULKB'), await statusOf('BULKC')]).toEqual(['Inactive', 'Inactive', 'Active']);
    const on = await bulk('activate', ids);
    expect(on.body).toMatchObject({ message: 'Bulk activate completed successfully', processed: 3 });
    expect([await statusOf('BULKA'), await statusOf('BULKB'), await statusOf('BULKC')]).toEqual(['Active', 'Active', 'Active']);
    expect((await bulk<TErrorReply>('activate', [])).body.message).toBe('Please select promo codes');
    const user = await t.createUser();
    const refused = await t.request<TErrorReply>('POST', '/api/admin/promo-codes/bulk', {
      token: user.token,
      body: { action: 'deactivate', promoCodeIds: ids },
    });
    expect(refused.status).toBe(403);
    expect(await statusOf('BULKA')).toBe('Active');
  });
});

describe('promo codes at checkout', () => {
  async function buyerWithCart(price = '200') {
    const seller = await t.createUser();
    const buyer = await t.createUser();
    const id = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title: 'Promo item', price, quantity: '50' } });
    await t.request('POST', '/api/user/wallet/deposit', { token: buyer.token, body: { amount: 1000, ...TEST_CARD } });
    return { seller, buyer, id };
  }

  it('takes the discount off the total, paid by the platform, not the seller', async () => {
    await create({ code: 'SAVE20', type: 'percentage', value: 20, expiresAt: inDays(3), usageLimit: 10 });
    const { seller, buyer, id } = await buyerWithCart();
    const preview = await t.request<PromoPreview>('POST', '/api/user/cart/promo', { token: buyer.token, body: { code: 'save20' } });
    expect(preview.body.promoCode).toMatchObject({ code: 'SAVE20', value: 20 });
    const order = (
      await t.checkout<Checkout>({
        token: buyer.token,
        body: { items: [{ productId: id, quantity: 1 }], promoCode: 'save20' },
      })
    ).body.orders[0];
    expect(order).toMatchObject({ subtotal: 200, tax: 0, discount: 40, total: 160 });
    expect((await t.request<TWalletBalanceReply>('GET', '/api/user/wallet/balance', { token: buyer.token })).body.available).toBe(840);
    expect((await t.request<TWalletBalanceReply>('GET', '/api/user/wallet/balance', { token: seller.token })).body.pending).toBe(200);
    await expectLedgerInvariants(t.db);
  });

  it('refuses expired and unknown codes, and counts the usage limit exactly under load', async () => {
    await create({ code: 'OLD', type: 'fixed', value: 10, expiresAt: inDays(-1), usageLimit: 10 });
    await create({ code: 'THREE', type: 'fixed', value: 15, expiresAt: inDays(3), usageLimit: 3 });
    const { buyer, id } = await buyerWithCart('50');
    const buy = (code: string, who = buyer) =>
      t.checkout<Checkout>({ token: who.token, body: { items: [{ productId: id, quantity: 1 }], promoCode: code } });
    expect((await buy('OLD')).body.message).toBe('This promo code has expired.');
    expect((await buy('NOPE')).body.message).toBe('This promo code is not valid.');
    const buyers = await Promise.all(Array.from({ length: 10 }, async () => (await buyerWithCart('50')).buyer));
    const replies = await Promise.all(buyers.map((b) => buy('THREE', b)));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(3);
    expect(replies.filter((r) => r.body.message === 'This promo code has reached its usage limit.')).toHaveLength(7);
    expect(replies.find((r) => r.status === 201)!.body.orders[0]).toMatchObject({ discount: 15, total: 50 - 15 });
    await expectLedgerInvariants(t.db);
  });
});
