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

const photo = (color: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .png()
    .toBuffer();

describe('the trader panel', () => {
  it('creates a product, gets it approved, ships its order, downloads the invoice and withdraws the earnings', async () => {
    const name = `Gran Turismo 7 ${Date.now().toString(36)}`;
    const page = await newPage(browser);
    await logIn(page, DEMO.trader.email, DEMO.trader.password);
    await page.waitForURL('**/trader/dashboard');
    await page.getByText('Financial Overview').waitFor();

    await page.goto('/trader/products/new');
    await page.getByText('JPG, PNG up to 10MB').waitFor();
    await page.getByLabel('Product name', { exact: true }).fill(name);
    await page.getByLabel('Price (SAR)', { exact: true }).fill('350');
    await page.getByLabel('Quantity', { exact: true }).fill('2');
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Racing' });
    await page.getByLabel('Platform', { exact: true }).selectOption({ label: 'PlayStation 5' });
    await page.getByLabel('City', { exact: true }).selectOption({ label: 'Riyadh' });
    await page.getByLabel('Location', { exact: true }).fill('Al Olaya');
    await page.getByLabel('Phone', { exact: true }).fill('+966500000002');
    const description = 'Sealed copy, Arabic cover.';
    await page.getByLabel('Description', { exact: true }).fill(description);
    await page.getByText(`${description.length}/1000`).waitFor();
    await page.getByLabel('Edition', { exact: true }).fill('25th Anniversary');
    await page.getByLabel(/Add a cover photo/).setInputFiles([
      { name: 'cover.png', mimeType: 'image/png', buffer: await photo('#1e3a8a') },
      { name: 'back.png', mimeType: 'image/png', buffer: await photo('#7c3aed') },
    ]);
    await page.getByLabel('I agree to the terms and conditions').check();
    await snap(page, 'trader-new-product');
    await page.getByRole('button', { name: 'Send for admin review' }).click();
    await page.getByText('Product sent for admin review').first().waitFor();
    await page.waitForURL('**/trader/products');
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('Pending review').waitFor();

    const trader = await tokenOf(DEMO.trader.email, DEMO.trader.password);
    const mine = await api('GET', `/api/trader/products?search=${encodeURIComponent(name)}`, { token: trader });
    const product = mine.body.products[0];
    expect(product).toMatchObject({ name, status: 'pending_review', additionalDetails: { edition: '25th Anniversary' } });
    expect(product.images).toHaveLength(2);
    const admin = await tokenOf(DEMO.admin.email, DEMO.admin.password);
    expect((await api('POST', `/api/admin/ads/${product.id}/approve`, { token: admin })).status).toBe(200);
    await page.reload();
    await row.getByText('Active').waitFor();

    const buyer = await tokenOf(DEMO.buyer.email, DEMO.buyer.password);
    const card = { cardNumber: '4242424242424242', expiry: '12/39', cvv: '123', cardHolder: 'Demo Buyer' };
    expect((await api('POST', '/api/user/wallet/deposit', { token: buyer, body: { amount: 1000, ...card } })).status).toBe(200);
    const placed = await api('POST', '/api/user/orders', {
      token: buyer,
      body: {
        items: [{ productId: product.id, quantity: 1 }],
        deliveryType: 'shipping',
        shippingAddress: { fullName: 'Demo Buyer', phone: '+966500000003', city: 'Jeddah', address: 'Tahlia St 5' },
      },
    });
    expect(placed.status).toBe(201);
    const order = placed.body.orders[0];

    await page.goto('/trader/orders');
    const orderRow = page.getByRole('row').filter({ hasText: order.orderId });
    await orderRow.getByRole('button', { name: 'Manage' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Tahlia St 5, Jeddah').waitFor();
    await dialog.getByRole('button', { name: 'Mark as processing' }).click();
    await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
    await dialog.getByText('Shipped', { exact: true }).waitFor();
    await dialog.getByText('No status change is possible now.').waitFor();
    await dialog.getByLabel('Upload proof (images or PDF)').setInputFiles({
      name: 'waybill.png',
      mimeType: 'image/png',
      buffer: await photo('#f59e0b'),
    });
    await dialog.getByText('waybill.png').waitFor();
    await snap(page, 'trader-order-shipped');
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download invoice' }).click()]);
    expect(download.suggestedFilename()).toBe(`invoice-${order.id}.pdf`);
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    expect((await api('POST', `/api/user/wallet/confirm-delivery/${order.id}`, { token: buyer })).status).toBe(200);

    await page.goto('/trader/profile');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByLabel('Bank name', { exact: true }).fill('Al Rajhi Bank');
    await page.getByLabel('IBAN', { exact: true }).fill('SA03 8000 0000 6080 1016 7519');
    await page.getByLabel('Account number', { exact: true }).fill('608010167519');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Profile updated successfully').first().waitFor();
    await page.getByText('•••• 7519').waitFor();

    await page.goto('/trader/wallet');
    const before = (await api('GET', '/api/trader/wallet?period=all', { token: trader })).body;
    await page.getByLabel('Amount (SAR)', { exact: true }).fill('100');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByText('Withdrawal request submitted successfully!').first().waitFor();
    await snap(page, 'trader-wallet-withdrawal');
    const after = (await api('GET', '/api/trader/wallet?period=all', { token: trader })).body;
    expect(after.balance.available).toBeCloseTo(before.balance.available - 100, 2);
    expect(after.withdrawals[0]).toMatchObject({ amount: 100, status: 'pending' });

    await page.goto('/trader/dashboard');
    await page.getByText(`Order ${order.orderId}`).first().waitFor();
    await snap(page, 'trader-dashboard');
    await page.context().close();
  });

  it('saves a draft for later, sends it for review from the edit page, reads the approval and turns order updates off', async () => {
    const name = `Tekken 8 ${Date.now().toString(36)}`;
    const page = await newPage(browser);
    await logIn(page, DEMO.trader.email, DEMO.trader.password);
    await page.waitForURL('**/trader/dashboard');

    // Save For Later needs only a name and a price.
    await page.goto('/trader/products/new');
    await page.getByLabel('Product name', { exact: true }).fill(name);
    await page.getByLabel('Price (SAR)', { exact: true }).fill('180');
    await page.getByRole('button', { name: 'Save For Later' }).click();
    await page.getByText('Draft saved successfully').first().waitFor();
    await page.waitForURL('**/trader/products');
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('Draft', { exact: true }).waitFor();

    // The edit page finishes the draft and sends it for admin review; the terms come first.
    await row.getByRole('link', { name: 'Edit' }).click();
    await page.getByText('This product is a draft').waitFor();
    await page.getByRole('button', { name: 'Send for admin review' }).click();
    await page.getByText('Please agree to the terms and conditions').waitFor();
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Fighting' });
    await page.getByLabel('Platform', { exact: true }).selectOption({ label: 'PlayStation 5' });
    await page.getByLabel('City', { exact: true }).selectOption({ label: 'Jeddah' });
    await page.getByLabel('Location', { exact: true }).fill('Al Rawdah');
    await page.getByLabel('Phone', { exact: true }).fill('+966500000002');
    await page.getByLabel('Description', { exact: true }).fill('New, sealed, Arabic subtitles.');
    await page.getByLabel('Quantity', { exact: true }).fill('3');
    await page.getByLabel(/Add a cover photo/).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await photo('#b91c1c') });
    await page.getByLabel('I agree to the terms and conditions').check();
    await snap(page, 'trader-edit-draft');
    await page.getByRole('button', { name: 'Send for admin review' }).click();
    await page.getByText('Product sent for admin review').first().waitFor();
    await page.waitForURL('**/trader/products');
    await row.getByText('Pending review').waitFor();

    const trader = await tokenOf(DEMO.trader.email, DEMO.trader.password);
    const product = (await api('GET', `/api/trader/products?search=${encodeURIComponent(name)}`, { token: trader })).body.products[0];
    expect(product).toMatchObject({ status: 'pending_review', city: 'Jeddah', quantity: 3 });
    expect(product.images).toHaveLength(1);
    const admin = await tokenOf(DEMO.admin.email, DEMO.admin.password);
    expect((await api('POST', `/api/admin/ads/${product.id}/approve`, { token: admin })).status).toBe(200);

    // The approval is in the notifications; opening it shows the product's details, wherever it is in the list.
    await page.goto('/trader/notifications');
    const approval = page.getByRole('button', { name: new RegExp(`"${name}" is now live`) });
    await approval.waitFor();
    await snap(page, 'trader-notifications');
    await approval.click();
    await page.waitForURL((url) => url.pathname === '/trader/products' && url.searchParams.get('open') === product.id);
    const details = page.getByRole('dialog', { name: name });
    await details.getByText('Active', { exact: true }).waitFor();
    await details.getByRole('button', { name: 'Close' }).first().click();

    // Order updates off: a new order no longer notifies; back on, the next one does.
    const buyer = await tokenOf(DEMO.buyer.email, DEMO.buyer.password);
    const card = { cardNumber: '4242424242424242', expiry: '12/39', cvv: '123', cardHolder: 'Demo Buyer' };
    await api('POST', '/api/user/wallet/deposit', { token: buyer, body: { amount: 1000, ...card } });
    const buy = async () =>
      (
        await api('POST', '/api/user/orders', {
          token: buyer,
          body: {
            items: [{ productId: product.id, quantity: 1 }],
            deliveryType: 'shipping',
            shippingAddress: { fullName: 'Demo Buyer', phone: '+966500000003', city: 'Jeddah', address: 'Tahlia St 5' },
          },
        })
      ).body.orders[0].number as number;
    const orderUpdates = page.getByRole('switch', { name: 'Order updates' });
    await page.goto('/trader/settings');
    await orderUpdates.click();
    await page.getByText('Preference updated successfully').first().waitFor();
    expect(await orderUpdates.getAttribute('aria-checked')).toBe('false');
    const quiet = await buy();
    await orderUpdates.click();
    await expect.poll(() => orderUpdates.getAttribute('aria-checked')).toBe('true');
    const heard = await buy();
    await page.goto('/trader/notifications');
    await page.getByText(`You have a new order #${heard}.`).waitFor();
    expect(await page.getByText(`You have a new order #${quiet}.`).count()).toBe(0);
    await page.context().close();
  });
});
