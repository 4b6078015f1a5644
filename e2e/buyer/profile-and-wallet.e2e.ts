import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromOutbox, launchBrowser, newPage, snap, uniquePhone } from '../support/browser.js';
import { api, DEMO, logIn, tokenOf } from '../support/session.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const card = { cardNumber: '4242424242424242', expiry: '12/39', cvv: '123', cardHolder: 'E2E' };

/** A new member added by the demo admin, with a phone; their e-mail and password. */
async function newMember(label: string) {
  const email = `${label}.${Date.now().toString(36)}@example.com`;
  const password = 'Member#2026';
  const admin = await tokenOf(DEMO.admin.email, DEMO.admin.password);
  const phone = uniquePhone();
  const added = await api('POST', '/api/admin/users', {
    token: admin,
    body: { name: `E2E ${label}`, email, phone, password, role: 'user' },
  });
  expect(added.status).toBe(201);
  return { email, password, phone };
}

describe('Account Settings', () => {
  it('keeps a new phone number only after the code sent to it is entered', async () => {
    const member = await newMember('phone');
    const page = await newPage(browser);
    await logIn(page, member.email, member.password);
    await page.waitForURL('**/home');
    await page.goto('/profile');

    const next = uniquePhone();
    await page.getByLabel('Phone', { exact: true }).fill(next);
    const sentAfter = new Date(Date.now() - 1000).toISOString();
    await page.getByRole('button', { name: 'Save changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your new phone number' });
    await dialog.getByRole('heading', { name: 'Verify your phone number' }).waitFor();
    const token = await tokenOf(member.email, member.password);
    // Nothing is saved while the code is awaited.
    expect((await api('GET', '/api/user/me', { token })).body.phone).toBe(member.phone);

    await dialog.getByRole('textbox', { name: 'Digit 1' }).click();
    await page.keyboard.type(await codeFromOutbox(next, { after: sentAfter }));
    await snap(page, 'account-phone-code');
    await dialog.getByRole('button', { name: 'Verify and save' }).click();
    await page.getByText('Profile updated successfully').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect((await api('GET', '/api/user/me', { token })).body.phone).toBe(next);

    // A number of another account is refused before any code is sent.
    await page.getByLabel('Phone', { exact: true }).fill('+966500000003');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('An account with this phone number already exists.').first().waitFor();
    expect(await dialog.isVisible()).toBe(false);
    await page.context().close();
  });
});

describe('Time zone', () => {
  it("shows times in the account's time zone, Riyadh by default, whatever the device's, and in UTC once chosen", async () => {
    const member = await newMember('zone');
    const token = await tokenOf(member.email, member.password);
    const deposit = await api('POST', '/api/user/wallet/deposit', { token, body: { amount: 5, description: 'Zone top-up.', ...card } });
    expect(deposit.status).toBe(200);
    const movements = await api<{ transactions: { description: string; created_at: string }[] }>('GET', '/api/user/wallet/transactions', {
      token,
    });
    const at = movements.body.transactions.find((m) => m.description === 'Zone top-up.')!.created_at;
    const inZone = (timeZone: string) =>
      new Intl.DateTimeFormat('en-SA', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(at)).replace(/\s+/g, ' ');

    // A device set to Tokyo: neither of the times the account may ask for.
    const page = await newPage(browser, { timezoneId: 'Asia/Tokyo' });
    await logIn(page, member.email, member.password);
    await page.waitForURL('**/home');
    const shownTime = async () => {
      await page.goto('/wallet');
      await page.getByRole('tab', { name: 'Transactions' }).click();
      const time = page.getByRole('listitem').filter({ hasText: 'Zone top-up.' }).locator(`time[datetime="${at}"]`);
      return (await time.innerText()).replace(/\s+/g, ' ');
    };
    expect(await shownTime()).toBe(inZone('Asia/Riyadh'));

    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Preferences' }).click();
    await page.getByLabel('Time zone').selectOption({ label: 'UTC' });
    await page.getByText('Preference updated').first().waitFor();
    expect(await shownTime()).toBe(inZone('UTC'));
    expect(inZone('UTC')).not.toBe(inZone('Asia/Riyadh'));
    await page.context().close();
  });
});

describe('Wallet', () => {
  it('reaches older movements of the Transactions tab with Load more', async () => {
    const member = await newMember('history');
    const token = await tokenOf(member.email, member.password);
    for (let i = 1; i <= 21; i++) {
      const deposit = await api('POST', '/api/user/wallet/deposit', {
        token,
        body: { amount: 1, description: `Top-up ${String(i).padStart(2, '0')}.`, ...card },
      });
      expect(deposit.status).toBe(200);
    }
    const page = await newPage(browser);
    await logIn(page, member.email, member.password);
    await page.waitForURL('**/home');
    await page.goto('/wallet');
    await page.getByRole('tab', { name: 'Transactions' }).click();
    const movement = (n: number) => page.getByRole('listitem').filter({ hasText: `Top-up ${String(n).padStart(2, '0')}.` });
    await movement(21).waitFor();
    await movement(2).waitFor();
    expect(await movement(1).count()).toBe(0);
    await page.getByRole('button', { name: 'Load more' }).click();
    await movement(1).waitFor();
    await page.getByRole('button', { name: 'Load more' }).waitFor({ state: 'detached' });
    await snap(page, 'wallet-transactions-load-more');
    await page.context().close();
  });
});
