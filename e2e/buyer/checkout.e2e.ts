import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser.js';
import { api, DEMO, logIn, tokenOf } from '../support/session.js';

type Ad = { id: string; title: string; price: number; quantity: number; user_id: string; deliveryType: string };
type Order = { id: string; orderId: string; seller: { id: string }; status: string; total: number };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function fillCard(page: Pick<Locator, 'getByLabel'>, holder: string) {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Card holder name').fill(holder);
}

const available = async (token: string) => (await api<{ available: number }>('GET', '/api/user/wallet/balance', { token })).body.available;

async function addToCart(page: Page, ad: Ad) {
  await page.goto(`/product/${ad.id}`);
  await page.getByRole('heading', { level: 1, name: ad.title }).waitFor();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByText(`${ad.title} added to cart!`).first().waitFor();
}

/** Two shippable active listings of two different sellers, the first the demo trader's, both cheap enough for one deposit. */
async function listingsOfTwoSellers(traderToken: string) {
  const me = await api<{ id: string }>('GET', '/api/user/me', { token: traderToken });
  const { body } = await api<{ ads: Ad[] }>('GET', '/api/ads/home?limit=50');
  const affordable = body.ads.filter((ad) => ad.quantity > 0 && ad.price <= 1500 && ad.deliveryType !== 'hand');
  const fromTrader = affordable.find((ad) => ad.user_id === me.body.id);
  const fromOther = affordable.find((ad) => ad.user_id !== me.body.id);
  if (!fromTrader || !fromOther) throw new Error('The demo data lacks listings of two sellers');
  return { traderId: me.body.id, fromTrader, fromOther };
}

describe('buying with escrow', () => {
  it('adds funds, buys from two sellers, the seller ships, the buyer confirms and rates, the seller withdraws', async () => {
    const traderToken = await tokenOf(DEMO.trader.email, DEMO.trader.password);
    const buyerToken = await tokenOf(DEMO.buyer.email, DEMO.buyer.password);
    const { traderId, fromTrader, fromOther } = await listingsOfTwoSellers(traderToken);
    const balanceBefore = await available(buyerToken);

    const ordersOf = async () => (await api<{ orders: Order[] }>('GET', '/api/user/orders', { token: buyerToken })).body.orders;
    const earlier = new Set((await ordersOf()).map((order) => order.id));

    const buyer = await newPage(browser);
    await logIn(buyer, DEMO.buyer.email, DEMO.buyer.password);
    await buyer.waitForURL('**/home');

    // Add Funds with the sandbox test card.
    await buyer.goto('/wallet');
    await buyer.getByRole('button', { name: 'Add Funds' }).first().click();
    const deposit = buyer.getByRole('dialog', { name: 'Add Funds' });
    await deposit.getByLabel('Amount (SAR)').fill('3000');
    await fillCard(deposit, 'Buyer Demo');
    await deposit.getByRole('button', { name: 'Deposit Funds' }).click();
    await buyer.getByText('Funds added successfully').first().waitFor();
    const funded = await available(buyerToken);
    expect(funded).toBeCloseTo(balanceBefore + 3000, 2);

    // One item of each seller, then checkout: one order per seller.
    await addToCart(buyer, fromTrader);
    await addToCart(buyer, fromOther);
    await buyer.goto('/cart');
    await buyer.getByText('Checkout places 2 orders, one per seller.').waitFor();
    await snap(buyer, 'buyer-cart-two-sellers');
    await buyer.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const confirm = buyer.getByRole('dialog', { name: 'Confirm your order' });
    if (await confirm.getByLabel('Address').count()) {
      await confirm.getByLabel('Full name').fill('Buyer Demo');
      await confirm.getByLabel('Phone').fill('+966500000003');
      await confirm.getByLabel('City').selectOption({ label: 'Riyadh' });
      await confirm.getByLabel('Address').fill('Al Olaya, King Fahd Road, building 12');
    }
    await confirm.getByRole('button', { name: 'Place Order' }).click();
    await buyer.getByText('Order placed successfully').first().waitFor();
    await buyer.waitForURL('**/orders');

    const placed = (await ordersOf()).filter((order) => !earlier.has(order.id));
    expect(placed).toHaveLength(2);
    expect(placed.every((order) => order.status === 'pending')).toBe(true);
    const sale = placed.find((order) => order.seller.id === traderId);
    expect(sale).toBeDefined();
    const paid = placed.reduce((sum, order) => sum + order.total, 0);
    const afterCheckout = await available(buyerToken);
    expect(afterCheckout).toBeCloseTo(funded - paid, 2);
    const orderTitle = `Order ${sale!.orderId}`;

    // Download Statement: this month's movements as a PDF made by the server.
    await buyer.goto('/wallet');
    await buyer.getByRole('button', { name: 'Download Statement' }).click();
    const statement = buyer.getByRole('dialog', { name: 'Download Statement' });
    await statement.getByLabel('PDF document').check();
    const [file] = await Promise.all([
      buyer.waitForEvent('download'),
      statement.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^gamesouq-statement-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = await file.createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await buyer.getByText('Statement downloaded').first().waitFor();

    // The trader prepares and ships the sale.
    const seller = await newPage(browser);
    await logIn(seller, DEMO.trader.email, DEMO.trader.password);
    await seller.waitForURL('**/trader/dashboard');
    await seller.goto('/orders');
    await seller.getByRole('button', { name: 'Sales' }).click();
    const saleCard = seller.getByRole('article', { name: orderTitle });
    await saleCard.getByRole('button', { name: 'Mark Processing' }).click();
    await seller.getByText('Order status updated successfully').first().waitFor();
    await saleCard.getByRole('button', { name: 'Mark Shipped' }).click();
    await saleCard.getByText('Shipped', { exact: true }).first().waitFor();
    await snap(seller, 'seller-sale-shipped');

    // The buyer confirms delivery, which releases the escrow to the trader, then rates the order.
    const sellerBefore = await available(traderToken);
    await buyer.goto('/orders');
    const purchase = buyer.getByRole('article', { name: orderTitle });
    await purchase.getByRole('button', { name: 'Confirm Delivery' }).click();
    await buyer.getByRole('alertdialog').getByRole('button', { name: 'Confirm Delivery' }).click();
    await buyer.getByText('Delivery confirmed! Funds will be available for withdrawal.').first().waitFor();
    const sellerAfter = await available(traderToken);
    expect(sellerAfter).toBeGreaterThan(sellerBefore);

    await buyer.getByRole('tab', { name: 'Completed' }).click();
    await purchase.getByRole('button', { name: 'Rate & Review' }).click();
    const review = buyer.getByRole('dialog', { name: 'Rate & Review' });
    await review.getByRole('radio', { name: '5 stars' }).check();
    await review.getByLabel('Review').fill('Arrived quickly and exactly as described.');
    await review.getByRole('button', { name: 'Submit Review' }).click();
    await buyer.getByText('Rating submitted successfully!').first().waitFor();
    await snap(buyer, 'buyer-order-reviewed');
    await buyer.context().close();

    // The trader withdraws 50 SAR to a card; it is held until an admin decides.
    await seller.goto('/wallet');
    await seller.getByRole('button', { name: 'Request Withdrawal' }).first().click();
    const withdraw = seller.getByRole('dialog', { name: 'Request Withdrawal' });
    await withdraw.getByLabel('Amount (SAR)').fill('50');
    await fillCard(withdraw, 'GameSouq Trader');
    await withdraw.getByRole('button', { name: 'Submit Request' }).click();
    await seller.getByText('Withdrawal request submitted successfully and is pending admin approval').first().waitFor();
    await snap(seller, 'seller-withdrawal-requested');
    const history = await api<{ withdrawals: { amount: number; status: string }[] }>('GET', '/api/user/wallet/withdrawal-history', {
      token: traderToken,
    });
    expect(history.body.withdrawals[0]).toMatchObject({ amount: 50, status: 'pending' });
    const held = await available(traderToken);
    expect(held).toBeCloseTo(sellerAfter - 50, 2);
    await seller.context().close();
  });
});
