import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { codeFromOutbox, launchBrowser, newPage, uniquePhone } from '../support/browser.js';
import { signOut } from '../support/session.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Presses Google's button on our sign-in screen and signs in on the provider's own page, as `email`. */
async function continueWithGoogle(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  const login = page.locator('input[name="login"]');
  const consent = page.getByRole('button', { name: 'Continue' });
  // A browser the provider already knows skips its sign-in page.
  if (
    await login
      .or(consent)
      .first()
      .isVisible({ timeout: 10_000 })
      .catch(() => false)
  ) {
    if (await login.isVisible()) {
      await login.fill(email);
      await page.locator('input[name="password"]').fill('any password');
      await page.getByRole('button', { name: 'Sign-in' }).click();
    }
  }
}

// Needs the local provider the suite's own server is configured with (not there with E2E_BASE_URL).
describe.skipIf(!inject('googleIssuer'))('Google sign-in against a local OpenID provider', () => {
  it('makes a first sign-in verify a phone, then signs the new buyer in; the next sign-in goes straight in', async () => {
    const email = `reem.gamer.${Date.now()}@example.com`;
    const phone = uniquePhone();
    const page = await newPage(browser);

    await continueWithGoogle(page, email);
    const consent = page.getByRole('button', { name: 'Continue' });
    const phoneHeading = page.getByRole('heading', { name: 'Verify your phone number' });
    await consent.or(phoneHeading).first().waitFor();
    if (await consent.isVisible()) await consent.click();
    await phoneHeading.waitFor();
    await page.getByText('Enter yours to finish signing in with Google.').waitFor();
    await page.getByLabel('Phone number', { exact: true }).fill(phone);
    const sentAfter = new Date(Date.now() - 1000).toISOString();
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('textbox', { name: 'Digit 1' }).click();
    await page.keyboard.type(await codeFromOutbox(phone, { after: sentAfter }));
    await page.getByRole('button', { name: 'Verify Phone Number' }).click();
    await page.waitForURL('**/home');
    await page
      .getByText(/^reem gamer \d+$/)
      .first()
      .waitFor();

    // Signed out and back with Google: the same account, no phone step.
    await signOut(page);
    await continueWithGoogle(page, email);
    await page.waitForURL('**/home');
    await page
      .getByText(/^reem gamer \d+$/)
      .first()
      .waitFor();
    expect(await page.getByRole('heading', { name: 'Verify your phone number' }).count()).toBe(0);
    await page.context().close();
  });
});
