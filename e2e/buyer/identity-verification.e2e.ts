import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../support/accounts.js';
import { launchBrowser, newPage } from '../support/browser.js';
import { LANGUAGES, tr } from '../support/i18n.js';
import { chooseLanguage } from '../support/journey.js';
import { api, logIn, tokenOf } from '../support/session.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A national ID (starts with 1) no other run has used: an ID verifies one account only. */
const freshNationalId = () => `1${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

describe.each(LANGUAGES)('identity verification with the sandbox Nafath (%s)', (lang) => {
  it('shows the number to pick, and the account is verified once it is picked in the app', async () => {
    const account = await newUser({ name: lang === 'ar' ? 'ريم العتيبي' : 'Reem Alotaibi' });
    const nationalId = freshNationalId();
    const page = await newPage(browser, lang === 'ar' ? { width: 390, height: 844, locale: 'ar-SA' } : {});
    await logIn(page, account.email, account.password, lang);
    await page.waitForURL('**/home');
    if ((await page.evaluate(() => document.documentElement.lang)) !== lang) await chooseLanguage(page, lang);
    await page.goto('/profile');
    await page.getByRole('tab', { name: tr(lang, 'accountSettings.selling.tab') }).click();
    const section = page.getByRole('region', { name: tr(lang, 'identity.title') });
    await section.getByRole('textbox', { name: tr(lang, 'identity.nationalId') }).fill('3000000000');
    await section.getByRole('button', { name: tr(lang, 'identity.start') }).click();
    await section.getByText(tr(lang, 'validation.nationalIdInvalid')).waitFor();
    await section.getByRole('textbox', { name: tr(lang, 'identity.nationalId') }).fill(nationalId);
    await section.getByRole('button', { name: tr(lang, 'identity.start') }).click();
    await section.getByText(tr(lang, 'identity.pickNumber')).waitFor();
    const number = (await section.locator('p.text-5xl').innerText()).trim();
    expect(number).toMatch(/^\d{2}$/);

    // The "app": the sandbox's page, in another tab, shows three numbers; the user picks ours.
    const appLink = section.getByRole('link', { name: tr(lang, 'identity.openSandboxApp') });
    const [app] = await Promise.all([page.context().waitForEvent('page'), appLink.click()]);
    await app.getByRole('button', { name: number, exact: true }).click();
    await app.getByRole('status').waitFor();

    // Our page was waiting: it says so without a reload, and the account carries the badge.
    await section
      .getByText(tr(lang, 'identity.verifiedAs', { name: `Sandbox Person ${nationalId.slice(-4)}`, digits: nationalId.slice(-4) }))
      .waitFor();
    const me = await api('GET', '/api/user/me', { token: await tokenOf(account.email, account.password) });
    expect(me.body).toMatchObject({ verified: true });
    await page.context().close();
  });
});
