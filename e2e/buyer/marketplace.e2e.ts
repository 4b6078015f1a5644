import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser.js';
import { api, DEMO, logIn, tokenOf } from '../support/session.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the marketplace', () => {
  it('posts an ad with photos, gets it approved, finds it on Home, opens it and favourites it', async () => {
    const title = `Retro Console Bundle ${Date.now().toString(36)}`;
    const page = await newPage(browser);
    await logIn(page, DEMO.trader.email, DEMO.trader.password);
    await page.waitForURL('**/trader/dashboard');
    await page.goto('/ads/new');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Price').fill('350');
    await page.getByLabel('Category').selectOption({ label: 'Consoles' });
    await page.getByLabel('Platform').selectOption({ label: 'PlayStation 4' });
    await page.getByLabel('City').selectOption({ label: 'Riyadh' });
    await page.getByLabel('Location').fill('Al Malqa');
    await page.getByLabel('Phone').fill('+966500000002');
    await page.getByLabel('Description').fill('PS4 Slim with two controllers and three games, all working.');
    const photo = (color: string) =>
      sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
        .png()
        .toBuffer();
    await page.getByLabel('Add photos').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: await photo('#1e3a8a') },
      { name: 'back.png', mimeType: 'image/png', buffer: await photo('#7c3aed') },
    ]);
    await page.getByLabel('I agree to the terms and conditions').check();
    await snap(page, 'trader-post-ad');
    await page.getByRole('button', { name: 'Post Ad' }).click();
    await page.getByText('Ad created successfully').first().waitFor();
    await page.waitForURL('**/ads');

    const admin = await tokenOf(DEMO.admin.email, DEMO.admin.password);
    const pending = await api<Record<string, any>[]>('GET', `/api/admin/ads?search=${encodeURIComponent(title)}`, { token: admin });
    expect(pending.body).toHaveLength(1);
    expect(pending.body[0]!.status).toBe('pending_review');
    expect(pending.body[0]!.images).toHaveLength(2);
    expect((await api('POST', `/api/admin/ads/${pending.body[0]!.id}/approve`, { token: admin })).status).toBe(200);
    await page.context().close();

    const buyer = await newPage(browser);
    await logIn(buyer, DEMO.buyer.email, DEMO.buyer.password);
    await buyer.waitForURL('**/home');
    // The newest ad may already be on the first page: wait for the search's own results before clicking.
    const searched = buyer.waitForResponse((response) => response.url().includes('/api/ads/home') && response.url().includes('search='));
    await buyer.getByRole('searchbox', { name: 'Search ads' }).fill(title);
    await searched;
    const card = buyer.getByRole('article', { name: title });
    await card.waitFor();
    await snap(buyer, 'buyer-home-search');
    await card.getByRole('link', { name: title }).first().click();
    await buyer.waitForURL('**/product/**');
    await buyer.getByRole('heading', { level: 1, name: title }).waitFor();
    await buyer.getByRole('button', { name: 'Favourite' }).click();
    await buyer.getByText('Added to favorites').first().waitFor();
    await snap(buyer, 'buyer-product');
    await buyer.goto('/favorites');
    await buyer.getByRole('article', { name: title }).waitFor();
    await buyer.context().close();
  });
});
