import type { THomeListingsReply, TPreferencesReply } from '@gamesouq/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { codeFromOutbox, launchBrowser, loadsUntilTakenOver, snap, uniquePhone } from '../support/browser.js';
import { tr } from '../support/i18n.js';
import { api } from '../support/session.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const t = (key: string, params?: Record<string, unknown>) => tr('ar', key, params);
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const arabicIndic = (text: string) => text.replace(/\d/g, (digit) => ARABIC_INDIC[Number(digit)]!);

/** A phone of an Arabic device at 390×844, signed out, as a new visitor arrives. */
const arabicPhone = () =>
  browser.newContext({ baseURL: inject('baseUrl'), locale: 'ar-SA', viewport: { width: 390, height: 844 }, isMobile: true });

describe('an Arabic phone, signed out', () => {
  it('gets the page in Arabic, right to left, before any script runs', async () => {
    const context = await arabicPhone();
    const page = loadsUntilTakenOver(await context.newPage());
    page.setDefaultTimeout(15_000);
    // What the browser received, as it parsed it before any script: the server chose from the device's language.
    const response = await page.goto('/home', { waitUntil: 'commit' });
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(response?.headers()['content-language']).toBe('ar');
    await page.waitForLoadState('domcontentloaded');
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    // The app keeps it: Arabic words and the language menu labelled in words.
    await page
      .getByRole('button', { name: t('common.language') })
      .first()
      .waitFor();
    expect(
      await page
        .getByRole('button', { name: t('common.language') })
        .first()
        .textContent(),
    ).toContain('العربية');
    await snap(page, 'arabic-phone-home');
    await context.close();
  });

  it('signs up typing the number in Arabic-Indic digits, gets the code in Arabic, and is saved as Arabic', async () => {
    const context = await arabicPhone();
    const page = loadsUntilTakenOver(await context.newPage());
    page.setDefaultTimeout(15_000);
    const phone = uniquePhone();
    const local = `0${phone.slice(4)}`;
    await page.goto('/auth');
    await page.getByRole('tab', { name: t('auth.tabs.signup') }).click();
    await page.getByLabel(t('auth.signup.fullName')).fill('نورة القحطاني');
    const phoneBox = page.getByLabel(t('auth.signup.phone'), { exact: true });
    await phoneBox.pressSequentially(arabicIndic(local));
    // Grouped as typed, in the digits every form of the number shares.
    expect(await phoneBox.inputValue()).toBe(`${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`);
    await page.getByLabel(t('auth.signup.password'), { exact: true }).fill('secret12');
    await page.getByLabel(t('auth.signup.confirmPassword')).fill('secret12');
    await snap(page, 'arabic-phone-signup');
    const sentAfter = new Date(Date.now() - 1000).toISOString();
    await page.getByRole('button', { name: t('auth.signup.submit') }).click();
    await page.getByRole('heading', { name: t('verification.title') }).waitFor();
    const sms = await api<{ messages: { text: string }[] }>('GET', `/api/dev/outbox?to=${encodeURIComponent(phone)}`);
    expect(sms.body.messages[0]?.text).toMatch(/^رمز التحقق في جيم سوق هو \d{6}\./);
    await page.getByRole('textbox', { name: t('digitBoxes.digit', { n: 1 }) }).click();
    await page.keyboard.type(await codeFromOutbox(phone, { after: sentAfter }));
    await page.getByRole('button', { name: t('verification.submit') }).click();
    await page.waitForURL('**/home');
    await page.getByText(t('auth.signup.success')).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

    // The account has the number in E.164 and speaks Arabic: signing in with 05… and its password works.
    const login = await api<{ access_token: string; user: { phone: string; language: string } }>('POST', '/api/user/auth/login', {
      body: { emailOrPhone: local, password: 'secret12' },
    });
    expect([login.status, login.body.user.phone, login.body.user.language]).toEqual([200, phone, 'ar']);
    const preferences = await api<TPreferencesReply>('GET', '/api/user/preferences', { token: login.body.access_token });
    expect(preferences.body.preferences.language).toBe('ar');
    await context.close();
  });
});

/** What Home finds for these filters, as the API answers it (the same query the screen sends). */
const homeAds = async (query: Record<string, string>) =>
  (await api<THomeListingsReply>('GET', `/api/ads/home?${new URLSearchParams({ page: '1', limit: '10', ...query })}`)).body;

describe('the journey of issue 17 on an Arabic phone', () => {
  it('a visitor signs up with 05… in Arabic-Indic digits, searches بلاستيشن, filters by city and used, sorts by price, opens a product and its photos, and puts it in the cart', async () => {
    const context = await arabicPhone();
    const page = loadsUntilTakenOver(await context.newPage());
    page.setDefaultTimeout(15_000);

    // Sign-up with the number as an Arabic keyboard types it.
    const phone = uniquePhone();
    await page.goto('/home');
    await snap(page, 'journey-ar-1-home-visitor');
    await page.goto('/auth');
    await page.getByRole('tab', { name: t('auth.tabs.signup') }).click();
    await page.getByLabel(t('auth.signup.fullName')).fill('فهد العتيبي');
    await page.getByLabel(t('auth.signup.phone'), { exact: true }).pressSequentially(arabicIndic(`0${phone.slice(4)}`));
    await page.getByLabel(t('auth.signup.password'), { exact: true }).fill('secret12');
    await page.getByLabel(t('auth.signup.confirmPassword')).fill('secret12');
    await snap(page, 'journey-ar-2-signup');
    const sentAfter = new Date(Date.now() - 1000).toISOString();
    await page.getByRole('button', { name: t('auth.signup.submit') }).click();
    await page.getByRole('textbox', { name: t('digitBoxes.digit', { n: 1 }) }).click();
    await page.keyboard.type(await codeFromOutbox(phone, { after: sentAfter }));
    await page.getByRole('button', { name: t('verification.submit') }).click();
    await page.waitForURL('**/home');

    // Search as gamers spell it.
    const search = page.getByLabel(t('home.searchLabel'));
    await search.fill('بلاستيشن');
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === 'بلاستيشن');
    await page.getByRole('status').filter({ hasText: /إعلان/ }).first().waitFor();
    await snap(page, 'journey-ar-3-search');

    // Filters in the bottom sheet: used, in a city that has used PlayStation listings; the button counts them.
    const used = await homeAds({ search: 'بلاستيشن', condition: 'used' });
    expect(used.total).toBeGreaterThan(0);
    const city = used.ads[0]!.city;
    const expected = await homeAds({ search: 'بلاستيشن', condition: 'used', city });
    await page.getByRole('button', { name: new RegExp(`^${t('home.filters')}`) }).click();
    const sheet = page.getByRole('dialog', { name: t('home.filters') });
    await sheet.getByRole('button', { name: t('home.used') }).click();
    await sheet.getByLabel(t('home.city')).selectOption(city);
    const show = sheet.getByRole('button', { name: t('home.showResults', { count: expected.total, n: expected.total }) });
    await show.waitFor();
    await snap(page, 'journey-ar-4-filter-sheet');
    await show.click();
    await page.waitForURL((url) => url.searchParams.get('condition') === 'used' && url.searchParams.get('city') === city);
    const sheetBox = await sheet.isVisible();
    expect(sheetBox).toBe(false);

    // Sort by price, low to high: the cards come in the API's order, cheapest first.
    await page.getByLabel(t('home.sort.label')).selectOption('price_asc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc');
    const sorted = await homeAds({ search: 'بلاستيشن', condition: 'used', city, sort: 'price_asc' });
    const prices = sorted.ads.map((ad) => ad.finalPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const first = page.getByRole('article', { name: sorted.ads[0]!.title }).first();
    await first.waitFor();
    await snap(page, 'journey-ar-5-sorted');
    // The grid is two columns on the phone, and the whole card opens the product.
    const box = await first.boundingBox();
    expect(box!.width).toBeLessThan(390 / 2);
    // A tap on the photo: the card's lower lines may hold links of their own (the item's other offers).
    await first.click({ position: { x: box!.width / 2, y: 40 } });
    await page.waitForURL(`**/product/${sorted.ads[0]!.id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await snap(page, 'journey-ar-6-product');

    // The photos full screen, zoomed by a tap.
    await page.getByRole('button', { name: t('product.openViewer', { n: 1 }) }).click();
    const viewer = page.getByRole('dialog', { name: t('product.viewerLabel', { title: sorted.ads[0]!.title }) });
    await viewer.waitFor();
    const photo = viewer.getByRole('img');
    await viewer.getByTestId('photo-viewer-frame').click();
    await expect.poll(() => photo.getAttribute('data-scale')).toBe('2.5');
    await snap(page, 'journey-ar-7-photo-zoomed');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: t('product.addToCart') }).click();
    await page.goto('/cart');
    await page.getByText(sorted.ads[0]!.title).first().waitFor();
    await snap(page, 'journey-ar-8-cart');
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await context.close();
  });
});
