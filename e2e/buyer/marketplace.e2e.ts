import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../support/accounts.js';
import { launchBrowser, newPage, snap } from '../support/browser.js';
import { postAd } from '../support/fixtures.js';
import { api, DEMO, logIn, tokenOf } from '../support/session.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the marketplace', () => {
  it('a user posts an ad; once approved a buyer finds it under User Ads, opens, favourites and reports it', async () => {
    const title = `Retro Console Bundle ${Date.now().toString(36)}`;
    // Posting through the screen is the buyer's journey (buyer/journey.e2e.ts): here the ad is posted as the form does.
    const poster = await newUser({ name: 'Sami Retro' });
    await postAd(await tokenOf(poster.email, poster.password), { title, price: 350 });
    const page = await newPage(browser);
    await logIn(page, poster.email, poster.password);
    await page.waitForURL('**/home');

    const admin = await tokenOf(DEMO.admin.email, DEMO.admin.password);
    const pending = await api<Record<string, any>[]>('GET', `/api/admin/ads?search=${encodeURIComponent(title)}`, { token: admin });
    expect(pending.body).toHaveLength(1);
    const ad = pending.body[0]!;
    expect(ad).toMatchObject({ status: 'pending_review', seller: { role: 'user' } });
    expect(ad.images).toHaveLength(1);
    expect((await api('GET', `/api/ads/${ad.id}`)).status).toBe(404);
    expect((await api('POST', `/api/admin/ads/${ad.id}/approve`, { token: admin })).status).toBe(200);

    // The seller's own product page offers no Report.
    await page.goto(`/product/${ad.id}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    // Once the app knows the seller (the owner's notice shows), Report is gone.
    await page.getByRole('note').filter({ hasText: 'This is your ad.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Report', exact: true }).count()).toBe(0);
    await page.context().close();

    const buyer = await newPage(browser);
    await logIn(buyer, DEMO.buyer.email, DEMO.buyer.password);
    await buyer.waitForURL('**/home');
    // The newest ad may already be on the first page: wait for the search's own results before clicking.
    const searched = buyer.waitForResponse((response) => response.url().includes('/api/ads/home') && response.url().includes('search='));
    await buyer.getByRole('combobox', { name: 'Search ads' }).fill(title);
    await searched;
    const userAds = buyer.getByRole('region', { name: 'User Ads' });
    const card = userAds.getByRole('article', { name: title });
    await card.waitFor();
    expect(await buyer.getByRole('region', { name: 'Shop Ads' }).count()).toBe(0);
    await card.getByText('Individual Seller').waitFor();
    await snap(buyer, 'buyer-home-search');
    await card.getByRole('link', { name: title }).first().click();
    await buyer.waitForURL('**/product/**');
    await buyer.getByRole('heading', { level: 1, name: title }).waitFor();

    await buyer.getByRole('button', { name: 'Favourite' }).click();
    await buyer.getByText('Added to favorites').first().waitFor();
    expect(await buyer.getByRole('button', { name: 'Favourite' }).getAttribute('aria-pressed')).toBe('true');
    await snap(buyer, 'buyer-product');

    await buyer.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = buyer.getByRole('dialog', { name: 'Report this listing' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Please choose a reason').waitFor();
    await dialog.getByRole('radio', { name: 'Counterfeit item' }).check();
    await dialog.getByLabel('Details (optional)').fill('The box says PS4 but the photos show a copy.');
    await snap(buyer, 'buyer-report-listing');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await buyer.getByText('Thank you. Our team will review this listing.').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await buyer.getByRole('button', { name: 'Report', exact: true }).click();
    await dialog.getByRole('radio', { name: 'Scam' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await buyer.getByText('You have already reported this listing.').first().waitFor();

    const queue = await api<{ reports: Record<string, any>[] }>('GET', '/api/admin/reports', { token: admin });
    const reported = queue.body.reports.find((entry) => entry.listing.id === ad.id);
    expect(reported?.reports).toEqual([
      expect.objectContaining({ reason: 'counterfeit', details: 'The box says PS4 but the photos show a copy.' }),
    ]);

    await buyer.goto('/favorites');
    await buyer.getByRole('article', { name: title }).waitFor();
    await buyer.context().close();
  });

  it('falls back to the spec’s categories and platforms on Home when the catalogue cannot be loaded', async () => {
    const page = await newPage(browser);
    await page.route(/\/api\/(categories|platforms)$/, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable"}' }),
    );
    await logIn(page, DEMO.buyer.email, DEMO.buyer.password);
    await page.waitForURL('**/home');
    const tiles = page.getByRole('region', { name: 'Categories' });
    for (const name of ['Action', 'Sports', 'Adventure', 'Racing', 'Strategy games']) {
      await tiles.getByRole('button', { name, exact: true }).waitFor();
    }
    const filters = page.getByRole('complementary', { name: 'Filters' });
    for (const name of ['PlayStation 5', 'Xbox Series X/S', 'Nintendo Switch', 'PC', 'Mobile']) {
      await filters.getByRole('button', { name, exact: true }).waitFor();
    }
    await snap(page, 'buyer-home-fallback-catalogue');

    // A fallback entry filters by the catalogue name it stands for.
    const racing = page.waitForResponse(
      (response) => response.url().includes('/api/ads/home') && response.url().includes('category=Racing'),
    );
    await tiles.getByRole('button', { name: 'Racing', exact: true }).click();
    const racingAds = (await (await racing).json()) as { ads: { category: { name: string } }[]; total: number };
    expect(racingAds.total).toBeGreaterThan(0);
    expect(racingAds.ads.every((ad) => ad.category.name === 'Racing')).toBe(true);
    const switchAds = page.waitForResponse((response) => response.url().includes('platform=Nintendo'));
    await filters.getByRole('button', { name: 'Nintendo Switch', exact: true }).click();
    expect((await switchAds).status()).toBe(200);
    await page.context().close();
  });
});
