import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newUser } from '../support/accounts.js';
import { codeFromOutbox, launchBrowser, loadsUntilTakenOver, snap, uniquePhone } from '../support/browser.js';
import { deposit, parcelOf, postAd } from '../support/fixtures.js';
import { plain, sar, tr } from '../support/i18n.js';
import { api, DEMO, logIn, tokenOf } from '../support/session.js';

/*
 * The last defects of the Arabic phone walk (issue 17), on a 390×844 phone in Arabic: a wrong code says how many tries
 * are left, forms keep their draft across a refresh, a pickup-only item says where and warns a buyer of another city,
 * a buyer's wallet speaks of their orders, and an open dispute leads its order's page.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const t = (key: string, params?: Record<string, unknown>) => tr('ar', key, params);

async function arabicPhone(): Promise<Page> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    locale: 'ar-SA',
    viewport: { width: 390, height: 844 },
    isMobile: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return loadsUntilTakenOver(page);
}

const draftOf = (page: Page, name: string) => page.evaluate((key) => sessionStorage.getItem(key), `gamesouq.draft.${name}`);

describe('sign-up on an Arabic phone', () => {
  it('keeps what was typed across a refresh (not the passwords), and after a wrong code empties the boxes and says the tries left', async () => {
    const page = await arabicPhone();
    const phone = uniquePhone();
    const local = `0${phone.slice(4)}`;
    await page.goto('/auth');
    await page.getByRole('tab', { name: t('auth.tabs.signup') }).click();
    await page.getByLabel(t('auth.signup.fullName')).fill('سارة العتيبي');
    await page.getByLabel(t('auth.signup.phone'), { exact: true }).pressSequentially(local);
    await page.getByLabel(t('auth.signup.password'), { exact: true }).fill('secret12');
    await page.getByLabel(t('auth.signup.confirmPassword')).fill('secret12');

    await page.reload();
    await page.getByRole('tab', { name: t('auth.tabs.signup') }).click();
    expect(await page.getByLabel(t('auth.signup.fullName')).inputValue()).toBe('سارة العتيبي');
    expect(await page.getByLabel(t('auth.signup.phone'), { exact: true }).inputValue()).toBe(
      `${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`,
    );
    expect(await page.getByLabel(t('auth.signup.password'), { exact: true }).inputValue()).toBe('');
    expect(await draftOf(page, 'signup')).not.toContain('secret12');
    await snap(page, 'arabic-phone-signup-draft');

    await page.getByLabel(t('auth.signup.password'), { exact: true }).fill('secret12');
    await page.getByLabel(t('auth.signup.confirmPassword')).fill('secret12');
    const sentAfter = new Date(Date.now() - 1000).toISOString();
    await page.getByRole('button', { name: t('auth.signup.submit') }).click();
    await page.getByRole('heading', { name: t('verification.title') }).waitFor();
    const code = await codeFromOutbox(phone, { after: sentAfter });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const firstBox = page.getByRole('textbox', { name: t('digitBoxes.digit', { n: 1 }) });
    await firstBox.click();
    await page.keyboard.type(wrong);
    await page.getByRole('button', { name: t('verification.submit') }).click();
    const alert = page.getByRole('alert').filter({ hasText: /\S/ });
    await alert.waitFor();
    expect(plain(await alert.textContent())).toBe(plain(t('errors.codeWrongTries', { triesLeft: 4 })));
    const boxes = await page
      .getByRole('group', { name: t('verification.codeLabel') })
      .getByRole('textbox')
      .all();
    expect(await Promise.all(boxes.map((box) => box.inputValue()))).toEqual(['', '', '', '', '', '']);
    expect(await firstBox.evaluate((box) => box === document.activeElement)).toBe(true);
    await snap(page, 'arabic-phone-wrong-code');

    await page.keyboard.type(code);
    await page.getByRole('button', { name: t('verification.submit') }).click();
    await page.waitForURL('**/home');
    // Signed up: the draft is gone.
    expect(await draftOf(page, 'signup')).toBeNull();
    await page.context().close();
  });
});

describe('a buyer in Jeddah on an Arabic phone', () => {
  it('is told where a pickup-only item is collected, warned before buying it, and keeps the checkout address across a refresh', async () => {
    const admin = await tokenOf(DEMO.admin.email, DEMO.admin.password);
    const [seller, shipper, buyer] = [
      await newUser({ name: 'بائع الرياض' }),
      await newUser({ name: 'بائع الشحن' }),
      await newUser({ name: 'مشتري جدة', city: 'Jeddah' }),
    ];
    const run = Date.now().toString(36);
    const pickupId = await postAd(await tokenOf(seller.email, seller.password), {
      title: `بلايستيشن ٥ استلام فقط ${run}`,
      price: 1500,
      extra: { deliveryType: 'hand', location: 'العليا' },
    });
    const shippedId = await postAd(await tokenOf(shipper.email, shipper.password), {
      title: `يد تحكم دول سنس ${run}`,
      price: 250,
      extra: { deliveryType: 'shipping' },
    });
    for (const id of [pickupId, shippedId]) expect((await api('POST', `/api/admin/ads/${id}/approve`, { token: admin })).status).toBe(200);
    const buyerToken = await tokenOf(buyer.email, buyer.password);
    await deposit(buyerToken, 2000);

    const page = await arabicPhone();
    await logIn(page, buyer.email, buyer.password, 'ar');
    await page.waitForURL('**/home');
    await page.goto(`/product/${pickupId}`);
    const where = page.getByText(t('listing.pickupPlace.place'));
    await where.waitFor();
    expect(plain(await where.textContent())).toBe(`${t('listing.pickupPlace.place')} الرياض، العليا`);
    const warning = page
      .getByRole('note')
      .filter({ hasText: t('listing.pickupPlace.otherCity', { buyerCity: 'جدة', pickupCity: 'الرياض' }) });
    await warning.waitFor();
    // The warning comes before the Add to Cart button.
    const [warningTop, addTop] = await Promise.all([
      warning.evaluate((element) => element.getBoundingClientRect().top),
      page.getByRole('button', { name: t('product.addToCart') }).evaluate((element) => element.getBoundingClientRect().top),
    ]);
    expect(warningTop).toBeLessThan(addTop);
    await snap(page, 'arabic-phone-pickup-product');

    for (const id of [pickupId, shippedId]) {
      expect((await api('POST', '/api/user/cart', { token: buyerToken, body: { productId: id, quantity: 1 } })).status).toBe(200);
    }
    await page.goto('/cart');
    await page.getByRole('button', { name: t('cart.checkout') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(t('listing.pickupPlace.placeOf', { seller: seller.name })).waitFor();
    await dialog
      .getByRole('note')
      .filter({ hasText: t('listing.pickupPlace.otherCity', { buyerCity: 'جدة', pickupCity: 'الرياض' }) })
      .waitFor();
    await dialog.getByLabel(t('cart.confirm.address')).fill('حي الروضة، شارع التحلية ٥');
    await dialog.getByLabel(t('cart.confirm.city')).selectOption('Jeddah');
    await snap(page, 'arabic-phone-pickup-checkout');

    await page.reload();
    await page.getByRole('button', { name: t('cart.checkout') }).click();
    expect(await page.getByRole('dialog').getByLabel(t('cart.confirm.address')).inputValue()).toBe('حي الروضة، شارع التحلية ٥');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('cart.confirm.submit') })
      .click();
    await page.waitForURL('**/orders');
    expect(await draftOf(page, 'checkout-address')).toBeNull();

    // The wallet speaks of the buyer's orders: both held in escrow, spent this month; no sales statistics.
    await page.goto('/wallet');
    const balances = page.getByRole('list', { name: t('wallet.overview.balances') });
    await balances.waitFor();
    const cards = plain(await balances.textContent());
    expect(cards).toContain(`${t('wallet.overview.buyer.inEscrow')}${plain(sar('ar', 1750))}`);
    expect(cards).toContain(`${t('wallet.overview.buyer.spent')}${plain(sar('ar', 1750))}`);
    expect(cards).not.toContain(t('wallet.overview.earnings'));
    await page.getByRole('heading', { name: t('wallet.overview.buyer.recentTitle') }).waitFor();
    await snap(page, 'arabic-phone-buyer-wallet');

    // The shipped order, disputed: its page leads with the dispute, for the buyer and for the seller.
    const orders = await api<{ orders: { id: string; seller: { id: string }; deliveryType: string }[] }>('GET', '/api/user/orders', {
      token: buyerToken,
    });
    const shippedOrder = orders.body.orders.find((order) => order.deliveryType === 'shipping')!;
    const shipperToken = await tokenOf(shipper.email, shipper.password);
    for (const status of ['processing', 'shipped']) {
      const body = { status, ...(status === 'shipped' ? await parcelOf(shipperToken, shippedOrder.id) : {}) };
      expect((await api('PATCH', `/api/user/orders/${shippedOrder.id}/status`, { token: shipperToken, body })).status).toBe(200);
    }
    const opened = await api('POST', `/api/user/orders/${shippedOrder.id}/dispute`, {
      token: buyerToken,
      body: { reason: 'damaged', details: 'وصلت يد التحكم مكسورة من الجانب.' },
    });
    expect(opened.status).toBe(201);

    await page.goto(`/orders/${shippedOrder.id}`);
    const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
    await header.getByText(t('orders.dispute.pillOpen')).waitFor();
    expect(await header.getByText(t('orders.status.shipped')).count()).toBe(0);
    const actions = header.getByRole('button');
    expect(plain(await actions.first().textContent())).toBe(t('orders.actions.viewDispute'));
    expect(plain(await actions.nth(1).textContent())).toBe(t('orders.actions.addEvidence'));
    await snap(page, 'arabic-phone-disputed-order');
    await actions.nth(1).click();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await page.context().close();

    const sellerPage = await arabicPhone();
    await logIn(sellerPage, shipper.email, shipper.password, 'ar');
    await sellerPage.waitForURL('**/home');
    await sellerPage.goto(`/orders/${shippedOrder.id}`);
    const sellerHeader = sellerPage.locator('header').filter({ has: sellerPage.getByRole('heading', { level: 1 }) });
    await sellerHeader.getByText(t('orders.dispute.pillOpen')).waitFor();
    expect(plain(await sellerHeader.getByRole('button').first().textContent())).toBe(t('orders.actions.viewDispute'));
    await snap(sellerPage, 'arabic-phone-disputed-sale');

    // The seller's wallet keeps the sales statistics.
    await sellerPage.goto('/wallet');
    await sellerPage.getByRole('heading', { name: t('wallet.overview.statsTitle') }).waitFor();

    // A new ad keeps its text across a refresh, until it is posted.
    await sellerPage.goto('/ads/new');
    await sellerPage.getByLabel(t('adForm.fields.title'), { exact: false }).first().fill('سويتش أوليد مع لعبتين');
    // The refresh comes once the page has kept the draft, as a person's refresh comes well after their last key.
    await expect.poll(() => draftOf(sellerPage, 'new-ad')).toContain('سويتش أوليد مع لعبتين');
    await sellerPage.reload();
    expect(await sellerPage.getByLabel(t('adForm.fields.title'), { exact: false }).first().inputValue()).toBe('سويتش أوليد مع لعبتين');
    await snap(sellerPage, 'arabic-phone-ad-draft');
    await sellerPage.context().close();
  });
});
