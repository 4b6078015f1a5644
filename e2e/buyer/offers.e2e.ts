import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../support/accounts.js';
import { launchBrowser, newPage, snap } from '../support/browser.js';
import { ADDRESS, deposit, postAd } from '../support/fixtures.js';
import { containing, LANGUAGES, type Lang, sar, tr } from '../support/i18n.js';
import { chooseLanguage } from '../support/journey.js';
import { api, DEMO, logIn, tokenOf } from '../support/session.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Offer = { id: string; chatId: string; status: string; price: number };
type Order = { total: number; vat: number; status: string; items: { price: number }[] };

/** A signed-in page in `language`: an Arabic phone, or an English desktop. */
async function signedIn(account: { email: string; password: string }, language: Lang): Promise<Page> {
  const page = await newPage(browser, language === 'ar' ? { width: 390, height: 844, locale: 'ar-SA' } : {});
  await logIn(page, account.email, account.password, language);
  await page.waitForURL('**/home');
  if ((await page.evaluate(() => document.documentElement.lang)) !== language) await chooseLanguage(page, language);
  return page;
}

describe.each(LANGUAGES)('an offer, in %s', (language) => {
  const t = (key: string, params?: Record<string, unknown>) => tr(language, key, params);

  it('goes offer → counter → accept in the chat thread, and checkout charges the agreed price', async () => {
    const [seller, buyer] = [await newUser({ name: `Offer Seller ${language}` }), await newUser({ name: `Offer Buyer ${language}` })];
    const [sellerToken, buyerToken] = [await tokenOf(seller.email, seller.password), await tokenOf(buyer.email, buyer.password)];
    const title = `PS5 offers ${language} ${Date.now().toString(36)}`;
    const productId = await postAd(sellerToken, { title, price: 400, extra: { acceptsOffers: 'true', minOffer: '200' } });
    const admin = await tokenOf(DEMO.admin.email, DEMO.admin.password);
    expect((await api('POST', `/api/admin/ads/${productId}/approve`, { token: admin })).status).toBe(200);
    await deposit(buyerToken, 1000);

    // The buyer offers 300 from the product page.
    const buyerPage = await signedIn(buyer, language);
    await buyerPage.goto(`/product/${productId}`);
    const panel = buyerPage.getByRole('region', { name: t('offers.title') });
    await panel.getByRole('button', { name: t('offers.make') }).click();
    await panel.getByLabel(t('offers.yourPrice')).fill('450');
    await panel.getByRole('button', { name: t('offers.send') }).click();
    await panel.getByText(t('errors.OFFER_ABOVE_PRICE')).waitFor();
    await panel.getByLabel(t('offers.yourPrice')).fill('300');
    await panel.getByRole('button', { name: t('offers.send') }).click();
    await panel.getByText(t('offers.status.pending', { price: sar(language, 300) })).waitFor();
    await snap(buyerPage, `offer-made-${language}`);
    const [offer] = (await api<{ offers: Offer[] }>('GET', `/api/user/offers?productId=${productId}`, { token: buyerToken })).body.offers;
    expect(offer).toMatchObject({ status: 'pending', price: 300 });

    // The seller counters with 350 from the chat thread.
    const sellerPage = await signedIn(seller, language);
    await sellerPage.goto(`/chat?chat_id=${offer!.chatId}`);
    const sellerThread = sellerPage.getByRole('log');
    await sellerThread.getByText(t('offers.action.offered', { price: sar(language, 300) })).waitFor();
    await sellerThread.getByRole('button', { name: t('offers.counter'), exact: true }).click();
    await sellerThread.getByLabel(t('offers.counterPrice')).fill('350');
    await sellerThread.getByRole('button', { name: t('offers.sendCounter') }).click();
    await sellerThread.getByText(t('offers.action.countered', { price: sar(language, 350) })).waitFor();
    // The seller's own counter has no answers for the seller.
    expect(await sellerThread.getByRole('button', { name: t('offers.accept'), exact: true }).count()).toBe(0);
    await snap(sellerPage, `offer-countered-${language}`);

    // The buyer accepts it in the same thread, live.
    await buyerPage.goto(`/chat?chat_id=${offer!.chatId}`);
    const buyerThread = buyerPage.getByRole('log');
    await buyerThread.getByText(t('offers.action.countered', { price: sar(language, 350) })).waitFor();
    await buyerThread.getByRole('button', { name: t('offers.accept'), exact: true }).click();
    await buyerThread.getByText(t('offers.action.accepted', { price: sar(language, 350) })).waitFor();
    await sellerThread.getByText(t('offers.action.accepted', { price: sar(language, 350) })).waitFor();
    await snap(buyerPage, `offer-accepted-${language}`);

    // The cart holds it at 350, and checkout charges 350.
    await buyerPage.goto('/cart');
    const line = buyerPage.getByRole('article', { name: title });
    await line.getByText(sar(language, 350)).first().waitFor();
    await line.getByText(containing(t('offers.agreedUntil', { time: '@' }).split('@')[0]!)).waitFor();
    await snap(buyerPage, `offer-cart-${language}`);
    await buyerPage.getByRole('button', { name: t('cart.checkout') }).click();
    const confirm = buyerPage.getByRole('dialog', { name: t('cart.confirm.title') });
    await confirm.getByLabel(t('cart.confirm.fullName')).fill(buyer.name);
    await confirm.getByLabel(t('cart.confirm.phone')).fill(buyer.phone);
    await confirm.getByLabel(t('cart.confirm.city')).selectOption({ label: t('cities.Riyadh') });
    await confirm.getByLabel(t('cart.confirm.address')).fill(ADDRESS.address);
    await confirm.getByRole('button', { name: t('cart.confirm.submit') }).click();
    await buyerPage.waitForURL('**/orders');
    const orders = (await api<{ orders: Order[] }>('GET', '/api/user/orders', { token: buyerToken })).body.orders;
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ total: 350, status: 'pending' });

    await buyerPage.context().close();
    await sellerPage.context().close();
  });
});
