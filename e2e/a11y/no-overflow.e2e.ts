import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { paths } from '../../apps/web/src/config/paths.js';
import { codeFromOutbox, launchBrowser, newPage, snap } from '../support/browser.js';
import { tr } from '../support/i18n.js';
import { api, DEMO, logIn, tokenOf } from '../support/session.js';
import { type Fixtures, type Language, newAccount, prepareFixtures, type Role, roundRobin, textOf, turnsByRole } from './fixtures.js';

/*
 * Issue 17, "Done when": no screen of the router is wider than a 390 px phone, in Arabic or in English. Every route of
 * config/paths.ts is visited as the role it is for; a route added there without a line here fails the first test.
 */

type Visit = { role: Role; href: () => string; open?: (page: Page, language: Language) => Promise<unknown> };

let browser: Browser;
let data: Fixtures;

/** Password recovery for an account of its own, up to the code boxes or the new password form. */
async function recoverUpTo(page: Page, step: 'code' | 'password', language: Language) {
  const { email } = await newAccount();
  await page.goto('/recover-password');
  await page.getByRole('textbox').first().fill(email);
  const sentAfter = new Date().toISOString();
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL('**/verify-code');
  if (step === 'code') return;
  const code = await codeFromOutbox(email, { after: sentAfter });
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: textOf(language, 'common.continue') }).click();
  await page.waitForURL('**/new-password');
}

const visits: Record<string, Visit> = {
  [paths.landing.path]: { role: 'visitor', href: () => '/' },
  [paths.about.path]: { role: 'visitor', href: () => '/about' },
  [paths.contact.path]: { role: 'visitor', href: () => '/contact' },
  [paths.terms.path]: { role: 'visitor', href: () => '/terms' },
  [paths.auth.login.path]: { role: 'visitor', href: () => '/auth' },
  [paths.auth.otpSignIn.path]: { role: 'visitor', href: () => '/auth/otp' },
  [paths.auth.recoverPassword.path]: { role: 'visitor', href: () => '/recover-password' },
  [paths.auth.verifyCode.path]: {
    role: 'visitor',
    href: () => '/recover-password',
    open: (page, language) => recoverUpTo(page, 'code', language),
  },
  [paths.auth.newPassword.path]: {
    role: 'visitor',
    href: () => '/recover-password',
    open: (page, language) => recoverUpTo(page, 'password', language),
  },
  [paths.auth.loginSuccess.path]: { role: 'buyer', href: () => '/login-success' },
  // Without a ticket from Google or Apple: the screen that says the sign-in has expired.
  [paths.auth.socialSignIn.path]: { role: 'visitor', href: () => '/auth/social' },

  [paths.app.home.path]: { role: 'buyer', href: () => '/home' },
  [paths.app.category.path]: { role: 'buyer', href: () => '/c/consoles' },
  [paths.app.product.path]: { role: 'buyer', href: () => paths.app.product.getHref(data.productId) },
  [paths.app.orders.path]: { role: 'buyer', href: () => '/orders' },
  [paths.app.order.path]: { role: 'buyer', href: () => paths.app.order.getHref(data.disputedOrderId) },
  [paths.app.cart.path]: { role: 'buyer', href: () => '/cart' },
  // The gateway's way back, for a payment that is not the buyer's: the page says so in its own frame.
  [paths.app.checkoutReturn.path]: { role: 'buyer', href: () => paths.app.checkoutReturn.getHref('unknown-payment') },
  [paths.app.walletReturn.path]: { role: 'buyer', href: () => paths.app.walletReturn.getHref('unknown-payment') },
  [paths.app.favorites.path]: { role: 'buyer', href: () => '/favorites' },
  [paths.app.following.path]: { role: 'buyer', href: () => '/following' },
  [paths.app.savedSearches.path]: { role: 'buyer', href: () => '/saved-searches' },
  [paths.app.wallet.path]: { role: 'buyer', href: () => '/wallet' },
  [paths.app.ads.path]: { role: 'buyer', href: () => '/ads' },
  [paths.app.newAd.path]: { role: 'buyer', href: () => '/ads/new' },
  [paths.app.editAd.path]: { role: 'buyer', href: () => paths.app.editAd.getHref(data.ownAdId) },
  [paths.app.chat.path]: { role: 'buyer', href: () => '/chat' },
  [paths.app.chatWith.path]: { role: 'buyer', href: () => paths.app.chatWith.getHref(data.chatId) },
  [paths.app.profile.path]: { role: 'buyer', href: () => '/profile' },
  [paths.app.seller.path]: { role: 'buyer', href: () => paths.app.seller.getHref(data.traderId) },
  [paths.app.sellerLevels.path]: { role: 'visitor', href: () => '/seller-levels' },
  [paths.app.item.path]: { role: 'visitor', href: () => paths.app.item.getHref(data.itemId) },

  [paths.trader.root.path]: { role: 'trader', href: () => '/trader' },
  [paths.trader.dashboard.path]: { role: 'trader', href: () => '/trader/dashboard' },
  [paths.trader.products.path]: { role: 'trader', href: () => '/trader/products' },
  [paths.trader.newProduct.path]: { role: 'trader', href: () => '/trader/products/new' },
  [paths.trader.editProduct.path]: { role: 'trader', href: () => paths.trader.editProduct.getHref(data.traderProductId) },
  [paths.trader.orders.path]: { role: 'trader', href: () => '/trader/orders' },
  [paths.trader.wallet.path]: { role: 'trader', href: () => '/trader/wallet' },
  [paths.trader.vatReport.path]: { role: 'trader', href: () => '/trader/vat-report' },
  [paths.trader.notifications.path]: { role: 'trader', href: () => '/trader/notifications' },
  [paths.trader.profile.path]: { role: 'trader', href: () => '/trader/profile' },
  [paths.trader.settings.path]: { role: 'trader', href: () => '/trader/settings' },
  [paths.trader.chat.path]: { role: 'trader', href: () => `/trader/chat?chat_id=${data.chatId}` },

  [paths.admin.root.path]: { role: 'admin', href: () => '/admin' },
  [paths.admin.dashboard.path]: { role: 'admin', href: () => '/admin/dashboard' },
  [paths.admin.orders.path]: { role: 'admin', href: () => '/admin/orders' },
  [paths.admin.order.path]: { role: 'admin', href: () => paths.admin.order.getHref(data.disputedOrderId) },
  [paths.admin.editOrder.path]: { role: 'admin', href: () => paths.admin.editOrder.getHref(data.orderId) },
  [paths.admin.categories.path]: { role: 'admin', href: () => '/admin/categories' },
  [paths.admin.platforms.path]: { role: 'admin', href: () => '/admin/platforms' },
  [paths.admin.manageAds.path]: { role: 'admin', href: () => '/admin/manage-ads' },
  [paths.admin.banners.path]: { role: 'admin', href: () => '/admin/banners' },
  [paths.admin.searchSynonyms.path]: { role: 'admin', href: () => '/admin/search-synonyms' },
  [paths.admin.clients.path]: { role: 'admin', href: () => '/admin/clients' },
  [paths.admin.notifications.path]: { role: 'admin', href: () => '/admin/notifications' },
  [paths.admin.promoCodes.path]: { role: 'admin', href: () => '/admin/promocodes' },
  [paths.admin.withdrawals.path]: { role: 'admin', href: () => '/admin/withdrawals' },
  [paths.admin.settings.path]: { role: 'admin', href: () => '/admin/settings' },
  [paths.admin.zatca.path]: { role: 'admin', href: () => '/admin/settings/zatca' },
  [paths.admin.catalogueItems.path]: { role: 'admin', href: () => '/admin/catalogue-items' },
  [paths.admin.chat.path]: { role: 'admin', href: () => `/admin/chat?chat_id=${data.adminChatId}` },
  [paths.admin.disputes.path]: { role: 'admin', href: () => '/admin/disputes' },
  [paths.admin.codeReports.path]: { role: 'admin', href: () => '/admin/code-reports' },
  [paths.admin.reports.path]: { role: 'admin', href: () => '/admin/reports' },
  [paths.admin.auditLog.path]: { role: 'admin', href: () => '/admin/audit-log' },
  [paths.admin.deadJobs.path]: { role: 'admin', href: () => '/admin/dead-jobs' },
  [paths.admin.deletionRequests.path]: { role: 'admin', href: () => '/admin/deletion-requests' },
  [paths.admin.contactMessages.path]: { role: 'admin', href: () => '/admin/contact-messages' },
};

/** Every `path` of the route table, however deep it is nested. */
function routesOf(node: unknown): string[] {
  if (typeof node !== 'object' || node === null) return [];
  if ('path' in node && typeof node.path === 'string') return [node.path];
  return Object.values(node).flatMap(routesOf);
}

/** How far the page reaches beyond the screen's width, on either side (a right-to-left page overflows to the left). */
const overflowOf = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });

/** The screen is drawn and its data loaded. */
async function settle(page: Page) {
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
}

const PHONE = { width: 390, height: 844 };

beforeAll(async () => {
  browser = await launchBrowser();
  data = await prepareFixtures();
});
afterAll(() => browser?.close());

it('covers every route of the router', () => {
  expect(Object.keys(visits).sort()).toEqual(routesOf(paths).sort());
});

async function savedLanguage(token: string) {
  const { body } = await api<{ preferences: Record<string, unknown> }>('GET', '/api/user/preferences', { token });
  return body.preferences;
}

async function saveLanguage(token: string, preferences: Record<string, unknown>) {
  const saved = await api('PUT', '/api/user/preferences', { token, body: preferences });
  if (saved.status !== 200) throw new Error(`Preferences refused: ${JSON.stringify(saved.body)}`);
}

for (const language of ['ar', 'en'] as const) {
  describe(`no horizontal overflow at 390 px, ${language === 'ar' ? 'Arabic' : 'English'}`, () => {
    const pages = {} as Record<Role, Page>;
    let traderToken = '';
    let traderPreferences: Record<string, unknown> = {};
    const inTurn = turnsByRole();

    beforeAll(async () => {
      const accounts = { buyer: data.buyer, trader: DEMO.trader, admin: data.admin };
      // The account's language wins at sign-in: the demo trader's is put back afterwards, the files after this one expect it.
      traderToken = await tokenOf(DEMO.trader.email, DEMO.trader.password);
      traderPreferences = await savedLanguage(traderToken);
      for (const role of ['buyer', 'trader', 'admin'] as const) {
        const token = await tokenOf(accounts[role].email, accounts[role].password);
        await saveLanguage(token, { ...(await savedLanguage(token)), language });
      }
      for (const role of ['visitor', 'buyer', 'trader', 'admin'] as const) {
        pages[role] = await newPage(browser, PHONE);
        await pages[role].context().addCookies([{ name: 'lang', value: language, url: inject('baseUrl') }]);
      }
      await Promise.all(
        (['buyer', 'trader', 'admin'] as const).map(async (role) => {
          await logIn(pages[role], accounts[role].email, accounts[role].password, language);
          await pages[role].waitForURL((url) => !url.pathname.startsWith('/auth'));
          await settle(pages[role]);
        }),
      );
    });
    afterAll(async () => {
      await Promise.all(Object.values(pages).map((page) => page.context().close()));
      await saveLanguage(traderToken, traderPreferences);
    });

    it.concurrent('buyer: the notifications panel opens inside the screen', ({ expect }) =>
      inTurn('buyer', async () => {
        const page = pages.buyer;
        await page.goto('/home');
        await settle(page);
        await page.getByRole('button', { name: new RegExp(`^${textOf(language, 'notifications.label')}`) }).click();
        const panel = page.getByRole('dialog').first();
        await panel.waitFor();
        await snap(page, `overflow-${language}-buyer-notifications-open`);
        const box = await panel.boundingBox();
        expect(box?.x).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(PHONE.width);
      }));

    it.concurrent('buyer: the filter sheet and the list view of Home, and the photo viewer, stay inside the screen', ({ expect }) =>
      inTurn('buyer', async () => {
        const page = pages.buyer;
        await page.goto('/home');
        await settle(page);
        await page.getByRole('button', { name: new RegExp(`^${textOf(language, 'home.filters')}`) }).click();
        await page.getByRole('dialog', { name: textOf(language, 'home.filters') }).waitFor();
        await snap(page, `overflow-${language}-buyer-home-filter-sheet`);
        expect((await overflowOf(page)).scrollWidth).toBeLessThanOrEqual(PHONE.width);
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: textOf(language, 'home.view.list'), exact: true }).click();
        await snap(page, `overflow-${language}-buyer-home-list`);
        expect((await overflowOf(page)).scrollWidth).toBeLessThanOrEqual(PHONE.width);
        await page.getByRole('button', { name: textOf(language, 'home.view.grid'), exact: true }).click();
        await page.goto(paths.app.product.getHref(data.productId));
        await settle(page);
        await page.getByRole('button', { name: tr(language, 'product.openViewer', { n: 1 }) }).click();
        await page.getByRole('dialog').last().waitFor();
        await snap(page, `overflow-${language}-buyer-photo-viewer`);
        expect((await overflowOf(page)).scrollWidth).toBeLessThanOrEqual(PHONE.width);
        await page.keyboard.press('Escape');
      }));

    const byRole = (['visitor', 'buyer', 'trader', 'admin'] as const).map((role) =>
      Object.entries(visits).filter(([, visit]) => visit.role === role),
    );
    for (const [route, visit] of roundRobin(byRole)) {
      it.concurrent(`${visit.role}: ${route}`, ({ expect }) =>
        inTurn(visit.role, async () => {
          const page = pages[visit.role];
          await page.goto(visit.href());
          await settle(page);
          await visit.open?.(page, language);
          await page.waitForLoadState('networkidle');
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
          await snap(page, `overflow-${language}-${visit.role}-${route.replaceAll('/', '_').replaceAll(':', '')}`);
          const { scrollWidth, clientWidth } = await overflowOf(page);
          expect(scrollWidth, `${route} is ${scrollWidth} px wide on a ${clientWidth} px screen`).toBeLessThanOrEqual(clientWidth);
        }));
    }
  });
}
