import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, newUser } from '../support/accounts.js';
import { codeFromOutbox, launchBrowser, newPage, uniquePhone } from '../support/browser.js';
import { api, logIn, signOut } from '../support/session.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1' }).click();
  await page.keyboard.type(code);
}

describe('signing up and in', () => {
  // Signing up and recovering the password through the screens are the buyer's journey (buyer/journey.e2e.ts); these
  // tests start from an account.
  let account: Account;
  beforeAll(async () => {
    account = await newUser({ name: 'Reem Al-Dossari' });
  });

  it('retries a failed signup without a new code while the phone stays verified', async () => {
    const retryPhone = uniquePhone();
    const page = await newPage(browser);
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Signup' }).click();
    await page.getByLabel('Full Name').fill('Majed Al-Shehri');
    await page.getByLabel('Phone number', { exact: true }).fill(retryPhone);
    // The demo buyer's e-mail: the server refuses it only after the phone was verified.
    await page.getByLabel('Email address').fill('buyer@gamesouq.sa');
    await page.getByLabel('Password', { exact: true }).fill('secret12');
    await page.getByLabel('Confirm Password').fill('secret12');
    const sentAfter = new Date(Date.now() - 1000).toISOString();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Verify your phone number' }).waitFor();
    await typeCode(page, await codeFromOutbox(retryPhone, { after: sentAfter }));
    await page.getByRole('button', { name: 'Verify Phone Number' }).click();
    await page.getByText('An account with this email already exists.').first().waitFor();
    await page.getByText('Phone number verified. Correct the other fields and create your account.').waitFor();

    await page.getByLabel('Email address').fill(`retry-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/home');
    await page.getByText('Account created successfully!').waitFor();
    // One code was enough: the retry asked for none.
    expect((await api<{ messages: unknown[] }>('GET', `/api/dev/outbox?to=${encodeURIComponent(retryPhone)}`)).body.messages).toHaveLength(
      1,
    );
    await page.context().close();
  });

  it('signs in with the password, by e-mail and by phone', async () => {
    const page = await newPage(browser);
    await logIn(page, account.email, account.password);
    await page.waitForURL('**/home');
    await signOut(page);
    await logIn(page, account.phone, 'wrong-password');
    await page.getByText('Invalid credentials.').first().waitFor();
    await logIn(page, account.phone, account.password);
    await page.waitForURL('**/home');
    await page.context().close();
  });

  it('signs out from a signed-in screen to the plain sign-in page, however slowly it loads, and ends the session on the server', async () => {
    const page = await newPage(browser, { serviceWorkers: 'block' });
    await logIn(page, account.email, account.password);
    await page.waitForURL('**/home');
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    // A slow phone: the sign-in page's code takes longer to come than the realtime link takes to try again.
    await page.route('**/assets/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await signOut(page);
    await page.unroute('**/assets/**');
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    // Not sent back to /profile after the next sign-in: that may be someone else on this device.
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await expect.poll(async () => (await api('GET', '/api/user/me', { token: token! })).status, { timeout: 5000 }).toBe(401);
    await page.context().close();
  });

  it('signs in with a one-time code', async () => {
    // A phone that got no code in the last 60 seconds.
    const demoBuyerPhone = '+966500000003';
    const page = await newPage(browser);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign in with OTP' }).click();
    await page.waitForURL('**/auth/otp');
    await page.getByRole('heading', { name: 'Sign in with OTP' }).waitFor();
    await page.getByLabel('Phone number', { exact: true }).fill(demoBuyerPhone);
    const sentAfter = new Date(Date.now() - 1000).toISOString();
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('heading', { name: 'Enter the code' }).waitFor();
    await typeCode(page, await codeFromOutbox(demoBuyerPhone, { after: sentAfter }));
    await page.getByRole('button', { name: 'Verify & Sign In' }).click();
    await page.waitForURL('**/home');
    await page.context().close();
  });

  it('tells an unknown phone to sign up first', async () => {
    const page = await newPage(browser);
    await page.goto('/auth/otp');
    await page.getByLabel('Phone number', { exact: true }).fill(uniquePhone());
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('No account found with this phone number. Please sign up first.').first().waitFor();
    await page.context().close();
  });

  it('remembers the language on the account: Arabic chosen once is there at the next sign-in on another browser', async () => {
    const page = await newPage(browser);
    await logIn(page, account.email, account.password);
    await page.waitForURL('**/home');
    // With the keyboard: the sign-in toast covers the header's end for 5 s.
    await page.getByRole('button', { name: 'Language' }).press('Enter');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/user/preferences') && response.request().method() === 'PUT',
    );
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect((await saved).status()).toBe(200);
    // Account Settings shows the language the header chose.
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'التفضيلات' }).click();
    expect(await page.getByRole('combobox', { name: 'اللغة' }).inputValue()).toBe('ar');
    await page.getByRole('button', { name: 'قائمة المستخدم' }).click();
    await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
    await page.waitForURL('**/auth');
    await page.context().close();

    // A fresh browser knows nothing of the choice: it starts in English, and the account turns it to Arabic.
    const fresh = await newPage(browser);
    await logIn(fresh, account.email, account.password);
    await fresh.waitForURL('**/home');
    await fresh.waitForFunction(() => document.documentElement.lang === 'ar' && document.documentElement.dir === 'rtl');
    await fresh.getByRole('button', { name: 'قائمة المستخدم' }).waitFor();
    // And a reload (session restore) keeps it.
    await fresh.reload();
    await fresh.getByRole('button', { name: 'قائمة المستخدم' }).waitFor();
    expect(await fresh.evaluate(() => document.documentElement.lang)).toBe('ar');
    await fresh.context().close();
  });
});

describe('roles', () => {
  it('sends a buyer away from the admin and trader areas, and a visitor to /auth coming back to the deep link', async () => {
    const page = await newPage(browser);
    await page.goto('/admin/dashboard');
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('return') === '/admin/dashboard');
    await logIn(page, 'buyer@gamesouq.sa', 'Buyer#2026');
    await page.waitForURL('**/home');
    await page.goto('/admin/dashboard');
    await page.waitForURL('**/home');
    await page.goto('/trader/dashboard');
    await page.waitForURL('**/home');
    await page.goto('/no/such/page');
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });
});
