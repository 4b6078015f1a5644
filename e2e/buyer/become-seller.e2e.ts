import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../support/accounts.js';
import { launchBrowser, newPage, snap } from '../support/browser.js';
import { api, DEMO, logIn, tokenOf } from '../support/session.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('becoming a seller', () => {
  it('applies as a shop from Account Settings, is approved by an admin, and opens the trader panel', async () => {
    const account = await newUser({ name: 'Huda Games', city: 'Jeddah' });
    const page = await newPage(browser);
    await logIn(page, account.email, account.password);
    await page.waitForURL('**/home');
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Selling' }).click();
    await page.getByRole('button', { name: 'Send Request' }).click();
    await page.getByText('Store name is required').waitFor();
    await page.getByLabel('Store name').fill('Huda Games');
    await page.getByLabel('City and district').fill('Jeddah, Al Rawdah');
    await page.getByLabel('National ID or Iqama number', { exact: true }).fill('1098765432');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await page.getByText('Your request is under review.').waitFor();
    await snap(page, 'buyer-seller-request');

    const admin = await tokenOf(DEMO.admin.email, DEMO.admin.password);
    const requests = await api<{ id: string; storeName: string }[]>('GET', '/api/admin/requests?type=traders', { token: admin });
    const mine = requests.body.find((r) => r.storeName === 'Huda Games');
    expect(mine).toBeDefined();
    expect((await api('POST', `/api/admin/requests/${mine!.id}/approve`, { token: admin })).status).toBe(200);

    await page.goto('/trader/dashboard');
    await page.waitForURL('**/trader/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.context().close();
  });
});
