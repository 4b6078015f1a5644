import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser.js';
import { api, DEMO, logIn, tokenOf } from '../support/session.js';

type Body = Record<string, any>;
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
const card = { cardNumber: '4242424242424242', expiry: '12/39', cvv: '123', cardHolder: 'E2E' };

/** A complete ad posted by the demo trader, waiting for review. */
async function postPendingAd(title: string) {
  const token = await tokenOf(DEMO.trader.email, DEMO.trader.password);
  const [{ body: c }, { body: p }] = [await api('GET', '/api/categories'), await api('GET', '/api/platforms')];
  const form = new FormData();
  const fields = {
    title,
    price: '420',
    city: 'Riyadh',
    location: 'Al Olaya',
    category: c.categories.find((x: Body) => x.name === 'Consoles').id,
    platform: p.platforms.find((x: Body) => x.name === 'PlayStation 5').id,
    phone: '+966500000002',
    description: 'Boxed console with one controller.',
    agreeToTerms: 'true',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  form.append('images', new Blob([new Uint8Array(photo)]), 'photo.png');
  const response = await fetch(`${inject('baseUrl')}/api/user/ads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const reply = (await response.json()) as Body;
  expect(reply.ad.status).toBe('pending_review');
  return reply.ad.id as string;
}

describe('the admin back-office', () => {
  it('approves a pending ad from Manage Ads', async () => {
    const title = `Review Me PS5 ${unique()}`;
    const id = await postPendingAd(title);
    expect((await api('GET', `/api/ads/${id}`)).status).toBe(404);
    await admin.getByRole('link', { name: 'Manage Ads' }).click();
    await admin.getByRole('searchbox', { name: 'Search ads by title, seller or id' }).fill(title);
    await admin.getByRole('button', { name: `Approve ${title}` }).click();
    await admin.getByText('Ad approved successfully').first().waitFor();
    await snap(admin, 'admin-manage-ads');
    expect((await api('GET', `/api/ads/${id}`)).status).toBe(200);
  });

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
    await admin
      .getByRole('row')
      .filter({ hasText: description })
      .getByRole('button', { name: /^Reject the withdrawal/ })
      .click();
    const dialog = admin.getByRole('dialog', { name: 'Reject Withdrawal' });
    await expect(dialog.getByRole('button', { name: 'Reject' }).isDisabled()).resolves.toBe(true);
    const reason = 'The IBAN does not match the account holder';
    await dialog.getByLabel('Rejection Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await admin.getByText('Withdrawal rejected successfully').first().waitFor();
    await admin.getByRole('row').filter({ hasText: description }).getByText(reason).waitFor();
    await snap(admin, 'admin-withdrawals');

    const after = (await api('GET', '/api/user/wallet/balance', { token: seller })).body;
    expect(after.available).toBeCloseTo(before.available, 2);
    const sellerPage = await newPage(browser);
    await logIn(sellerPage, DEMO.trader.email, DEMO.trader.password);
    await sellerPage.waitForURL('**/trader/dashboard');
    await sellerPage.goto('/wallet');
    await sellerPage.getByRole('tab', { name: 'Withdrawals' }).click();
    await sellerPage.getByText(`Rejected: ${reason}`).first().waitFor();
    await snap(sellerPage, 'seller-wallet-refund');
    await sellerPage.context().close();
  });

  it('creates a promo code that a buyer then uses at checkout', async () => {
    const code = `E2E${unique()}`;
    await admin.getByRole('link', { name: 'Promo Codes' }).click();
    await admin.getByRole('button', { name: 'Create Promo Code' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Create Promo Code' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('Code is required').waitFor();
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByLabel('Type').selectOption('percentage');
    await dialog.getByLabel('Value').fill('10');
    await dialog.getByLabel('Expiry date').fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
    await dialog.getByLabel('Usage limit').fill('5');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await admin.getByText('Promo code created successfully').first().waitFor();
    await admin.getByRole('row').filter({ hasText: code }).getByText('Active').waitFor();
    await snap(admin, 'admin-promo-codes');

    const buyer = await tokenOf(DEMO.buyer.email, DEMO.buyer.password);
    await api('POST', '/api/user/wallet/deposit', { token: buyer, body: { amount: 1000, ...card } });
    const me = (await api('GET', '/api/user/me', { token: buyer })).body;
    const listing = (await api('GET', '/api/ads/home?limit=10', { token: buyer })).body.ads.find(
      (ad: Body) => ad.quantity > 0 && ad.deliveryType !== 'shipping' && ad.seller.id !== me.id,
    );
    const order = await api('POST', '/api/user/orders', {
      token: buyer,
      body: { items: [{ productId: listing.id, quantity: 1 }], promoCode: code, deliveryType: 'pickup' },
    });
    expect(order.status).toBe(201);
    expect(order.body.orders[0].discount).toBeGreaterThan(0);
    const used = (
      await api('GET', `/api/admin/promo-codes?search=${code}`, { token: await tokenOf(DEMO.admin.email, DEMO.admin.password) })
    ).body;
    expect(used.promoCodes[0].usedCount).toBe(1);
  });

  it('sends a group notification that a signed-in user receives live', async () => {
    const buyerToken = await tokenOf(DEMO.buyer.email, DEMO.buyer.password);
    const socket = io(inject('baseUrl'), { auth: { token: buyerToken }, transports: ['websocket'], forceNew: true, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('authenticated', () => resolve());
      socket.once('connect_error', reject);
    });
    const subject = `Weekend sale ${unique()}`;
    const received = new Promise<Body>((resolve) => socket.on('notification', (n: Body) => n.title === subject && resolve(n)));

    await admin.getByRole('link', { name: 'Notifications' }).click();
    await admin.getByRole('tab', { name: 'Group' }).click();
    await admin.getByLabel('Main Title').fill(subject);
    await admin.getByLabel('Message').fill('Every console is 20% off until Sunday.');
    await admin.getByRole('searchbox', { name: 'Search users by name or email' }).fill(DEMO.buyer.email);
    await admin.getByRole('checkbox', { name: new RegExp(DEMO.buyer.email) }).check();
    await admin.getByRole('button', { name: 'Send Notification' }).click();
    await admin.getByText('Notification sent successfully').first().waitFor();
    await snap(admin, 'admin-notification-centre');
    expect(await received).toMatchObject({ title: subject, message: 'Every console is 20% off until Sunday.' });
    socket.close();
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
    await admin.getByPlaceholder('Search by name, email or phone').fill(email);
    await admin.getByRole('button', { name: `Actions for ${name}` }).click();
    await admin.getByRole('menuitem', { name: 'Suspend user' }).click();
    const suspend = admin.getByRole('dialog', { name: `Suspend ${name}` });
    await suspend.getByLabel('Reason').fill('Repeated scam reports');
    await suspend.getByRole('button', { name: 'Suspend user' }).click();
    await admin.getByText('User suspend successful').first().waitFor();
    await admin.getByRole('row').filter({ hasText: email }).getByText('Suspended').waitFor();
    await snap(admin, 'admin-clients-suspended');

    const call = await api('GET', '/api/user/me', { token });
    expect([call.status, call.body.message]).toEqual([403, 'Your account has been suspended: Repeated scam reports']);
    await member.context().clearCookies();
    await member.evaluate(() => localStorage.clear());
    await logIn(member, email, 'Member#2026');
    await member.getByText('Your account has been suspended: Repeated scam reports').first().waitFor();
    await member.context().close();
  });
});
