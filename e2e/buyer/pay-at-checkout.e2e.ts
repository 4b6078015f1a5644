import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, newUser } from '../support/accounts.js';
import { launchBrowser, newPage } from '../support/browser.js';
import { deposit } from '../support/fixtures.js';
import { LANGUAGES, sar } from '../support/i18n.js';
import { catalogueTexts, chooseLanguage, Journey, languageName } from '../support/journey.js';
import { api, DEMO, logIn, tokenOf } from '../support/session.js';

type Ad = { id: string; title: string; price: number; quantity: number; user_id: string; deliveryType: string };
type Order = {
  id: string;
  orderId: string;
  status: string;
  total: number;
  payment_status: string;
  paidByMethod: number;
  items: { productId: string }[];
};

let browser: Browser;
let listings: Ad[];
beforeAll(async () => {
  browser = await launchBrowser();
  // Pickup listings with stock to spare: no address to type, and other journeys' purchases leave them in stock.
  const { body } = await api<{ ads: Ad[] }>('GET', '/api/ads/home?limit=100');
  listings = body.ads.filter((ad) => ad.quantity > 3 && ad.price <= 400 && ad.deliveryType === 'hand');
  if (listings.length < 6) throw new Error('The demo data lacks pickup listings in stock');
});
afterAll(() => browser?.close());

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const [index, lang] of LANGUAGES.entries()) {
  describe(`paying at checkout in ${languageName(lang)}`, () => {
    const journey = new Journey('buyer', lang);
    const { t } = journey;
    // Each language buys its own three listings.
    const listingAt = (n: number) => listings[index * 3 + n]!;
    const [byMada, halfAndHalf, declined] = [() => listingAt(0), () => listingAt(1), () => listingAt(2)];
    let account: Account;
    let token: string;
    let page: Page;

    const ordersOf = async () => (await api<{ orders: Order[] }>('GET', '/api/user/orders', { token })).body.orders;
    const orderOf = async (ad: Ad) => (await ordersOf()).find((order) => order.items.some((item) => item.productId === ad.id))!;
    const balance = async () => (await api<{ available: number; held: number }>('GET', '/api/user/wallet/balance', { token })).body;
    const cartIds = async () =>
      (await api<{ cart: { items: { productId: string }[] }[] }>('GET', '/api/user/cart', { token })).body.cart.flatMap((group) =>
        group.items.map((item) => item.productId),
      );

    /** The cart page's checkout dialog, paying by `method` (a key of cart.pay.methods). */
    async function openCheckout(ad: Ad, method: string) {
      expect((await api('POST', '/api/user/cart', { token, body: { productId: ad.id, quantity: 1 } })).status).toBe(200);
      await page.goto('/cart');
      await page.getByRole('button', { name: t('cart.checkout') }).click();
      const dialog = page.getByRole('dialog', { name: t('cart.confirm.title') });
      await dialog.getByRole('radio', { name: t(`cart.pay.methods.${method}`) }).check();
      return dialog;
    }

    /** On the sandbox gateway's hosted page: the card, then the one-time code its 3-D Secure step shows. */
    async function payOnGateway(cardNumber: string) {
      await page.waitForURL('**/pay/sandbox/**');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      await page.locator('#number').fill(cardNumber);
      await page.locator('#name').fill(account.name);
      await page.locator('#expiry').fill('12/39');
      await page.locator('#cvc').fill('123');
      await page.locator('form button.primary').click();
      const code = page.getByTestId('sandbox-code');
      if (await code.isVisible().catch(() => false)) {
        await page.locator('#code').fill(((await code.textContent()) ?? '').trim());
        await page.locator('form button.primary').click();
      }
      await page.waitForURL('**/checkout/return?payment=*');
    }

    const payButton = (dialog: ReturnType<Page['getByRole']>) =>
      dialog.getByRole('button', { name: new RegExp(`^${literal(t('cart.pay.submit', { amount: '' }).trim())}`) });

    beforeAll(async () => {
      account = await newUser({ name: lang === 'ar' ? 'نورة القحطاني' : 'Noura Al-Qahtani' });
      token = await tokenOf(account.email, account.password);
      for (const text of await catalogueTexts(await tokenOf(DEMO.admin.email, DEMO.admin.password))) journey.data.add(text);
      page = await newPage(browser);
      await logIn(page, account.email, account.password);
      await page.waitForURL('**/home');
      if (lang !== 'en') await chooseLanguage(page, lang);
    });
    afterAll(() => page?.context().close());

    it('pays by mada through the sandbox 3-D Secure page, and the order is placed', async () => {
      const dialog = await openCheckout(byMada(), 'mada');
      await dialog.getByText(t('cart.pay.byMethod', { method: t('cart.pay.methods.mada') })).waitFor();
      await journey.screen(page, 'checkout-payment', t('cart.confirm.title'), { level: 2 });
      await payButton(dialog).click();
      await payOnGateway('4201320111111010');
      await page.getByText(t('cart.return.paid')).waitFor();
      await page.getByRole('link', { name: t('cart.return.viewOrders') }).waitFor();
      expect(await orderOf(byMada())).toMatchObject({ status: 'pending', payment_status: 'paid' });
      expect(await cartIds()).not.toContain(byMada().id);
    });

    it('pays half from the wallet and half by card, then a cancel sends the card part back to the card', async () => {
      const ad = halfAndHalf();
      const half = Math.round(ad.price * 50) / 100;
      await deposit(token, half);
      const dialog = await openCheckout(ad, 'creditcard');
      await dialog.getByRole('checkbox', { name: t('cart.pay.useWallet', { balance: sar(lang, half) }) }).waitFor();
      await journey.screen(page, 'checkout-wallet-and-card', t('cart.confirm.title'), { level: 2 });
      await payButton(dialog).click();
      await payOnGateway('4111111111111111');
      await page.getByText(t('cart.return.paid')).waitFor();
      const order = await orderOf(ad);
      expect(order).toMatchObject({ status: 'pending', payment_status: 'paid' });
      expect(order.paidByMethod).toBeCloseTo(order.total - half, 2);
      expect(await balance()).toMatchObject({ available: 0, held: 0 });

      await page.goto(`/orders/${order.id}`);
      await page
        .getByText(
          t('orders.methodAndWallet', {
            method: t('orders.methods.creditcard'),
            paid: sar(lang, order.paidByMethod),
            wallet: sar(lang, half),
          }),
        )
        .waitFor();
      await journey.screen(page, 'order-paid-by-wallet-and-card', new RegExp(literal(order.orderId)));
      await page.getByRole('button', { name: t('orders.actions.cancelOrder') }).click();
      const confirm = page.getByRole('alertdialog', { name: t('orders.cancelTitle', { id: order.orderId }) });
      await confirm
        .getByText(t('orders.cancelTextBuyerSplit', { method: sar(lang, order.paidByMethod), wallet: sar(lang, half) }))
        .waitFor();
      await confirm.getByRole('button', { name: t('orders.cancelConfirm') }).click();
      await page.getByText(t('orders.canceled')).first().waitFor();
      expect(await balance()).toMatchObject({ available: half, held: 0 });
      expect(await orderOf(ad)).toMatchObject({ status: 'canceled', payment_status: 'refunded' });
    });

    it('leaves no order in escrow and the cart intact when the card is declined, and offers to try again', async () => {
      const ad = declined();
      const dialog = await openCheckout(ad, 'mada');
      await payButton(dialog).click();
      await payOnGateway('4201320000311101');
      await page.getByText(t('cart.return.failed')).waitFor();
      // The gateway's reason in the screen's language, not the gateway's English.
      await page.getByText(t('cart.return.reason', { reason: t('payments.failure.insufficientFunds') })).waitFor();
      expect(await page.getByText('INSUFFICIENT FUNDS').count()).toBe(0);
      await page.getByRole('link', { name: t('cart.return.backToCart') }).click();
      await page.waitForURL('**/cart');
      await page.getByRole('heading', { name: ad.title }).or(page.getByText(ad.title)).first().waitFor();
      expect(await cartIds()).toContain(ad.id);
      expect(await orderOf(ad)).toMatchObject({ status: 'canceled', payment_status: 'unpaid' });
    });
  });
}
