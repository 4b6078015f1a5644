import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser.js';
import { api, DEMO, logIn, tokenOf } from '../support/session.js';

let browser: Browser;
let admin: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newPage(browser);
  await logIn(admin, DEMO.admin.email, DEMO.admin.password);
  await admin.waitForURL('**/admin/dashboard');
});
afterAll(() => browser?.close());

const unique = () => Date.now().toString(36).toUpperCase();
/** An amount as the English screens show it (lib/format), spaces normalised. */
const sar = (amount: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'SAR',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
const normalise = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');
const card = { cardNumber: '4242424242424242', expiry: '12/39', cvv: '123', cardHolder: 'E2E' };

// The back-office's main path in both languages is the admin's journey (admin/journey.e2e.ts); these tests keep
// what it does not show: effects on other users' open pages and the screens' answers to failures.
describe('the admin back-office', () => {
  it('rejects a withdrawal with a reason, and the seller sees the refund in their wallet', async () => {
    const seller = await tokenOf(DEMO.trader.email, DEMO.trader.password);
    await api('POST', '/api/user/wallet/deposit', { token: seller, body: { amount: 200, ...card } });
    const before = (await api('GET', '/api/user/wallet/balance', { token: seller })).body;
    const description = `Payout ${unique()}`;
    const made = await api('POST', '/api/user/wallet/withdraw', {
      token: seller,
      body: { amount: 75, description, account_info: 'SA0380000000608010167519' },
    });
    expect(made.status).toBe(200);

    await admin.getByRole('link', { name: 'Withdrawals' }).click();
    await admin.getByRole('heading', { name: 'Withdrawal Management' }).waitFor();
    await admin.getByPlaceholder('Search by description or account info...').fill(description);
    const row = admin.getByRole('row').filter({ hasText: description });
    // The dialog's title follows where it was opened from: the selection, even of one row, or the row itself.
    await row.getByRole('checkbox', { name: /^Select the request of/ }).check();
    await admin.getByRole('button', { name: 'Reject Selected (1)' }).click();
    const bulk = admin.getByRole('dialog', { name: 'Reject Selected Withdrawals' });
    await bulk.getByRole('button', { name: 'Cancel' }).click();
    await bulk.waitFor({ state: 'hidden' });
    await row.getByRole('button', { name: /^Reject the withdrawal/ }).click();
    const dialog = admin.getByRole('dialog', { name: 'Reject Withdrawal' });
    await expect(dialog.getByRole('button', { name: 'Reject' }).isDisabled()).resolves.toBe(true);
    const reason = 'The IBAN does not match the account holder';
    await dialog.getByLabel('Rejection Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await admin.getByText('Withdrawal rejected successfully').first().waitFor();
    await row.getByText(reason).waitFor();
    await snap(admin, 'admin-withdrawals');

    const sellerPage = await newPage(browser);
    await logIn(sellerPage, DEMO.trader.email, DEMO.trader.password);
    await sellerPage.waitForURL('**/trader/dashboard');
    await sellerPage.goto('/wallet');
    // The 75 SAR held by the request are back: the available balance is what it was before the request.
    const available = sellerPage.getByRole('list', { name: 'Balances' }).getByRole('listitem').filter({ hasText: 'Available Balance' });
    await expect.poll(async () => normalise(await available.textContent())).toContain(normalise(sar(before.available)));
    await sellerPage.getByRole('tab', { name: 'Transactions' }).click();
    const refund = sellerPage.getByRole('listitem').filter({ hasText: 'Withdrawal refund' }).filter({ hasText: reason });
    await refund.waitFor();
    expect(normalise(await refund.textContent())).toContain(`+${normalise(sar(75))}`);
    await sellerPage.getByRole('tab', { name: 'Withdrawals' }).click();
    await sellerPage.getByText(`Rejected: ${reason}`).first().waitFor();
    await snap(sellerPage, 'seller-wallet-refund');
    await sellerPage.context().close();
  });

  it('sends a group notification that a signed-in user receives live', async () => {
    const buyerToken = await tokenOf(DEMO.buyer.email, DEMO.buyer.password);
    const { unreadCount } = (await api('GET', '/api/user/notifications', { token: buyerToken })).body;
    const buyer = await newPage(browser);
    await logIn(buyer, DEMO.buyer.email, DEMO.buyer.password);
    await buyer.waitForURL('**/home');
    const bellLabel = (count: number) =>
      count === 0 ? 'Notifications' : `Notifications, ${count} unread notification${count === 1 ? '' : 's'}`;
    await buyer.getByRole('button', { name: bellLabel(unreadCount), exact: true }).waitFor();

    const subject = `Weekend sale ${unique()}`;
    await admin.getByRole('link', { name: 'Notifications' }).click();
    await admin.getByRole('tab', { name: 'Group' }).click();
    await admin.getByLabel('Main Title').fill(subject);
    await admin.getByLabel('Message').fill('Every console is 20% off until Sunday.');
    await admin.getByRole('searchbox', { name: 'Search users by name or email' }).fill(DEMO.buyer.email);
    await admin.getByRole('checkbox', { name: new RegExp(DEMO.buyer.email) }).check();
    await admin.getByRole('button', { name: 'Send Notification' }).click();
    await admin.getByText('Notification sent successfully').first().waitFor();
    await snap(admin, 'admin-notification-centre');

    // The buyer's open page counts it on the bell without a reload, and the bell lists it.
    const bell = buyer.getByRole('button', { name: bellLabel(unreadCount + 1), exact: true });
    await bell.click();
    const item = buyer.getByRole('list', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: subject });
    await item.getByText('Every console is 20% off until Sunday.').waitFor();
    await snap(buyer, 'buyer-group-notification');
    await buyer.context().close();
  });

  it('adds a member, then suspends them: their signed-in session ends and sign-in says why', async () => {
    const email = `member.${unique().toLowerCase()}@example.com`;
    const name = `Member ${unique()}`;
    await admin.getByRole('link', { name: 'Clients' }).click();
    await admin.getByRole('button', { name: 'Add new member' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add new member' });
    await dialog.getByLabel('Full name').fill(name);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('Member#2026');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await admin.getByText('Member added successfully').first().waitFor();

    const member = await newPage(browser);
    await logIn(member, email, 'Member#2026');
    await member.waitForURL('**/home');
    const token = await tokenOf(email, 'Member#2026');
    expect((await api('GET', '/api/user/me', { token })).status).toBe(200);

    await admin.getByRole('tab', { name: 'Users' }).click();
    await admin.getByRole('row').filter({ hasText: email }).waitFor();
    // A row's menu opened while a search loads stays open: the rows stay on screen until the answer replaces them.
    const searched = admin.waitForResponse((r) => r.url().includes('/api/admin/users?') && r.url().includes('search='));
    await admin.getByPlaceholder('Search by name, email or phone').fill(email);
    await admin.getByRole('button', { name: `Actions for ${name}` }).click();
    await searched;
    await admin.getByRole('row').filter({ hasText: email }).waitFor();
    await admin.getByRole('menuitem', { name: 'Suspend user' }).click();
    const suspend = admin.getByRole('dialog', { name: `Suspend ${name}` });
    await suspend.getByLabel('Reason').fill('Repeated scam reports');
    await suspend.getByRole('button', { name: 'Suspend user' }).click();
    await admin.getByText('User suspend successful').first().waitFor();
    await admin.getByRole('row').filter({ hasText: email }).getByText('Suspended').waitFor();
    await snap(admin, 'admin-clients-suspended');

    // The member's open page, left as it was, is signed out and told why.
    await member.waitForURL('**/auth');
    await member.getByRole('alert').filter({ hasText: 'Your account has been suspended: Repeated scam reports' }).waitFor();
    // Said once: the socket's refusal of the account adds no toast repeating it.
    await member.waitForTimeout(2000);
    expect(await member.getByText('Your account has been suspended: Repeated scam reports').count()).toBe(1);
    expect(await member.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await snap(member, 'member-suspended-signed-out');
    const call = await api('GET', '/api/user/me', { token });
    expect([call.status, call.body.message]).toEqual([403, 'Your account has been suspended: Repeated scam reports']);
    await logIn(member, email, 'Member#2026');
    await member.getByText('Your account has been suspended: Repeated scam reports').first().waitFor();
    await member.context().close();
  });

  it('shows the spec texts when platforms or categories fail to load, and loads them on Try Again', async () => {
    for (const [link, heading, path, texts] of [
      [
        'Platforms',
        'Platforms',
        '**/api/admin/platforms?*',
        ['Failed to fetch platforms. Please try again later.', 'Failed to load platforms'],
      ],
      [
        'Categories',
        'Categories',
        '**/api/admin/categories?*',
        ['Failed to fetch categories. Please try again later.', 'Failed to load categories'],
      ],
    ] as const) {
      // The server is made unreachable for this one call, as when it is down.
      await admin.route(path, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
      await admin.getByRole('link', { name: link, exact: true }).click();
      await admin.getByRole('heading', { level: 1, name: heading }).waitFor();
      await admin.getByRole('alert').filter({ hasText: texts[0] }).waitFor();
      await admin.getByText(texts[1], { exact: true }).first().waitFor();
      await admin.unroute(path);
      await admin.getByRole('button', { name: 'Try Again' }).click();
      await admin.getByRole('alert').filter({ hasText: texts[0] }).waitFor({ state: 'detached' });
      await admin.getByRole('searchbox').first().waitFor();
    }
  });
});
