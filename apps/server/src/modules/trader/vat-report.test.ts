import type { TErrorReply, TVatReportReply } from '@gamesouq/core';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../../test/ledger-invariants.js';
import { moneyHelpers, type User } from '../../test/money-fixtures.js';
import { pdfTexts } from '../../test/pdf-texts.js';
import { useAdmin, useTestApp } from '../../test/test-app.js';
import { orders } from '../orders/index.js';
import { users } from '../users/index.js';

const PLATFORM_VAT = '300000000000003';
const t = useTestApp({ COMMISSION_PERCENT: '10', PLATFORM_VAT_NUMBER: PLATFORM_VAT });
const admin = useAdmin(t);
const m = () => moneyHelpers(t, () => admin);
const riyadhDay = (offsetDays = 0) => new Date(Date.now() + 3 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A shop whose VAT registration an admin verified. */
async function registeredShop() {
  const shop = await t.createUser({ role: 'trader' });
  await t.db.update(users).set({ vatNumber: '310122393500003', crNumber: '1010123456' }).where(eq(users.id, shop.id));
  return shop;
}

/** One order of one listing, paid from a freshly funded wallet. */
async function buy(seller: User, { price, body = {} }: { price: string; body?: Record<string, unknown> }) {
  const { ad, fund, checkout } = m();
  const buyer = await t.createUser();
  await fund(buyer, 1000);
  const item = await ad(seller, { title: `Report ${price}`, price, deliveryType: 'hand' });
  await t.request('POST', '/api/user/cart', { token: buyer.token, body: { productId: item, quantity: 1 } });
  const placed = await checkout(buyer, body);
  expect(placed.status).toBe(201);
  return { buyer, order: placed.body.orders[0]! };
}

describe('the trader’s VAT report', () => {
  it('adds up sales, the VAT charged and the platform’s commission with its VAT over the period’s orders', async () => {
    const shop = await registeredShop();
    const { setStatus } = m();
    // Released: 230 with 30 VAT; the 10% commission is 23.00, with 3.00 of the platform's VAT inside it.
    const released = await buy(shop, { price: '230' });
    await setStatus(shop, released.order.id, 'processing');
    await setStatus(shop, released.order.id, 'ready_for_pickup');
    await t.request('POST', `/api/user/wallet/confirm-delivery/${released.order.id}`, { token: released.buyer.token });
    // In escrow: 115 with 15 VAT, no commission yet.
    await buy(shop, { price: '115' });
    // Refunded: not a sale.
    const canceled = await buy(shop, { price: '460' });
    await setStatus(canceled.buyer, canceled.order.id, 'canceled');
    // Placed before the period.
    const old = await buy(shop, { price: '57.50' });
    await t.db.update(orders).set({ createdAt: sql`now() - interval '40 days'` }).where(eq(orders.id, old.order.id));

    const query = `from=${riyadhDay(-7)}&to=${riyadhDay()}`;
    const report = (await t.request<TVatReportReply>('GET', `/api/trader/vat-report?${query}`, { token: shop.token })).body;
    expect(report.seller).toMatchObject({ vatNumber: '310122393500003', crNumber: '1010123456' });
    expect(report.platformVatNumber).toBe(PLATFORM_VAT);
    expect(report.totals).toEqual({
      orders: 2,
      gross: 345,
      net: 300,
      vat: 45,
      platformPromo: 0,
      commission: 23,
      commissionNet: 20,
      commissionVat: 3,
    });
    expect(report.orders.map((o) => [o.gross, o.vat, o.vatPercent, o.commission, o.commissionVat])).toEqual([
      [230, 30, 15, 23, 3],
      [115, 15, 15, 0, 0],
    ]);
    expect(
      (
        await t.request<TVatReportReply>('GET', `/api/trader/vat-report?from=${riyadhDay(-60)}&to=${riyadhDay()}`, {
          token: shop.token,
        })
      ).body.totals,
    ).toMatchObject({ orders: 3, gross: 402.5, vat: 52.5 });

    const csv = await fetch(`${t.baseUrl}/api/trader/vat-report/download?${query}&format=csv`, {
      headers: { authorization: `Bearer ${shop.token}` },
    });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).split('\r\n');
    expect(lines).toContain(',2,345,300,45,0,23,20,3');
    expect(lines).toContain('VAT number,310122393500003');
    const pdf = await fetch(`${t.baseUrl}/api/trader/vat-report/download?${query}&format=pdf&lang=ar`, {
      headers: { authorization: `Bearer ${shop.token}` },
    });
    const texts = pdfTexts(Buffer.from(await pdf.arrayBuffer()));
    expect(texts).toEqual(expect.arrayContaining(['345.00', '300.00', '45.00', '23.00', '3.00', '310122393500003']));
    await expectLedgerInvariants(t.db);
  });

  it('shows the commission and its VAT on the seller’s wallet statement', async () => {
    const shop = await registeredShop();
    const { setStatus } = m();
    const { buyer, order } = await buy(shop, { price: '115' });
    await setStatus(shop, order.id, 'processing');
    await setStatus(shop, order.id, 'ready_for_pickup');
    await t.request('POST', `/api/user/wallet/confirm-delivery/${order.id}`, { token: buyer.token });
    const csv = await fetch(`${t.baseUrl}/api/user/wallet/statement?from=${riyadhDay()}&to=${riyadhDay()}&format=csv`, {
      headers: { authorization: `Bearer ${shop.token}` },
    });
    const lines = (await csv.text()).split('\r\n');
    expect(lines).toContain('Platform commission on sales released (VAT included),11.5');
    expect(lines).toContain('Platform VAT in the commission (15%),1.5');
    expect(lines).toContain(`GameSouq VAT number,${PLATFORM_VAT}`);
  });

  it('is the trader’s own, over at most a year, for traders only', async () => {
    const [shop, user] = [await registeredShop(), await t.createUser()];
    const tooLong = await t.request<TErrorReply>('GET', `/api/trader/vat-report?from=${riyadhDay(-400)}&to=${riyadhDay()}`, {
      token: shop.token,
    });
    expect([tooLong.status, tooLong.body.message]).toEqual([400, 'A report covers at most one year']);
    expect((await t.request('GET', `/api/trader/vat-report?from=${riyadhDay()}&to=${riyadhDay()}`, { token: user.token })).status).toBe(
      403,
    );
    const empty = await t.request<TVatReportReply>('GET', `/api/trader/vat-report?from=${riyadhDay()}&to=${riyadhDay()}`, {
      token: (await t.createUser({ role: 'trader' })).token,
    });
    expect(empty.body).toMatchObject({ seller: { vatNumber: null }, totals: { orders: 0, vat: 0 }, orders: [] });
  });
});
