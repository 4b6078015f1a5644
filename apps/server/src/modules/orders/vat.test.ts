import type {
  TCartReply,
  TOrderChangeReply,
  TSellerRequestListReply,
  TSellerRequestSentReply,
  TTraderProfileReply,
  TVatRegistrationReply,
} from '@gamesouq/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction.js';
import { newId } from '../../lib/ids.js';
import { expectLedgerInvariants } from '../../test/ledger-invariants.js';
import { moneyHelpers, type User } from '../../test/money-fixtures.js';
import { useAdmin, useTestApp } from '../../test/test-app.js';
import { users } from '../users/index.js';
import { platformAccount, post, userAccount } from '../wallet/index.js';
import { orderItems, orders } from './tables.js';

const t = useTestApp();
const admin = useAdmin(t);
const m = () => moneyHelpers(t, () => admin);

const VAT = '310122393500003';
const CR = '1010123456';

async function applyAsStore(user: User, fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ type: 'store', storeName: 'VAT Games', cityLocation: 'Riyadh', civilId: '1', ...fields })) {
    form.append(key, value);
  }
  return t.request<TSellerRequestSentReply>('POST', '/api/user/seller-requests', { token: user.token, body: form });
}
const pendingTraderRequests = async () =>
  (await t.request<TSellerRequestListReply>('GET', '/api/admin/requests?type=traders&status=pending', { token: admin.token })).body;
const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

/** A shop that applied with its VAT and CR numbers and that an admin approved: a VAT-registered trader. */
async function registeredShop() {
  const shop = await t.createUser();
  const sent = await applyAsStore(shop, { vatNumber: VAT, crNumber: CR });
  expect(sent.status).toBe(201);
  expect(sent.body.request).toMatchObject({ vatNumber: VAT, crNumber: CR });
  expect((await pendingTraderRequests()).find((r) => r.id === sent.body.request.id)).toMatchObject({
    vatNumber: VAT,
    crNumber: CR,
    isVatChange: false,
  });
  expect((await t.request('POST', `/api/admin/requests/${sent.body.request.id}/approve`, { token: admin.token })).status).toBe(200);
  return shop;
}

describe('VAT registration', () => {
  it('refuses wrong numbers in the seller request with a clear message, and never registers a person', async () => {
    const user = await t.createUser();
    const wrongVat = await applyAsStore(user, { vatNumber: '210122393500003', crNumber: CR });
    expect([wrongVat.status, wrongVat.body.message]).toEqual([400, 'The VAT number is 15 digits, starting and ending with 3']);
    const wrongCr = await applyAsStore(user, { vatNumber: VAT, crNumber: '12345' });
    expect([wrongCr.status, wrongCr.body.message]).toEqual([400, 'The commercial registration number is 10 digits']);
    const noCr = await applyAsStore(user, { vatNumber: VAT });
    expect([noCr.status, noCr.body.message]).toEqual([400, 'Enter the commercial registration number with the VAT number']);

    const person = await applyAsStore(user, { type: 'person', vatNumber: VAT, crNumber: CR });
    expect(person.body.request).toMatchObject({ type: 'person', vatNumber: '', crNumber: '' });
    await t.request('POST', `/api/admin/requests/${person.body.request.id}/approve`, { token: admin.token });
    expect(await userRow(user.id)).toMatchObject({ verified: true, vatNumber: null, crNumber: null });
  });

  it('verifies the numbers when an admin approves the shop, and shows them on the trader profile', async () => {
    const shop = await registeredShop();
    expect(await userRow(shop.id)).toMatchObject({ role: 'trader', vatNumber: VAT, crNumber: CR });
    const profile = (await t.request<TTraderProfileReply>('GET', '/api/trader/profile', { token: shop.token })).body.profile;
    expect(profile).toMatchObject({ vatNumber: VAT, crNumber: CR, vatReview: null });
  });

  it('a changed number counts only once an admin verified it again', async () => {
    const shop = await registeredShop();
    const change = (body: object) => t.request<TVatRegistrationReply>('PUT', '/api/trader/profile/vat', { token: shop.token, body });
    expect((await change({ vatNumber: '399999999900003', crNumber: '99' })).body.message).toBe(
      'The commercial registration number is 10 digits',
    );
    expect((await change({ vatNumber: VAT, crNumber: CR })).body).toMatchObject({ isPendingReview: false });

    const changed = await change({ vatNumber: '399999999900003', crNumber: '2020123456' });
    expect(changed.body).toMatchObject({
      message: 'Your VAT details were sent for review.',
      isPendingReview: true,
      profile: { vatNumber: null, crNumber: null, vatReview: { vatNumber: '399999999900003', crNumber: '2020123456' } },
    });
    // Until an admin verifies the new number, the shop's prices carry no VAT.
    const { ad, fund, checkout } = m();
    const buyer = await t.createUser();
    await fund(buyer, 100);
    await t.request('POST', '/api/user/cart', {
      token: buyer.token,
      body: { productId: await ad(shop, { title: 'Unverified', price: '46' }), quantity: 1 },
    });
    expect((await checkout(buyer)).body.orders[0]).toMatchObject({ total: 46, vat: 0, vatPercent: 0 });

    const queued = (await pendingTraderRequests()).find((r) => r.userId === shop.id)!;
    expect(queued).toMatchObject({ vatNumber: '399999999900003', crNumber: '2020123456', storeName: 'VAT Games', isVatChange: true });
    await t.request('POST', `/api/admin/requests/${queued.id}/approve`, { token: admin.token });
    expect(await userRow(shop.id)).toMatchObject({ role: 'trader', vatNumber: '399999999900003', crNumber: '2020123456' });

    // Removing the numbers (no longer registered) takes effect at once, with nothing to verify.
    expect((await change({ vatNumber: '', crNumber: '' })).body).toMatchObject({ isPendingReview: false, profile: { vatNumber: null } });
  });
});

describe('VAT-inclusive prices', () => {
  it('charges an individual’s 200 SAR listing exactly 200.00 with no VAT', async () => {
    const { ad, fund, checkout, balance } = m();
    const [person, buyer] = [await t.createUser(), await t.createUser()];
    const item = await ad(person, { title: 'Used controller', price: '200', deliveryType: 'hand' });
    await fund(buyer, 200);
    await t.request('POST', '/api/user/cart', { token: buyer.token, body: { productId: item, quantity: 1 } });
    const cart = (await t.request<TCartReply>('GET', '/api/user/cart', { token: buyer.token })).body;
    expect(cart.summary).toEqual({ subtotal: 200, shipping: 0, tax: 0, vat: 0, total: 200 });
    expect(cart.cart[0]).toMatchObject({ vatPercent: 0, vat: 0 });

    const order = (await checkout(buyer)).body.orders[0]!;
    expect(order).toMatchObject({ subtotal: 200, tax: 0, vat: 0, vatPercent: 0, total: 200 });
    expect(await balance(buyer)).toMatchObject({ available: 0 });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ total: 20_000, tax: 0, vat: 0, vatPercent: 0, sellerVatNumber: null, sellerCrNumber: null });
    await expectLedgerInvariants(t.db);
  });

  it('charges a registered shop’s 230 SAR listing exactly 230.00 with 30.00 VAT inside, all of it the shop’s', async () => {
    const { ad, fund, checkout, balance } = m();
    const [shop, buyer] = [await registeredShop(), await t.createUser()];
    const item = await ad(shop, { title: 'New console game', price: '230', deliveryType: 'hand' });
    await fund(buyer, 230);
    await t.request('POST', '/api/user/cart', { token: buyer.token, body: { productId: item, quantity: 1 } });
    const cart = (await t.request<TCartReply>('GET', '/api/user/cart', { token: buyer.token })).body;
    expect(cart.summary).toEqual({ subtotal: 230, shipping: 0, tax: 0, vat: 30, total: 230 });
    expect(cart.cart[0]).toMatchObject({ vatPercent: 15, vat: 30 });

    const order = (await checkout(buyer)).body.orders[0]!;
    expect(order).toMatchObject({ subtotal: 230, tax: 0, vat: 30, vatPercent: 15, total: 230 });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      total: 23_000,
      tax: 0,
      vat: 3000,
      vatPercent: 15,
      sellerVatNumber: VAT,
      sellerCrNumber: CR,
      escrow: 23_000,
    });
    expect(await balance(buyer)).toMatchObject({ available: 0 });
    expect(await balance(shop)).toMatchObject({ pending: 230 });
    const platformTax = await t.db.execute(`select balance from ledger_accounts where id = 'platform:tax'`);
    expect(Number((platformTax.rows[0] as { balance?: number } | undefined)?.balance ?? 0)).toBe(0);
    await expectLedgerInvariants(t.db);
  });

  it('includes shipping in the shop’s VAT, and a promo paid by the platform leaves the shop’s VAT whole', async () => {
    const { ad, fund, checkout, balance } = m();
    const [shop, buyer] = [await registeredShop(), await t.createUser()];
    const item = await ad(shop, { title: 'Shipped game', price: '200', deliveryType: 'shipping' });
    await t.request('POST', `/api/admin/ads/${item}/shipping-cost`, { token: admin.token, body: { shippingCost: 30 } });
    await t.request('POST', '/api/admin/promo-codes', {
      token: admin.token,
      body: { code: 'VAT10', type: 'percentage', value: 10, expiresAt: new Date(Date.now() + 86_400_000).toISOString(), usageLimit: 5 },
    });
    await fund(buyer, 210);
    await t.request('POST', '/api/user/cart', { token: buyer.token, body: { productId: item, quantity: 1 } });
    const order = (await checkout(buyer, { promoCode: 'VAT10', shippingAddress: { city: 'Riyadh', address: 'Olaya 1' } })).body.orders[0]!;
    expect(order).toMatchObject({ subtotal: 200, shipping: 30, discount: 20, total: 210, vat: 30, vatPercent: 15 });
    expect(await balance(shop)).toMatchObject({ pending: 230 });
    await expectLedgerInvariants(t.db);
  });
});

describe('orders placed before VAT-inclusive prices', () => {
  it('refunds an old order’s added tax from the platform’s tax account, and the ledger balances', async () => {
    const { ad, fund, balance } = m();
    const [seller, buyer] = [await t.createUser(), await t.createUser()];
    const item = await ad(seller, { title: 'Old order', price: '100' });
    await fund(buyer, 500);
    // An order as checkout placed it before issue 15: 10% tax added on top and collected by the platform.
    const id = newId();
    await inTransaction(t.db, async (tx) => {
      await tx.insert(orders).values({
        id,
        checkoutId: newId(),
        buyerId: buyer.id,
        sellerId: seller.id,
        deliveryType: 'pickup',
        subtotal: 10_000,
        shipping: 0,
        tax: 1000,
        discount: 0,
        total: 11_000,
        escrow: 10_000,
      });
      await tx.insert(orderItems).values({
        id: newId(),
        orderId: id,
        listingId: item,
        title: 'Old order',
        image: '',
        platformName: '',
        condition: 'new',
        unitPrice: 10_000,
        discountPercentage: 0,
        quantity: 1,
        shipping: 0,
      });
      await post(tx, {
        kind: 'purchase',
        userId: buyer.id,
        orderId: id,
        reference: id,
        lines: [
          { account: userAccount(buyer.id, 'available'), amount: -11_000 },
          { account: userAccount(seller.id, 'pending'), amount: 10_000 },
          { account: platformAccount('tax'), amount: 1000 },
        ],
      });
    });
    await expectLedgerInvariants(t.db);
    const view = await t.request<{ tax: number; vat: number; total: number }>('GET', `/api/user/orders/${id}`, { token: buyer.token });
    expect(view.body).toMatchObject({ tax: 10, vat: 0, total: 110 });

    const canceled = await t.request<TOrderChangeReply>('PATCH', `/api/user/orders/${id}/status`, {
      token: buyer.token,
      body: { status: 'canceled' },
    });
    expect(canceled.body.order).toMatchObject({ status: 'canceled', payment_status: 'refunded', tax: 10, total: 110 });
    expect(await balance(buyer)).toMatchObject({ available: 500 });
    expect(await balance(seller)).toMatchObject({ pending: 0, available: 0 });
    await expectLedgerInvariants(t.db);
  });
});
