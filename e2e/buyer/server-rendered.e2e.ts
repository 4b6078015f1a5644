import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser.js';
import { LANGUAGES, tr } from '../support/i18n.js';
import { api } from '../support/session.js';

type Ad = { id: string; title: string; storeName: string; seller: { id: string; name: string } };

let browser: Browser;
let ad: Ad;
beforeAll(async () => {
  browser = await launchBrowser();
  const { body } = await api<{ ads: { id: string }[] }>('GET', '/api/ads/home?page=1&limit=1');
  ad = (await api<Ad>('GET', `/api/ads/${body.ads[0]!.id}`)).body;
});
afterAll(() => browser?.close());

// main.tsx marks the root once the app has taken the server's HTML over (Preact does it in one go, docs/decisions/043).
const isHydrated = () => document.getElementById('root')?.hasAttribute('data-taken-over') ?? false;

/** The texts of a page's `#root` in their order, from HTML (the server's) or from the page (once taken over). */
const rootTexts = (html?: string) => {
  const root = (html ? new DOMParser().parseFromString(html, 'text/html') : document).getElementById('root');
  const walker = document.createTreeWalker(root ?? document.createElement('div'), NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  while (walker.nextNode()) if (walker.currentNode.textContent?.trim()) texts.push(walker.currentNode.textContent);
  return texts;
};

/**
 * The first text the server drew that the page, once taken over, no longer shows in the same order (a mismatch,
 * which Preact corrects without a word). What only the browser adds after (Report, a signed-in reader's parts) is fine.
 */
function changedText(drawn: string[], shown: string[]) {
  // Spaces aside: a text split in two nodes may carry its space on either side.
  const squeeze = (text: string) => text.replace(/\s+/g, '');
  const text = squeeze(shown.join(''));
  let from = 0;
  for (const piece of drawn.map(squeeze)) {
    const at = text.indexOf(piece, from);
    if (at < 0) return piece;
    from = at + piece.length;
  }
  return null;
}

/**
 * Opens a server-drawn page and waits until the browser has taken it over; what went wrong meanwhile: console errors,
 * uncaught errors, a text that changed in the taking over (a mismatch: Preact corrects it without a word), and the
 * API calls the page made (images aside).
 */
async function openAndHydrate(page: Page, url: string) {
  const errors: string[] = [];
  const calls: string[] = [];
  page.on('console', (message) => {
    // A listing photo the demo data lacks is the browser's 404, not the app's.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/uploads/')) calls.push(pathname);
  });
  const response = await page.goto(url);
  await page.waitForFunction(isHydrated);
  await page.waitForTimeout(500);
  const [drawn, shown] = [await page.evaluate(rootTexts, await response!.text()), await page.evaluate(rootTexts, undefined)];
  expect(drawn.length, url).toBeGreaterThan(0);
  const changed = changedText(drawn, shown);
  if (changed !== null) errors.push(`The text "${changed}" changed when the page was taken over`);
  return { errors, calls };
}

describe.each(LANGUAGES)('public pages drawn on the server (%s)', (lang) => {
  const t = (key: string, params?: Record<string, unknown>) => tr(lang, key, params);
  const viewport = lang === 'ar' ? { width: 390, height: 844, locale: 'ar-SA' } : {};

  it('are taken over by the browser without a hydration mismatch and without asking the API again', async () => {
    const page = await newPage(browser, viewport);
    const product = `/product/${ad.id}`;
    for (const url of ['/', '/home', '/home?search=playstation', product, `/sellers/${ad.seller.id}`, '/c/consoles']) {
      const { errors, calls } = await openAndHydrate(page, url);
      expect(errors, url).toEqual([]);
      // A product's related listings are the one part of a drawn page the browser asks for (docs/decisions/062).
      expect(calls, url).toEqual(url === product ? [`/api/user/ads/related/${ad.id}`] : []);
      if (url === product) await page.getByRole('heading', { name: t('product.related') }).waitFor();
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), url).toEqual([
        lang,
        lang === 'ar' ? 'rtl' : 'ltr',
      ]);
    }
    await page.context().close();
  });

  it('are not asked for again on a device whose clock runs ahead of the server', async () => {
    const page = await newPage(browser, viewport);
    // Five minutes ahead is also what a drawing the server kept for five minutes looks like (docs/decisions/052).
    await page.clock.setSystemTime(Date.now() + 5 * 60_000);
    const { errors, calls } = await openAndHydrate(page, `/product/${ad.id}`);
    expect(errors).toEqual([]);
    expect(calls).toEqual([`/api/user/ads/related/${ad.id}`]);
    await page.context().close();
  });

  it('show a product without JavaScript', async () => {
    const context = await browser.newContext({
      baseURL: inject('baseUrl'),
      javaScriptEnabled: false,
      locale: viewport.locale,
      viewport: lang === 'ar' ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(`/product/${ad.id}`);
    await page.getByRole('heading', { level: 1, name: ad.title }).waitFor();
    await page
      .getByRole('link', { name: ad.storeName || ad.seller.name })
      .first()
      .waitFor();
    await page.getByRole('button', { name: t('product.addToCart') }).waitFor();
    await snap(page, `server-rendered-product-no-js-${lang}`);
    await context.close();
  });

  it('work once taken over: Share opens its menu, Add to cart asks a visitor for an account', async () => {
    const page = await newPage(browser, viewport);
    await openAndHydrate(page, `/product/${ad.id}`);
    await page
      .getByRole('button', { name: t('ad.shareLabel', { title: ad.title }) })
      .first()
      .click();
    await page.getByRole('menuitem', { name: t('ad.shareWhatsApp') }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: t('product.addToCart') }).click();
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('return') === `/product/${ad.id}`);
    await page.context().close();
  });
});
