import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { codeFromOutbox, launchBrowser, newPage } from '../support/browser.js';
import { api, DEMO, logIn, tokenOf } from '../support/session.js';
import {
  type Fixtures,
  type Language,
  newAccount,
  patternOf,
  prepareFixtures,
  type Role,
  roundRobin,
  textOf,
  turnsByRole,
} from './fixtures.js';

let browser: Browser;
let data: Fixtures;

beforeAll(async () => {
  browser = await launchBrowser();
  data = await prepareFixtures();
});
afterAll(() => browser?.close());

/**
 * A screen: a route, and optionally what opens on it (a tab, a menu, a dialog) before the check. `open` gets the
 * texts of the page's language, so that the same steps find the same controls in English and in Arabic.
 */
type Screen = {
  name: string;
  path: () => string;
  open?: (page: Page, text: (key: string) => string, pattern: (key: string) => RegExp) => Promise<unknown>;
  /** A width other than the desktop's (the panels' sidebar is a drawer below 1024 px). */
  width?: number;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startsWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

const openMenu = (key: string) => async (page: Page, text: (key: string) => string) => {
  await page.getByRole('button', { name: text(key) }).click();
  await page.getByRole('menu').waitFor();
};
const openTab = (index: number) => (page: Page) => page.getByRole('tab').nth(index).click();
/** The small screens' menu button of the site and of the general area: it unfolds the links under the header. */
const unfoldMenu = async (page: Page, text: (key: string) => string) => {
  await page.getByRole('button', { name: text('common.openMenu') }).click();
  await page.getByRole('button', { name: text('common.closeMenu'), expanded: true }).waitFor();
};
const dialogOpened = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog')).first().waitFor();
/** Opens the dialog of a button on the screen (Add Funds, Create Promo Code...). */
const openDialog = (key: string) => async (page: Page, text: (key: string) => string) => {
  await page
    .getByRole('button', { name: text(key), exact: true })
    .first()
    .click();
  await dialogOpened(page);
};

/** The steps of password recovery up to the code and then the new password, for an account of its own. */
async function recoverUpTo(page: Page, step: 'code' | 'password', text: (key: string) => string) {
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
  await page.getByRole('button', { name: text('common.continue') }).click();
  await page.waitForURL('**/new-password');
}

const screens: Record<Role, Screen[]> = {
  visitor: [
    { name: 'landing', path: () => '/' },
    { name: 'landing, language menu open', path: () => '/', open: openMenu('common.language') },
    { name: 'landing, menu unfolded (mobile)', path: () => '/', width: 390, open: unfoldMenu },
    { name: 'about', path: () => '/about' },
    { name: 'contact', path: () => '/contact' },
    { name: 'terms', path: () => '/terms' },
    { name: 'login tab', path: () => '/auth' },
    { name: 'signup tab', path: () => '/auth', open: openTab(1) },
    { name: 'OTP sign-in', path: () => '/auth/otp' },
    { name: 'login success (no session: back to login)', path: () => '/login-success' },
    { name: 'recover password', path: () => '/recover-password' },
    { name: 'verify code', path: () => '/recover-password', open: (page, text) => recoverUpTo(page, 'code', text) },
    { name: 'new password', path: () => '/recover-password', open: (page, text) => recoverUpTo(page, 'password', text) },
    // The marketplace is open to visitors (docs/decisions/017).
    { name: 'home (visitor)', path: () => '/home' },
    { name: 'product (visitor)', path: () => `/product/${data.productId}` },
    { name: 'seller profile (visitor)', path: () => `/sellers/${data.traderId}` },
    { name: 'seller levels', path: () => '/seller-levels' },
    { name: 'item page (visitor)', path: () => `/items/${data.itemId}` },
  ],
  buyer: [
    { name: 'login success (home of the role)', path: () => '/login-success' },
    { name: 'home', path: () => '/home' },
    { name: 'home, user menu open', path: () => '/home', open: openMenu('userMenu.label') },
    { name: 'home, menu unfolded (mobile)', path: () => '/home', width: 390, open: unfoldMenu },
    {
      name: 'home, notification panel open',
      path: () => '/home',
      open: async (page, text) => {
        await page.getByRole('button', { name: startsWith(text('notifications.label')) }).click();
        await dialogOpened(page);
      },
    },
    { name: 'product', path: () => `/product/${data.productId}` },
    { name: 'product, report dialog', path: () => `/product/${data.productId}`, open: openDialog('product.report') },
    {
      name: 'product, chat drawer',
      path: () => `/product/${data.productId}`,
      open: async (page, text) => {
        // The seller's Chat button; the related ads below have one each.
        await page
          .getByRole('button', { name: text('ad.chat'), exact: true })
          .first()
          .click();
        await dialogOpened(page);
        await page.getByRole('dialog').getByRole('textbox').waitFor();
        await page.waitForLoadState('networkidle');
      },
    },
    { name: 'seller profile', path: () => `/sellers/${data.traderId}` },
    { name: 'favorites', path: () => '/favorites' },
    { name: 'saved searches', path: () => '/saved-searches' },
    { name: 'home, save search dialog', path: () => '/home?search=zelda', open: openDialog('savedSearches.save') },
    { name: 'cart', path: () => '/cart' },
    { name: 'cart, checkout dialog', path: () => '/cart', open: openDialog('cart.checkout') },
    { name: 'orders', path: () => '/orders' },
    { name: 'order details', path: () => `/orders/${data.orderId}` },
    { name: 'order details, disputed', path: () => `/orders/${data.disputedOrderId}` },
    { name: 'wallet', path: () => '/wallet' },
    {
      name: 'wallet, Add Funds',
      path: () => '/wallet',
      open: async (page, text) => {
        await page
          .getByRole('button', { name: text('wallet.actions.addFunds') })
          .first()
          .click();
        await dialogOpened(page);
      },
    },
    { name: 'my ads', path: () => '/ads' },
    {
      name: 'my ads, delete confirmation',
      path: () => '/ads',
      open: async (page, text) => {
        await page
          .getByRole('button', { name: text('myAds.delete'), exact: true })
          .first()
          .click();
        await dialogOpened(page);
      },
    },
    { name: 'new ad', path: () => '/ads/new' },
    { name: 'edit ad', path: () => `/ads/edit/${data.ownAdId}` },
    { name: 'chat list', path: () => '/chat' },
    { name: 'chat thread', path: () => `/chat/${data.chatId}` },
    { name: 'account settings: profile', path: () => '/profile' },
    { name: 'account settings: preferences', path: () => '/profile', open: openTab(1) },
    { name: 'account settings: security', path: () => '/profile', open: openTab(2) },
    { name: 'account settings: notifications', path: () => '/profile', open: openTab(3) },
    { name: 'account settings: selling', path: () => '/profile', open: openTab(4) },
  ],
  trader: [
    { name: 'dashboard', path: () => '/trader/dashboard' },
    {
      name: 'dashboard, sidebar drawer (mobile)',
      path: () => '/trader/dashboard',
      width: 390,
      open: async (page, text) => {
        await page.getByRole('button', { name: text('common.openMenu') }).click();
        await dialogOpened(page);
      },
    },
    { name: 'products', path: () => '/trader/products' },
    {
      name: 'products, product details',
      path: () => '/trader/products',
      open: async (page, text) => {
        await page
          .getByRole('button', { name: text('traderPanel.products.details'), exact: true })
          .first()
          .click();
        await dialogOpened(page);
      },
    },
    { name: 'new product', path: () => '/trader/products/new' },
    { name: 'edit product', path: () => `/trader/products/edit/${data.traderProductId}` },
    { name: 'orders', path: () => '/trader/orders' },
    {
      name: 'orders, order details',
      path: () => '/trader/orders',
      open: async (page, text) => {
        await page
          .getByRole('button', { name: text('traderPanel.orders.manage'), exact: true })
          .first()
          .click();
        await dialogOpened(page);
        await page.waitForLoadState('networkidle');
      },
    },
    { name: 'wallet', path: () => '/trader/wallet' },
    { name: 'vat report', path: () => '/trader/vat-report' },
    { name: 'notifications', path: () => '/trader/notifications' },
    { name: 'profile', path: () => '/trader/profile' },
    { name: 'settings', path: () => '/trader/settings' },
    { name: 'chat', path: () => '/trader/chat' },
    { name: 'chat thread', path: () => `/trader/chat?chat_id=${data.chatId}` },
  ],
  admin: [
    { name: 'dashboard', path: () => '/admin/dashboard' },
    {
      name: 'dashboard, sidebar drawer (mobile)',
      path: () => '/admin/dashboard',
      width: 390,
      open: async (page, text) => {
        await page.getByRole('button', { name: text('common.openMenu') }).click();
        await dialogOpened(page);
      },
    },
    { name: 'orders', path: () => '/admin/orders' },
    { name: 'order detail', path: () => `/admin/orders/${data.disputedOrderId}` },
    { name: 'order edit', path: () => `/admin/orders/${data.orderId}/edit` },
    { name: 'categories', path: () => '/admin/categories' },
    { name: 'categories, add dialog', path: () => '/admin/categories', open: openDialog('adminPanel.categories.add') },
    { name: 'platforms', path: () => '/admin/platforms' },
    { name: 'manage ads', path: () => '/admin/manage-ads' },
    {
      name: 'manage ads, reject reason',
      path: () => '/admin/manage-ads',
      open: async (page, _text, pattern) => {
        await page
          .getByRole('button', { name: pattern('adminPanel.ads.rejectAd') })
          .first()
          .click();
        await dialogOpened(page);
      },
    },
    { name: 'banners', path: () => '/admin/banners' },
    { name: 'banners, add dialog', path: () => '/admin/banners', open: openDialog('adminPanel.banners.add') },
    { name: 'clients: traders request', path: () => '/admin/clients' },
    { name: 'clients: users', path: () => '/admin/clients', open: openTab(2) },
    { name: 'clients, add member dialog', path: () => '/admin/clients', open: openDialog('adminPanel.clients.addMember') },
    { name: 'notification centre', path: () => '/admin/notifications' },
    { name: 'promo codes', path: () => '/admin/promocodes' },
    { name: 'promo codes, create dialog', path: () => '/admin/promocodes', open: openDialog('adminPanel.promos.create') },
    { name: 'withdrawals', path: () => '/admin/withdrawals' },
    {
      name: 'withdrawals, reject reason',
      path: () => '/admin/withdrawals',
      open: async (page, _text, pattern) => {
        await page
          .getByRole('button', { name: pattern('adminPanel.withdrawals.rejectFor') })
          .first()
          .click();
        await dialogOpened(page);
      },
    },
    { name: 'settings', path: () => '/admin/settings' },
    { name: 'chat', path: () => '/admin/chat' },
    { name: 'chat thread', path: () => `/admin/chat?chat_id=${data.adminChatId}` },
    { name: 'disputes', path: () => '/admin/disputes' },
    { name: 'code reports', path: () => '/admin/code-reports' },
    { name: 'reports', path: () => '/admin/reports' },
    { name: 'audit log', path: () => '/admin/audit-log' },
    { name: 'deletion requests', path: () => '/admin/deletion-requests' },
    { name: 'contact messages', path: () => '/admin/contact-messages' },
  ],
};

async function saveLanguage(account: { email: string; password: string }, language: Language) {
  const token = await tokenOf(account.email, account.password);
  const { body } = await api<{ preferences: Record<string, unknown> }>('GET', '/api/user/preferences', { token });
  const saved = await api('PUT', '/api/user/preferences', { token, body: { ...body.preferences, language } });
  if (saved.status !== 200) throw new Error(`Preferences refused: ${JSON.stringify(saved.body)}`);
}

async function switchToArabic(page: Page) {
  await page.getByRole('button', { name: textOf('en', 'common.language') }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await page.waitForFunction(() => document.documentElement.lang === 'ar');
}

/** Keys the page asked for that no loaded dictionary had (lib/i18n.ts reports them): the screen showed them raw. */
function watchMissingKeys(page: Page) {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('i18n: missing key')) missing.push(message.text());
  });
  return missing;
}

/** The screen is drawn and its data loaded. */
async function settle(page: Page) {
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
}

const DESKTOP = { width: 1280, height: 900 };

for (const language of ['en', 'ar'] as const) {
  describe(`no serious or critical axe violation, ${language === 'en' ? 'English' : 'Arabic'}`, () => {
    // One page per role, going from screen to screen.
    const pages = {} as Record<Role, Page>;
    const missingKeys = {} as Record<Role, string[]>;
    const accounts = () => ({ buyer: data.buyer, trader: DEMO.trader, admin: data.admin });
    const inTurn = turnsByRole();

    beforeAll(async () => {
      for (const role of ['visitor', 'buyer', 'trader', 'admin'] as const) {
        pages[role] = await newPage(browser);
        missingKeys[role] = watchMissingKeys(pages[role]);
      }
      await pages.visitor.goto('/');
      await settle(pages.visitor);
      await Promise.all(
        (['buyer', 'trader', 'admin'] as const).map(async (role) => {
          const page = pages[role];
          await logIn(page, accounts()[role].email, accounts()[role].password);
          await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
          await settle(page);
        }),
      );
      if (language === 'ar') await Promise.all(Object.values(pages).map(switchToArabic));
    });
    afterAll(async () => {
      await Promise.all(Object.values(pages).map((page) => page.context().close()));
      // The header saved Arabic on the demo trader's account (the language is remembered per user): the files after
      // this one sign the trader in and expect English.
      if (language === 'ar') await saveLanguage(DEMO.trader, 'en');
    });

    const checks = roundRobin(
      (Object.entries(screens) as [Role, Screen[]][]).map(([role, list]) => list.map((screen) => ({ role, screen }))),
    );
    for (const { role, screen } of checks) {
      it.concurrent(`${role}: ${screen.name}`, ({ expect }) =>
        inTurn(role, async () => {
          const page = pages[role];
          await page.setViewportSize(screen.width ? { width: screen.width, height: 844 } : DESKTOP);
          await page.goto(screen.path());
          await settle(page);
          await screen.open?.(
            page,
            (key) => textOf(language, key),
            (key) => patternOf(language, key),
          );
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
          // The screen is drawn in that language, not only marked with it.
          expect(await page.locator('main').first().innerText()).toMatch(language === 'ar' ? /[\u0600-\u06FF]/ : /[A-Za-z]/);
          expect(await seriousViolations(page)).toEqual([]);
          // Every text of the screen (and of the role's ones before it) was in the dictionaries its route loaded.
          expect(missingKeys[role]).toEqual([]);
        }));
    }
  });
}
