import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { launchBrowser, newPage } from '../support/browser.js';
import { api, DEMO, logIn, tokenOf } from '../support/session.js';

type Ad = { id: string; price: number; quantity: number; user_id: string };

let browser: Browser;
let productId: string;
let orderId: string;

/** An order of the demo buyer, paid from a sandbox deposit, of a listing that stays in stock for /product/{id}. */
async function placeOrder() {
  const token = await tokenOf(DEMO.buyer.email, DEMO.buyer.password);
  const me = await api<{ id: string }>('GET', '/api/user/me', { token });
  const { body } = await api<{ ads: Ad[] }>('GET', '/api/ads/home?limit=50');
  const ad = body.ads.find((item) => item.user_id !== me.body.id && item.quantity > 1 && item.price <= 1500);
  if (!ad) throw new Error('The demo data has no listing the buyer can afford');
  const card = { cardNumber: '4242424242424242', expiry: '12/39', cvv: '123', cardHolder: 'Buyer Demo' };
  const deposit = await api('POST', '/api/user/wallet/deposit', { token, body: { amount: 2000, ...card } });
  if (deposit.status !== 200) throw new Error(`Deposit refused: ${JSON.stringify(deposit.body)}`);
  const order = await api<{ orders?: { id: string }[] }>('POST', '/api/user/orders', {
    token,
    body: { items: [{ productId: ad.id, quantity: 1 }] },
  });
  const id = order.body.orders?.[0]?.id;
  if (!id) throw new Error(`Checkout refused: ${JSON.stringify(order.body)}`);
  return { productId: ad.id, orderId: id };
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ productId, orderId } = await placeOrder());
});
afterAll(() => browser?.close());

async function saveBuyerLanguage(language: 'en' | 'ar') {
  const token = await tokenOf(DEMO.buyer.email, DEMO.buyer.password);
  const { body } = await api<{ preferences: Record<string, unknown> }>('GET', '/api/user/preferences', { token });
  const saved = await api('PUT', '/api/user/preferences', { token, body: { ...body.preferences, language } });
  if (saved.status !== 200) throw new Error(`Preferences refused: ${JSON.stringify(saved.body)}`);
}

async function switchToArabic(page: Page) {
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await page.waitForFunction(() => document.documentElement.lang === 'ar');
}

/** Keys the page asked for that no loaded dictionary had (lib/i18n.ts reports them): the screen showed them raw. */
function watchMissingKeys(page: Page) {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('i18next: missing key')) missing.push(message.text());
  });
  return missing;
}

/** The screen is drawn and its data loaded. */
async function settle(page: Page) {
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
}

type Screen = { name: string; path: () => string; open?: (page: Page) => Promise<void> };

const publicScreens: Screen[] = [
  { name: 'landing', path: () => '/' },
  { name: 'about', path: () => '/about' },
  { name: 'contact', path: () => '/contact' },
  { name: 'terms', path: () => '/terms' },
  { name: 'login tab', path: () => '/auth' },
  { name: 'signup tab', path: () => '/auth', open: (page) => page.getByRole('tab').nth(1).click() },
  { name: 'OTP sign-in', path: () => '/auth/otp' },
  { name: 'recover password', path: () => '/recover-password' },
];

const generalScreens: Screen[] = [
  { name: 'home', path: () => '/home' },
  { name: 'product', path: () => `/product/${productId}` },
  { name: 'favorites', path: () => '/favorites' },
  { name: 'cart', path: () => '/cart' },
  { name: 'orders', path: () => '/orders' },
  { name: 'order details', path: () => `/orders/${orderId}` },
  { name: 'wallet', path: () => '/wallet' },
  { name: 'my ads', path: () => '/ads' },
  { name: 'new ad', path: () => '/ads/new' },
  { name: 'chat', path: () => '/chat' },
];

for (const language of ['en', 'ar'] as const) {
  describe(`no serious or critical axe violation, ${language === 'en' ? 'English' : 'Arabic'}`, () => {
    let visitor: Page;
    let buyer: Page;
    const missingKeys: string[][] = [];
    beforeAll(async () => {
      visitor = await newPage(browser);
      missingKeys.push(watchMissingKeys(visitor));
      await visitor.goto('/');
      await settle(visitor);
      buyer = await newPage(browser);
      missingKeys.push(watchMissingKeys(buyer));
      await logIn(buyer, DEMO.buyer.email, DEMO.buyer.password);
      await buyer.waitForURL('**/home');
      await settle(buyer);
      if (language === 'ar') await Promise.all([switchToArabic(visitor), switchToArabic(buyer)]);
    });
    afterAll(async () => {
      await visitor?.context().close();
      await buyer?.context().close();
      // The header saved Arabic on the demo buyer's account (the language is remembered per user): the files after
      // this one sign the buyer in and expect English.
      if (language === 'ar') await saveBuyerLanguage('en');
    });

    for (const [area, screens] of [
      ['public', publicScreens],
      ['general', generalScreens],
    ] as const) {
      for (const screen of screens) {
        it(`${area}: ${screen.name}`, async () => {
          const page = area === 'public' ? visitor : buyer;
          await page.goto(screen.path());
          await settle(page);
          await screen.open?.(page);
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
          // The screen is drawn in that language, not only marked with it.
          expect(await page.locator('main').first().innerText()).toMatch(language === 'ar' ? /[\u0600-\u06FF]/ : /[A-Za-z]/);
          expect(await seriousViolations(page)).toEqual([]);
          // Every text of the screen (and of the ones before it) was in the dictionaries its route loaded.
          expect(missingKeys.flat()).toEqual([]);
        });
      }
    }
  });
}
