import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../support/accounts.js';
import { launchBrowser, newPage, snap } from '../support/browser.js';
import { postAd } from '../support/fixtures.js';
import { LANGUAGES, tr } from '../support/i18n.js';
import { chooseLanguage } from '../support/journey.js';
import { api, DEMO, logIn, tokenOf } from '../support/session.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(LANGUAGES)('following a seller, in %s', (language) => {
  const t = (key: string, params?: Record<string, unknown>) => tr(language, key, params);

  it('brings the seller’s newly approved listing to the Following feed and the bell', async () => {
    const [seller, fan] = [await newUser({ name: `Followed Seller ${language}` }), await newUser({ name: `Fan ${language}` })];
    const sellerToken = await tokenOf(seller.email, seller.password);
    const sellerId = (await api<{ id: string }>('GET', '/api/user/me', { token: sellerToken })).body.id;

    const page = await newPage(browser, language === 'ar' ? { width: 390, height: 844, locale: 'ar-SA' } : {});
    await logIn(page, fan.email, fan.password, language);
    await page.waitForURL('**/home');
    if ((await page.evaluate(() => document.documentElement.lang)) !== language) await chooseLanguage(page, language);
    await page.goto(`/sellers/${sellerId}`);
    await page.getByRole('button', { name: t('follows.follow'), exact: true }).click();
    await page.getByRole('button', { name: t('follows.following'), exact: true, pressed: true }).waitFor();
    await snap(page, `follow-seller-${language}`);

    // The seller lists something new; an admin approves it.
    const title = `New drop ${language} ${Date.now().toString(36)}`;
    const productId = await postAd(sellerToken, { title });
    const admin = await tokenOf(DEMO.admin.email, DEMO.admin.password);
    expect((await api('POST', `/api/admin/ads/${productId}/approve`, { token: admin })).status).toBe(200);

    await page.getByRole('link', { name: t('follows.feedLink') }).click();
    await page.waitForURL('**/following');
    await page.getByRole('heading', { level: 1, name: t('follows.feedTitle') }).waitFor();
    await page.getByText(title).first().waitFor();
    await expect
      .poll(async () => {
        const alerts = await api<{ notifications: { data: Record<string, string> }[] }>('GET', '/api/user/notifications', {
          token: await tokenOf(fan.email, fan.password),
        });
        return alerts.body.notifications.filter((n) => n.data.event === 'followed_seller_listing' && n.data.title === title).length;
      })
      .toBe(1);
    await snap(page, `following-feed-${language}`);
    await page.context().close();
  });
});
