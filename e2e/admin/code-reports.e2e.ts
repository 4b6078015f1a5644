import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../support/accounts.js';
import { launchBrowser, newPage } from '../support/browser.js';
import { deposit, postAd } from '../support/fixtures.js';
import { LANGUAGES, type Lang } from '../support/i18n.js';
import { chooseLanguage, Journey, languageName } from '../support/journey.js';
import { api, DEMO, logIn, tokenOf } from '../support/session.js';

type Ad = { id: string; title: string };
type Order = { id: string; orderId: string; status: string; pickup: { code: string | null } | null };

let browser: Browser;
let psn: Ad;
let admin: string;
let trader: string;
/** The demo accounts' preferences: signing in in a language saves it, and the files after this one expect them. */
const preferences = new Map<string, Record<string, unknown>>();
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await tokenOf(DEMO.admin.email, DEMO.admin.password);
  trader = await tokenOf(DEMO.trader.email, DEMO.trader.password);
  for (const token of [admin, trader]) {
    preferences.set(token, (await api('GET', '/api/user/preferences', { token })).body.preferences);
  }
  const { body } = await api<{ ads: Ad[] }>('GET', '/api/ads/home?limit=100');
  psn = body.ads.find((ad) => ad.title === 'PSN Gift Card 50 SAR (KSA)')!;
  if (!psn) throw new Error('The demo data lacks the PSN code listing');
});
afterAll(async () => {
  for (const [token, saved] of preferences) await api('PUT', '/api/user/preferences', { token, body: saved });
  await browser?.close();
});

/** A page in `lang` (English on a laptop, Arabic on a phone), signed in as a demo account. */
async function signedIn(lang: Lang, account: { email: string; password: string }) {
  const page = await newPage(browser, lang === 'ar' ? { width: 390, height: 844, locale: 'ar-SA' } : { width: 1280, height: 800 });
  await logIn(page, account.email, account.password, lang);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  if ((await page.evaluate(() => document.documentElement.lang)) !== lang) await chooseLanguage(page, lang);
  return page;
}

/** A new buyer pays a PSN code from the wallet, reveals it and reports it as not working. */
async function reportedCodeOrder() {
  const buyer = await newUser({ name: 'Code Buyer' });
  const token = await tokenOf(buyer.email, buyer.password);
  await deposit(token, 200);
  await api('POST', '/api/user/cart', { token, body: { productId: psn.id, quantity: 1 } });
  const placed = await api<{ orders: Order[] }>('POST', '/api/user/orders', { token, body: {} });
  expect(placed.status).toBe(201);
  const order = placed.body.orders[0]!;
  expect((await api('POST', `/api/user/orders/${order.id}/codes/reveal`, { token })).status).toBe(200);
  const reported = await api('POST', `/api/user/orders/${order.id}/codes/report`, { token, body: { reason: 'already_used' } });
  expect(reported.status).toBe(200);
  return { buyer, token, order };
}

for (const lang of LANGUAGES) {
  describe(`code reports and digital states in ${languageName(lang)}`, () => {
    const { t } = new Journey('admin', lang);
    let page: Page;

    it('shows a code order as Code ready, not Shipped, with Reveal code in the buyer’s orders', async () => {
      const buyer = await newUser({ name: 'Fresh Buyer' });
      const token = await tokenOf(buyer.email, buyer.password);
      await deposit(token, 200);
      await api('POST', '/api/user/cart', { token, body: { productId: psn.id, quantity: 1 } });
      const order = (await api<{ orders: Order[] }>('POST', '/api/user/orders', { token, body: {} })).body.orders[0]!;
      const buyerPage = await signedIn(lang, buyer);
      await buyerPage.goto('/orders');
      const card = buyerPage.getByRole('article', { name: t('orders.orderTitle', { id: order.orderId }) });
      await card.getByText(t('orders.digitalStatus.codeReady'), { exact: true }).waitFor();
      expect(await card.getByText(t('orders.status.shipped'), { exact: true }).count()).toBe(0);
      await card.getByRole('link', { name: t('orders.actions.revealCode') }).click();
      await buyerPage.waitForURL(`**/orders/${order.id}`);
      expect(await buyerPage.getByRole('button', { name: t('orders.actions.trackOrder') }).count()).toBe(0);
      await buyerPage.context().close();
    });

    it('lets an admin reject one report and refund another from the Code reports queue, never showing a code', async () => {
      const rejected = await reportedCodeOrder();
      const refunded = await reportedCodeOrder();
      page = await signedIn(lang, DEMO.admin);
      await page.goto('/admin/code-reports');
      await page.getByRole('heading', { name: t('adminPanel.codeReports.title') }).waitFor();
      for (const { order, decision } of [
        { order: rejected.order, decision: 'reject' as const },
        { order: refunded.order, decision: 'refund' as const },
      ]) {
        const card = page.getByRole('article', { name: t('adminPanel.codeReports.order', { number: order.orderId }) });
        await card.getByText(psn.title).waitFor();
        await card.getByText(t('digitalOrder.reasons.already_used')).waitFor();
        await card.getByText(t('digitalOrder.reportStatus.open')).waitFor();
        await card.getByRole('button', { name: t(`adminPanel.codeReports.${decision}`) }).click();
        const dialog = page.getByRole('dialog', { name: t(`adminPanel.codeReports.${decision}`) });
        await dialog.getByLabel(t('adminPanel.codeReports.note')).fill('Checked with the seller');
        await dialog.getByRole('button', { name: t(`adminPanel.codeReports.${decision}`) }).click();
        await card.waitFor({ state: 'detached' });
      }
      await page.getByLabel(t('adminPanel.codeReports.state')).selectOption('decided');
      const decided = page.getByRole('article', { name: t('adminPanel.codeReports.order', { number: refunded.order.orderId }) });
      await decided.getByText(t('digitalOrder.reportStatus.refunded')).waitFor();
      await decided.getByText('Checked with the seller').waitFor();
      const reveal = await api<{ codes: { code: string }[] }>('POST', `/api/user/orders/${rejected.order.id}/codes/reveal`, {
        token: rejected.token,
      });
      expect(await page.content()).not.toContain(reveal.body.codes[0]!.code);
      const order = await api<{ status: string; payment_status: string }>('GET', `/api/user/orders/${refunded.order.id}`, {
        token: refunded.token,
      });
      expect([order.body.status, order.body.payment_status]).toEqual(['canceled', 'refunded']);
      await page.context().close();
    });
  });
}

describe('the trader panel’s pickup hand-over', () => {
  it('confirms a pickup with the buyer’s code, as the seller’s order page does', async () => {
    const lang: Lang = 'en';
    const { t } = new Journey('trader', lang);
    const adId = await postAd(trader, { title: `Pickup controller ${Date.now()}`, price: 120, extra: { deliveryType: 'hand' } });
    expect((await api('POST', `/api/admin/ads/${adId}/approve`, { token: admin })).status).toBe(200);
    const buyer = await newUser({ name: 'Pickup Buyer' });
    const token = await tokenOf(buyer.email, buyer.password);
    await deposit(token, 300);
    await api('POST', '/api/user/cart', { token, body: { productId: adId, quantity: 1 } });
    const placed = await api<{ orders: Order[] }>('POST', '/api/user/orders', { token, body: { deliveryType: 'pickup' } });
    expect(placed.status).toBe(201);
    const order = placed.body.orders[0]!;
    for (const status of ['processing', 'ready_for_pickup']) {
      expect((await api('PATCH', `/api/trader/orders/${order.id}/status`, { token: trader, body: { status } })).status).toBe(200);
    }
    const code = (await api<Order>('GET', `/api/user/orders/${order.id}`, { token })).body.pickup!.code!;

    const page = await signedIn(lang, DEMO.trader);
    await page.goto(`/trader/orders?search=${order.orderId.replace('#', '')}`);
    const row = page.getByRole('row').filter({ hasText: order.orderId });
    await row.getByRole('button', { name: t('traderPanel.orders.manage') }).click();
    const dialog = page.getByRole('dialog', { name: t('traderPanel.orders.orderTitle', { id: order.orderId }) });
    await dialog.getByRole('button', { name: t('orders.pickup.confirm') }).click();
    const handover = page.getByRole('dialog', { name: t('orders.pickup.confirmTitle') });
    await handover.getByLabel(t('orders.pickup.code')).fill(code === '000000' ? '111111' : '000000');
    await handover.getByRole('button', { name: t('orders.pickup.confirm') }).click();
    await handover.getByText(t('errors.pickupCodeWrongTries', { triesLeft: 4 })).waitFor();
    await handover.getByLabel(t('orders.pickup.code')).fill(code);
    await handover.getByRole('button', { name: t('orders.pickup.confirm') }).click();
    await handover.waitFor({ state: 'detached' });
    await dialog.getByText(t('traderPanel.orders.noMoves')).waitFor();
    const after = await api<{ pickup: { handedOverAt: string | null } }>('GET', `/api/user/orders/${order.id}`, { token });
    expect(after.body.pickup?.handedOverAt).toBeTruthy();
    await page.context().close();
  });
});
